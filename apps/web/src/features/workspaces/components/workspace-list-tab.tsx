import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListControls } from '../hooks/use-list-controls.ts';
import { LayoutToggle } from './layout-toggle.tsx';
import { WorkspaceListBody, type WorkspaceListBodyProps } from './workspace-list-body.tsx';

interface WorkspaceListTabProps<T extends { id: string }, F extends { search: string }>
  extends Omit<WorkspaceListBodyProps<T>, 'controls' | 'onCreate'> {
  controls: ListControls<F>;
  searchLabel: string;
  searchPlaceholder: string;
  /** The tab's filter selects, between the search and the layout toggle. */
  filterSelects: ReactNode;
  /** Said above the list (e.g. while statuses load). */
  notice?: ReactNode;
  /** The tab's modals and dialogs. */
  children: ReactNode;
}

/** A tab of the dashboard's Workspaces section: search, filters, layout, create, then the list. */
export function WorkspaceListTab<T extends { id: string }, F extends { search: string }>({
  controls,
  searchLabel,
  searchPlaceholder,
  filterSelects,
  notice,
  children,
  ...body
}: WorkspaceListTabProps<T, F>) {
  const create = () => controls.setCreating(true);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={controls.filters.search}
          onChange={(event) => controls.update({ search: event.currentTarget.value } as Partial<F>)}
          style={{ flex: '1 1 240px' }}
        />
        {filterSelects}
        <LayoutToggle value={controls.layout} onChange={controls.setLayout} />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create}>
          Create New Workspace
        </Button>
      </Group>
      {notice}
      <WorkspaceListBody {...body} controls={controls} onCreate={create} />
      {children}
    </Stack>
  );
}
