/**
 * The documents inbox and archiving (ours, not in the spec): one list of the caller's e-mohar
 * documents and contracts, and of the e-mohar documents they signed as a counter party.
 *
 * `GET /api/documents/?page=&page_size=&search=&status=&sort=&order=` → documentsListResponse
 * `POST /api/documents/archive` and `POST /api/documents/unarchive` { kind, id } → messageResponse
 */
import { z } from 'zod';
import { messages } from '../messages.ts';
import { singleLineText } from '../validation/safe-text.ts';
import { viewerRole } from './emohar.ts';

const m = messages.documents.own;

export const documentKinds = ['emohar', 'contract'] as const;
export const documentKind = z.enum(documentKinds, { error: m.kindInvalid });
export type DocumentKind = z.infer<typeof documentKind>;

/**
 * The one status of an inbox row, worked out from the tables' statuses in this order (the first
 * that holds); the SQL of `documents.repository.ts` is its only implementation:
 * 1. `archived`: its owner archived it (only on the owner's rows; a counter party's row never is).
 * 2. `expired`: its expiry date is before today (UTC), signed or not: the contract's term is over.
 * 3. `sealed`: every party signed and LeXi sealed it (e-mohar `signed`; a contract `signed`).
 * 4. `signed`: every required party signed, the seal not applied yet (it follows at once, or after
 *    a retry when a crash came between).
 * 5. `waiting_for_counter_party`: the caller signed, the other party has not (for the owner: the
 *    counter party; for a counter party: the sender).
 * 6. `draft`: everything else: nothing signed by the caller yet (uploaded, details added, shared,
 *    sent for signature, or a contract being drafted).
 * A discarded e-mohar document and a deleted contract are not listed at all. A contract sent for
 * signature is one row: its signing document gives it its status and is not listed apart.
 */
export const documentStatuses = [
  'draft',
  'waiting_for_counter_party',
  'signed',
  'sealed',
  'expired',
  'archived',
] as const;
export const documentStatus = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatus>;

/** Which page opens a row: continue signing (/e_mohar?id=), the signed page, or the contract editor. */
export const documentPages = ['signing', 'signed', 'editor'] as const;
export const documentPage = z.enum(documentPages);
export type DocumentPage = z.infer<typeof documentPage>;

export const documentSorts = ['last_activity', 'title', 'expiry'] as const;
export const documentSort = z.enum(documentSorts);
export type DocumentSort = z.infer<typeof documentSort>;

export const sortOrders = ['asc', 'desc'] as const;
export const sortOrder = z.enum(sortOrders);
export type SortOrder = z.infer<typeof sortOrder>;

export const DOCUMENTS_PAGE_SIZE = 20;
export const DOCUMENTS_MAX_PAGE_SIZE = 100;
export const DOCUMENTS_SEARCH_MAX = 200;

const wholeNumber = (error: string, max: number) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });

/**
 * The list's query. Without `status`, every row but the archived ones; `status=archived` lists
 * only those. Sorting is stable: ties are broken by id.
 */
export const documentsListQuery = z.object({
  page: wholeNumber(m.pageInvalid, 1_000_000).default(1),
  page_size: wholeNumber(m.pageSizeInvalid, DOCUMENTS_MAX_PAGE_SIZE).default(DOCUMENTS_PAGE_SIZE),
  // A NUL cannot be compared with PostgreSQL text, and no control character is in a title or a
  // name: refused with the catalogue's sentence, not a server error.
  search: singleLineText().trim().max(DOCUMENTS_SEARCH_MAX).optional(),
  status: documentStatus.optional(),
  sort: documentSort.default('last_activity'),
  order: sortOrder.default('desc'),
});
export type DocumentsListQuery = z.input<typeof documentsListQuery>;

export const documentListItem = z.object({
  kind: documentKind,
  id: z.string(),
  title: z.string(),
  /** The names of the parties: the owner first, then the counter party when known. */
  parties: z.array(z.string()),
  status: documentStatus,
  /** The caller's role: only the owner may archive, discard or delete. */
  role: viewerRole,
  /** ISO date-time of the last change to the document (or to a contract's signing document). */
  last_activity: z.string(),
  /** YYYY-MM-DD, or null when it has none. */
  expiry_date: z.string().nullable(),
  opens: documentPage,
  /** The id for the page that opens it: the e-mohar document's for signing/signed, else the contract's. */
  open_id: z.string(),
});
export type DocumentListItem = z.infer<typeof documentListItem>;

export const documentsListResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  items: z.array(documentListItem),
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many rows match, over every page. */
  total: z.number().int(),
  num_pages: z.number().int(),
});
export type DocumentsListResponse = z.infer<typeof documentsListResponse>;

/** POST /api/documents/archive and /unarchive */
export const archiveDocumentRequest = z.object({
  kind: documentKind,
  id: singleLineText({ error: m.idRequired })
    .trim()
    .min(1, { error: m.idRequired })
    .max(100, { error: m.idRequired }),
});
export type ArchiveDocumentRequest = z.input<typeof archiveDocumentRequest>;
