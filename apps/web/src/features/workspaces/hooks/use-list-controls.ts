import { useState } from 'react';
import type { ListLayout } from '../components/layout-toggle.tsx';

/**
 * The state of a workspace tab: its filters, grid or list layout, page and create modal. Changing a
 * filter or the layout goes back to the first page.
 */
export function useListControls<F>(noFilters: F, pageSizes: { grid: number; list: number }) {
  const [filters, setFilters] = useState<F>(noFilters);
  const [layout, setLayoutState] = useState<ListLayout>('grid');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);

  function update(next: Partial<F>) {
    setFilters({ ...filters, ...next });
    setPage(1);
  }

  function setLayout(next: ListLayout) {
    setLayoutState(next);
    setPage(1);
  }

  return {
    filters,
    update,
    clearFilters: () => update(noFilters),
    layout,
    setLayout,
    page,
    setPage,
    pageSize: layout === 'grid' ? pageSizes.grid : pageSizes.list,
    creating,
    setCreating,
  };
}

export type ListControls<F> = ReturnType<typeof useListControls<F>>;
