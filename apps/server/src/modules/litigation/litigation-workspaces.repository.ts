import type { CaseType } from '@lexi/shared/validation/workspaces';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { likeContaining } from '../../lib/sql-like.ts';
import {
  type Viewer,
  type VisibilityKind,
  visibilityKind,
  visibilityParts,
} from '../workspaces/workspace-access.ts';
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

/** How many pages past the asked one the count looks for (see `pageLitigationWorkspaces`). */
export const COUNT_PAGES_AHEAD = 10;

const placeholders = {
  userId: sql.placeholder('userId'),
  organizationId: sql.placeholder('organizationId'),
};

/** The shape of a page query: the viewer's visibility rule, and which filters are set. */
type Shape = { kind: VisibilityKind; search: boolean; caseType: boolean };

/**
 * The two queries of a page of the litigation workspaces the viewer sees (`parts`: the disjoint
 * visibility conditions of workspace-access.ts), with placeholders for every value: the page,
 * newest update first, and a count of the matching workspaces up to `cap`. Each part is read in
 * the order of its visibility index (organization or creator, kind, updated_at desc, id) up to
 * the end of the page, and the parts are merged, so a page costs an index range, not a sort of
 * every visible workspace; the count, too, stops at `cap` rows in each part. The search looks for
 * the text, in any case, inside the name, client, opponent, case type and area of law: the
 * lower-cased `search_text` column has a trigram index. Built apart so that EXPLAIN can be run on
 * exactly these queries.
 */
export function litigationPageQueries(db: Db, parts: SQL[], shape: Omit<Shape, 'kind'>) {
  const filters = and(
    eq(workspaces.kind, 'litigation'),
    shape.caseType ? eq(workspaces.caseType, sql.placeholder('caseType')) : undefined,
    shape.search ? sql`${workspaces.searchText} like lower(${sql.placeholder('pattern')})` : undefined,
  );
  const partPage = (part: SQL) =>
    db
      .select({ ...workspaceColumns, ...pageFlags })
      .from(workspaces)
      .where(and(part, filters))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('end'));
  const partCount = (part: SQL) =>
    db
      .select({ one: sql<number>`1`.as('one') })
      .from(workspaces)
      .where(and(part, filters))
      .limit(sql.placeholder('cap'));
  const [first, ...rest] = parts;
  if (!first) throw new Error('no visibility condition');
  const page =
    rest.length === 0
      ? partPage(first).offset(sql.placeholder('offset'))
      : rest
          .reduce(
            (merged, part) => merged.unionAll(partPage(part)) as typeof merged,
            partPage(first).$dynamic(),
          )
          .orderBy(sql`updated_at desc nulls last`, sql`id`)
          .limit(sql.placeholder('pageSize'))
          .offset(sql.placeholder('offset'));
  const counted = rest
    .reduce((merged, part) => merged.unionAll(partCount(part)) as typeof merged, partCount(first).$dynamic())
    .as('counted');
  return { page, total: db.select({ n: count() }).from(counted) };
}

const prepared = new Map<string, ReturnType<typeof preparedPage>>();

function preparedPage(shape: Shape) {
  const name = `litigation_page_${shape.kind}${shape.search ? '_search' : ''}${shape.caseType ? '_type' : ''}`;
  return preparedOn((db) => {
    const viewer = { userId: '', membership: undefined };
    const queries = litigationPageQueries(db, visibilityParts(viewer, shape.kind, placeholders), shape);
    // A search is built once but planned on every call (an unnamed statement): a plan for any
    // pattern walks the visibility index through every row when the text is rare, while the plan
    // for the very pattern reads the table or its trigram index, whichever is cheaper (README).
    const named = (suffix: string) => (shape.search ? '' : `${name}_${suffix}`);
    return { page: queries.page.prepare(named('rows')), total: queries.total.prepare(named('count')) };
  });
}

/** The prepared page and count of this shape on this database handle. */
function statementsFor(db: Db, shape: Shape) {
  const key = `${shape.kind}/${shape.search}/${shape.caseType}`;
  let statements = prepared.get(key);
  if (!statements) {
    statements = preparedPage(shape);
    prepared.set(key, statements);
  }
  return statements(db);
}

export type PageRow = WorkspaceRow & { hasCase: boolean; hasTeam: boolean };

/**
 * One page of the litigation workspaces the viewer sees, and how many match — exactly when they
 * end within COUNT_PAGES_AHEAD pages after this one, else as "at least one page more than that".
 * The browser fetches page after page until `num_pages` (spec part 2 §4) and reads it again on
 * every page, so it still reaches the last page, while no page counts more than eleven pages of
 * rows. A page that is not full tells the total by itself.
 */
export async function pageLitigationWorkspaces(
  db: Db,
  viewer: Viewer,
  query: LitigationPageQuery,
): Promise<{ rows: PageRow[]; total: number }> {
  const shape = {
    kind: visibilityKind(viewer),
    search: Boolean(query.search),
    caseType: Boolean(query.caseType),
  };
  const statements = statementsFor(db, shape);
  const offset = (query.page - 1) * query.pageSize;
  const values = {
    userId: viewer.userId,
    organizationId: viewer.membership?.organizationId ?? '',
    caseType: query.caseType ?? '',
    pattern: query.search ? likeContaining(query.search) : '',
    offset,
    pageSize: query.pageSize,
    end: offset + query.pageSize,
  };
  const rows = (await statements.page.execute(values)) as PageRow[];
  if (rows.length > 0 && rows.length < query.pageSize) return { rows, total: offset + rows.length };
  if (rows.length === 0 && query.page === 1) return { rows, total: 0 };
  const cap = (query.page + COUNT_PAGES_AHEAD) * query.pageSize + 1;
  const [counted] = await statements.total.execute({ ...values, cap });
  return { rows, total: Math.min(Number(counted?.n ?? 0), cap) };
}
