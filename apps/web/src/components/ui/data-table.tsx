import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  label?: string;
  verticalSpacing?: TableProps['verticalSpacing'];
  highlightOnHover?: boolean;
  /** The rows (Table.Tr). */
  children: ReactNode;
}

/** A table with a heading row that scrolls sideways on narrow screens. */
export function DataTable({
  columns,
  minWidth,
  label,
  verticalSpacing = 'sm',
  highlightOnHover = false,
  children,
}: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={verticalSpacing} highlightOnHover={highlightOnHover} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed and never reorder
              <Table.Th key={index}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
