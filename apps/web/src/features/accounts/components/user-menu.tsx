import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useLogout } from '../hooks/use-logout.ts';

/** The header's account menu: who is signed in, and signing out. */
export function UserMenu() {
  const user = useSessionStore((state) => state.userData);
  const { logout, loggingOut } = useLogout();
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${fullName}`} style={{ borderRadius: 8 }} p={4}>
          <Group gap={8} wrap="nowrap">
            {/* No initials: text in the button that is not in its name fails WCAG 2.5.3 (label in name). */}
            <Avatar color="lexi" radius="xl" size={32} aria-hidden />
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {user.username}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout} disabled={loggingOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
