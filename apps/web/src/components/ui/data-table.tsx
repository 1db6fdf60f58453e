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

/**
 * A table with a heading row that scrolls sideways on narrow screens. The container is a plain
 * `overflow-x: auto` box, not Mantine's ScrollArea: that one measures its content with a
 * ResizeObserver and re-renders, forcing a layout after every batch of rows a progressive list
 * adds (issue 12). Neither is a tab stop nor a landmark, so the accessibility tree is the same.
 */
export function DataTable({
  columns,
  minWidth,
  label,
  verticalSpacing = 'sm',
  highlightOnHover = false,
  children,
}: DataTableProps) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth}>
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
