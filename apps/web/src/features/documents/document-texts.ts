import type { DocumentPage, DocumentSort, DocumentStatus, SortOrder } from '@lexi/shared/api/documents';

/** How each inbox status reads (the rules are in packages/shared/src/api/documents.ts). */
export const statusLabels: Record<DocumentStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  waiting_for_counter_party: { label: 'Waiting for counter party', color: 'orange' },
  signed: { label: 'Signed', color: 'blue' },
  sealed: { label: 'Sealed', color: 'teal' },
  expired: { label: 'Expired', color: 'red' },
  archived: { label: 'Archived', color: 'dark' },
};

/** Where a row leads, and what its button says. */
export const pageOf: Record<DocumentPage, { path: (id: string) => string; action: string }> = {
  signing: { path: (id) => `/e_mohar?id=${encodeURIComponent(id)}`, action: 'Continue signing' },
  signed: { path: (id) => `/e_mohar/signed?id=${encodeURIComponent(id)}`, action: 'View' },
  editor: { path: (id) => `/drafts/${encodeURIComponent(id)}`, action: 'Open in editor' },
};

export const kindLabels = { emohar: 'e-mohar document', contract: 'Contract' } as const;

/** The sort choices: one select for the key and the direction. */
export const sortChoices: { value: `${DocumentSort}:${SortOrder}`; label: string }[] = [
  { value: 'last_activity:desc', label: 'Last activity, newest first' },
  { value: 'last_activity:asc', label: 'Last activity, oldest first' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'expiry:asc', label: 'Expiry, soonest first' },
  { value: 'expiry:desc', label: 'Expiry, latest first' },
];

/** Starts e-mohar on an empty upload, whatever document it remembers (see the e-mohar page). */
export const NEW_EMOHAR_PATH = '/e_mohar?new=1';

export const documentsTexts = {
  title: 'Documents',
  intro: 'Every e-mohar document and contract you own, and those you signed as a counter party.',
  searchLabel: 'Search documents',
  searchPlaceholder: 'Search by title or party',
  statusLabel: 'Status',
  allStatuses: 'All but archived',
  sortLabel: 'Sort by',
  loading: 'Loading your documents',
  emptyTitle: 'No documents yet',
  emptyText:
    'Upload a PDF to sign with e-mohar, or draft a contract with LeXi. Everything you sign, send for signature or sign for others shows up here; what you archive is under the Archived status.',
  noneMatchTitle: 'No documents match',
  noneMatchText: 'Try another search or status, or clear the filters.',
  archiveTitle: 'Archive this document?',
  archiveText: (title: string) =>
    `“${title}” leaves your lists and the dashboard. Nothing is deleted: it stays verifiable, every party can still download it, and you find it under the Archived filter.`,
} as const;
