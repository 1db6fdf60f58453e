import type { DocumentListItem, documentsListQuery } from '@lexi/shared/api/documents';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { pageInbox } from './documents.repository.ts';

type ListQuery = z.output<typeof documentsListQuery>;

/**
 * A page of the caller's documents inbox: their e-mohar documents and contracts, and the e-mohar
 * documents they signed as a counter party (see documents.repository.ts), with how many match.
 */
export async function listDocuments(deps: Deps, userId: string, query: ListQuery, now = new Date()) {
  const { rows, total } = await pageInbox(deps.db, {
    userId,
    today: now.toISOString().slice(0, 10),
    page: query.page,
    pageSize: query.page_size,
    search: query.search || undefined,
    status: query.status,
    sort: query.sort,
    order: query.order,
  });
  const items: DocumentListItem[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    parties: row.parties,
    status: row.status,
    role: row.role,
    last_activity: row.lastActivity.toISOString(),
    expiry_date: row.expiryDate,
    opens: row.opens,
    open_id: row.openId,
  }));
  return {
    items,
    page: query.page,
    page_size: query.page_size,
    total,
    // At least 1, as the litigation list answers: an empty list is one empty page.
    num_pages: Math.max(1, Math.ceil(total / query.page_size)),
  };
}
