import type { CaseType } from '@lexi/shared/validation/workspaces';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeContaining } from '../../lib/sql-like.ts';
import { newestFirst, workspaceColumns } from '../workspaces/workspaces.repository.ts';
import { type WorkspaceRow, workspaces } from '../workspaces/workspaces.table.ts';

export type LitigationPageQuery = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  caseType?: CaseType | undefined;
};

/**
 * Whether each workspace of a page has a case and a team, read with the page (no query per row).
 * Written with qualified names: Drizzle leaves the columns of a UNION's select list unqualified.
 */
const pageFlags = {
  hasCase:
    sql<boolean>`exists (select 1 from litigation_cases c where c.workspace_id = "workspaces"."id")`.as(
      'has_case',
    ),
  hasTeam:
    sql<boolean>`exists (select 1 from workspace_members m where m.workspace_id = "workspaces"."id")`.as(
      'has_team',
    ),
};

/**
 * The two queries of a page of the litigation workspaces the viewer sees (`parts`: the disjoint
 * visibility conditions of workspace-access.ts): the page, newest update first, and how many match
 * in all. Each part is read in the order of its visibility index (organization or creator, kind,
 * updated_at desc, id) up to the end of the page, and the parts are merged, so a page costs an
 * index range, not a sort of every visible workspace. The search looks for the text, in any case,
 * inside the name, client, opponent, case type and area of law: the lower-cased `search_text`
 * column has a trigram index, so LIKE '%text%' on it is an index search. Built apart so that
 * EXPLAIN can be run on exactly these queries.
 */
export function litigationPageQueries(db: Db, parts: SQL[], query: LitigationPageQuery) {
  const pattern = query.search ? likeContaining(query.search) : undefined;
  const filters = and(
    eq(workspaces.kind, 'litigation'),
    query.caseType ? eq(workspaces.caseType, query.caseType) : undefined,
    pattern ? sql`${workspaces.searchText} like lower(${pattern})` : undefined,
  );
  const offset = (query.page - 1) * query.pageSize;
  const partPage = (part: SQL) =>
    db
      .select({ ...workspaceColumns, ...pageFlags })
      .from(workspaces)
      .where(and(part, filters))
      .orderBy(...newestFirst)
      .limit(offset + query.pageSize);
  const [first, ...rest] = parts;
  if (!first) throw new Error('no visibility condition');
  const page =
    rest.length === 0
      ? partPage(first).offset(offset)
      : rest
          .reduce(
            (merged, part) => merged.unionAll(partPage(part)) as typeof merged,
            partPage(first).$dynamic(),
          )
          .orderBy(sql`updated_at desc nulls last`, sql`id`)
          .limit(query.pageSize)
          .offset(offset);
  return {
    page,
    total: db
      .select({ n: count() })
      .from(workspaces)
      .where(and(or(...parts), filters)),
  };
}

export type PageRow = WorkspaceRow & { hasCase: boolean; hasTeam: boolean };

/**
 * One page of the litigation workspaces the viewer sees, and how many match in all. A page that
 * is not full tells the total by itself; only a full (or an empty, later) page needs the count.
 */
export async function pageLitigationWorkspaces(
  db: Db,
  parts: SQL[],
  query: LitigationPageQuery,
): Promise<{ rows: PageRow[]; total: number }> {
  const queries = litigationPageQueries(db, parts, query);
  const rows = await queries.page;
  const offset = (query.page - 1) * query.pageSize;
  if (rows.length > 0 && rows.length < query.pageSize) return { rows, total: offset + rows.length };
  if (rows.length === 0 && query.page === 1) return { rows, total: 0 };
  const [totals] = await queries.total;
  return { rows, total: Number(totals?.n ?? 0) };
}
