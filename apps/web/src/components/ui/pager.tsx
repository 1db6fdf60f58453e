import { Group, Pagination, Text } from '@mantine/core';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** What the list holds, e.g. 'workspaces'. */
  noun: string;
}

/** Previous, next and numbered page buttons, with where the reader is. */
export function Pager({ page, totalPages, total, pageSize, onChange, noun }: PagerProps) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`${first}–${last} of ${total} ${noun}`}
      </Text>
      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={page}
          onChange={onChange}
          size="sm"
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'Previous page' }
              : control === 'next'
                ? { 'aria-label': 'Next page' }
                : {}
          }
        />
      ) : null}
    </Group>
  );
}
