import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';

const list = messages.litigation.page.list;

interface LitigationItemMenuProps {
  workspace: LitigationWorkspace;
  onDelete: (workspace: LitigationWorkspace) => void;
}

/** Each litigation item's menu: Delete, which opens a confirmation. */
export function LitigationItemMenu({ workspace, onDelete }: LitigationItemMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={list.moreActions(workspace.workspace_name)}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          color="red"
          c={workspace.can_manage ? 'var(--mantine-color-error)' : undefined}
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!workspace.can_manage}
          onClick={() => onDelete(workspace)}
        >
          {list.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
