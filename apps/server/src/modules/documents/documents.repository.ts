import type { DocumentPage, DocumentSort, DocumentStatus, SortOrder } from '@lexi/shared/api/documents';
import type { ViewerRole } from '@lexi/shared/api/emohar';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeContaining } from '../../lib/sql-like.ts';

export type InboxQuery = {
  userId: string;
  /** YYYY-MM-DD (UTC): an expiry date before it has passed. */
  today: string;
  page: number;
  pageSize: number;
  search?: string | undefined;
  /** One status; without it, every status but archived. */
  status?: DocumentStatus | undefined;
  sort: DocumentSort;
  order: SortOrder;
};

export type InboxRow = {
  kind: 'emohar' | 'contract';
  id: string;
  title: string;
  parties: string[];
  status: DocumentStatus;
  role: ViewerRole;
  lastActivity: Date;
  expiryDate: string | null;
  opens: DocumentPage;
  openId: string;
};

/**
 * The rows of the inbox, one per item, in three disjoint parts:
 * 1. the caller's e-mohar documents not made from a contract (emohar_documents_owner_idx);
 * 2. the caller's contracts, each with its live signing document if any (contracts_owner_idx,
 *    then emohar_documents_live_contract_idx): one row, the document folded into it;
 * 3. the e-mohar documents the caller signed as their counter party, with the verified email of
 *    their account (emohar_signers_counter_party_email_idx); never their own.
 * Narrow columns only: no PDF, no contract HTML or JSON.
 */
const items = (userId: string) => sql`
  select 'emohar' as kind, d.id, d.contract_name as title, o.first_name || ' ' || o.last_name as owner_name,
         d.counter_party_name, 'owner' as role, d.archived_at, d.expiry_date, d.updated_at as last_activity,
         d.sealed_at, d.party, d.id as doc_id, null::text as contract_status
    from emohar_documents d
    join users o on o.id = d.owner_id
   where d.owner_id = ${userId} and d.status <> 'discarded' and d.contract_id is null
  union all
  select 'contract', c.id, c.title, o.first_name || ' ' || o.last_name,
         c.counter_party_name, 'owner', c.archived_at, c.expiry_date, greatest(c.updated_at, d.updated_at),
         d.sealed_at, d.party, d.id, c.status
    from contracts c
    join users o on o.id = c.owner_id
    left join emohar_documents d on d.contract_id = c.id and d.status <> 'discarded'
   where c.owner_id = ${userId} and c.deleted_at is null
  union all
  select 'emohar', d.id, d.contract_name, o.first_name || ' ' || o.last_name,
         coalesce(d.counter_party_name, s.aadhar_name), 'counter_party', null, d.expiry_date, d.updated_at,
         d.sealed_at, d.party, d.id, null
    from users me
    join emohar_signers s
      on lower(s.email) = lower(me.email) and s.role = 'counter_party' and s.status = 'signed'
    join emohar_documents d on d.id = s.document_id
    join users o on o.id = d.owner_id
   where me.id = ${userId} and me.email_verified_at is not null
     and d.status <> 'discarded' and d.owner_id <> me.id`;

/** Who has signed each row's document (the unique key on document and role serves both). */
const signedBy = (role: 'owner' | 'counter_party') =>
  sql.raw(
    `(i0.doc_id is not null and exists (select 1 from emohar_signers x where x.document_id = i0.doc_id and x.role = '${role}' and x.status = 'signed'))`,
  );

/**
 * The status of a row: the rules of `documentStatuses` in packages/shared/src/api/documents.ts,
 * in their order, and the page that opens it. Its only implementation.
 */
const statusOf = (today: string) => sql`
  case
    when i.role = 'owner' and i.archived_at is not null then 'archived'
    when i.expiry_date < ${today}::date then 'expired'
    when i.sealed_at is not null or i.contract_status = 'signed' then 'sealed'
    when i.owner_signed and (i.party = 'single' or i.counter_signed) then 'signed'
    when (i.role = 'owner' and i.owner_signed) or (i.role = 'counter_party' and i.counter_signed)
      then 'waiting_for_counter_party'
    else 'draft'
  end`;

const pageOf = sql`
  case
    when i.doc_id is null then 'editor'
    when i.sealed_at is not null or i.role = 'counter_party' or i.owner_signed then 'signed'
    else 'signing'
  end`;

/** The order of the page; ties broken by id, so that paging is stable. `at`: the table's alias. */
function orderBy(sort: DocumentSort, order: SortOrder, at = ''): SQL {
  const direction = order === 'asc' ? 'asc' : 'desc';
  const key = { last_activity: `${at}last_activity`, title: `lower(${at}title)`, expiry: `${at}expiry_date` }[
    sort
  ];
  return sql.raw(`${key} ${direction} nulls last, ${at}id ${direction}`);
}

type RawRow = {
  total: number | string;
  kind: InboxRow['kind'] | null;
  id: string;
  title: string;
  parties: string[];
  status: DocumentStatus;
  role: ViewerRole;
  last_activity: Date | string;
  expiry_date: string | null;
  opens: DocumentPage;
  open_id: string;
};

/**
 * The one query of a page of the caller's inbox and how many rows match in all: the three parts
 * (UNION ALL), their status, the filters, then the count and the page (a page past the end still
 * answers the count). Built apart so that EXPLAIN can be run on exactly this query.
 */
export function inboxQuery(query: InboxQuery): SQL {
  const pattern = query.search ? likeContaining(query.search) : undefined;
  const statusFilter = query.status ? sql`status = ${query.status}` : sql`status <> 'archived'`;
  const searchFilter = pattern
    ? sql`and (title ilike ${pattern} or owner_name ilike ${pattern} or counter_party_name ilike ${pattern})`
    : sql``;
  return sql`
    with i0 as (${items(query.userId)}),
    i as (
      select i0.*, ${signedBy('owner')} as owner_signed, ${signedBy('counter_party')} as counter_signed
        from i0
    ),
    rated as (
      select i.kind, i.id, i.title, i.owner_name, i.counter_party_name, i.role, i.expiry_date,
             i.last_activity, i.doc_id, ${statusOf(query.today)} as status, ${pageOf} as opens
        from i
    ),
    matching as (select * from rated where ${statusFilter} ${searchFilter})
    select t.total, p.kind, p.id, p.title,
           array_remove(array[p.owner_name, p.counter_party_name], null) as parties,
           p.status, p.role, p.last_activity, to_char(p.expiry_date, 'YYYY-MM-DD') as expiry_date,
           p.opens, case when p.opens = 'editor' then p.id else p.doc_id end as open_id
      from (select count(*) as total from matching) t
      left join lateral (
        select * from matching order by ${orderBy(query.sort, query.order)}
         limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      ) p on true
     order by ${orderBy(query.sort, query.order, 'p.')}`;
}

/** One page of the caller's inbox and how many rows match in all (see inboxQuery). */
export async function pageInbox(db: Db, query: InboxQuery): Promise<{ rows: InboxRow[]; total: number }> {
  const result = (await db.execute(inboxQuery(query))) as unknown as { rows: RawRow[] };
  const raw = result.rows;
  const total = Number(raw[0]?.total ?? 0);
  const rows = raw.flatMap((r): InboxRow[] =>
    r.kind === null
      ? []
      : [
          {
            kind: r.kind,
            id: r.id,
            title: r.title,
            parties: r.parties,
            status: r.status,
            role: r.role,
            lastActivity: new Date(r.last_activity),
            expiryDate: r.expiry_date,
            opens: r.opens,
            openId: r.open_id,
          },
        ],
  );
  return { rows, total };
}
