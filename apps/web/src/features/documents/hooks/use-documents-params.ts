import {
  type DocumentSort,
  type DocumentStatus,
  documentSort,
  documentStatus,
  type SortOrder,
  sortOrder,
} from '@lexi/shared/api/documents';
import { useSearchParams } from 'react-router';
import type { DocumentsParams } from '../api/documents.ts';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * The inbox's search, status, sort and page, kept in the address (so that Back, a reload and a
 * shared link show the same list). A changed filter goes back to the first page.
 */
export function useDocumentsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: DocumentsParams = {
    page: positive(searchParams.get('page')),
    search: searchParams.get('q') ?? '',
    status: documentStatus.safeParse(searchParams.get('status')).data ?? null,
    sort: documentSort.safeParse(searchParams.get('sort')).data ?? 'last_activity',
    order: sortOrder.safeParse(searchParams.get('order')).data ?? 'desc',
  };

  /** Typing replaces the entry in the history; a chosen filter, sort or page adds one. */
  function update(next: Partial<DocumentsParams>, replace = false) {
    const merged = { ...params, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.search) query.set('q', merged.search);
    if (merged.status) query.set('status', merged.status);
    if (merged.sort !== 'last_activity' || merged.order !== 'desc') {
      query.set('sort', merged.sort);
      query.set('order', merged.order);
    }
    if (merged.page > 1) query.set('page', String(merged.page));
    setSearchParams(query, { replace });
  }

  return {
    params,
    setSearch: (search: string) => update({ search }, true),
    setStatus: (status: DocumentStatus | null) => update({ status }),
    setSort: (sort: DocumentSort, order: SortOrder) => update({ sort, order }),
    setPage: (page: number) => update({ page }),
    clear: () => update({ search: '', status: null }),
    filtered: params.search !== '' || params.status !== null,
  };
}
