import {
  type DocumentSort,
  type DocumentStatus,
  documentStatus,
  documentStatuses,
  type SortOrder,
} from '@lexi/shared/api/documents';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { sortChoices, statusLabels, documentsTexts as t } from '../document-texts.ts';

interface DocumentsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  status: DocumentStatus | null;
  onStatus: (status: DocumentStatus | null) => void;
  sort: DocumentSort;
  order: SortOrder;
  onSort: (sort: DocumentSort, order: SortOrder) => void;
}

const ALL = 'all';

/** Search (the page debounces it), status filter and sort of the inbox. */
export function DocumentsToolbar({
  search,
  onSearch,
  status,
  onStatus,
  sort,
  order,
  onSort,
}: DocumentsToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t.statusLabel}
        data={[
          { value: ALL, label: t.allStatuses },
          ...documentStatuses.map((value) => ({ value, label: statusLabels[value].label })),
        ]}
        value={status ?? ALL}
        onChange={(value) => onStatus(documentStatus.safeParse(value).data ?? null)}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={t.sortLabel}
        data={sortChoices}
        value={`${sort}:${order}`}
        onChange={(value) => {
          const choice = sortChoices.find((c) => c.value === value);
          if (!choice) return;
          const [nextSort, nextOrder] = choice.value.split(':') as [DocumentSort, SortOrder];
          onSort(nextSort, nextOrder);
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
