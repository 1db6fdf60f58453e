import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspaces } from '../workspaces/workspaces.table.ts';
import {
  type CasePackageDraftRow,
  type CasePackageRow,
  casePackageDrafts,
  casePackages,
} from './case-packages.table.ts';

/** The workspace's package of this version, or its latest when `version` is undefined. */
export async function findPackage(
  db: Db,
  workspaceId: string,
  version?: number,
): Promise<CasePackageRow | undefined> {
  const [row] = await db
    .select()
    .from(casePackages)
    .where(
      and(
        eq(casePackages.workspaceId, workspaceId),
        version === undefined ? undefined : eq(casePackages.version, version),
      ),
    )
    .orderBy(desc(casePackages.version))
    .limit(1);
  return row;
}

/** The latest version number of a workspace's package, or null when none was generated. */
export async function latestVersion(db: Db, workspaceId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: sql<number | null>`max(${casePackages.version})` })
    .from(casePackages)
    .where(eq(casePackages.workspaceId, workspaceId));
  return row?.version === null || row?.version === undefined ? null : Number(row.version);
}

export async function listVersions(db: Db, workspaceId: string) {
  return db
    .select({ version: casePackages.version, generatedAt: casePackages.generatedAt })
    .from(casePackages)
    .where(eq(casePackages.workspaceId, workspaceId))
    .orderBy(desc(casePackages.version))
    .limit(500);
}

export async function listDrafts(db: Db, packageId: string): Promise<CasePackageDraftRow[]> {
  return db
    .select()
    .from(casePackageDrafts)
    .where(eq(casePackageDrafts.packageId, packageId))
    .orderBy(asc(casePackageDrafts.position))
    .limit(50);
}

/** Writes the next version of a workspace's package with its drafts (in the job's last transaction). */
export async function insertPackageVersion(
  tx: Db,
  values: Omit<typeof casePackages.$inferInsert, 'version' | 'judgementCount' | 'draftCount'>,
  drafts: ReadonlyArray<{ kind: string; title: string; html: string }>,
): Promise<CasePackageRow> {
  const next = ((await latestVersion(tx, values.workspaceId)) ?? 0) + 1;
  const [row] = await tx
    .insert(casePackages)
    .values({
      ...values,
      version: next,
      judgementCount: values.judgements.length,
      draftCount: drafts.length,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  if (drafts.length > 0) {
    await tx.insert(casePackageDrafts).values(
      drafts.map((d, position) => ({
        packageId: row.id,
        workspaceId: values.workspaceId,
        position,
        kind: d.kind,
        title: d.title,
        html: d.html,
        updatedAt: values.generatedAt,
      })),
    );
  }
  return row;
}

export async function findDraft(db: Db, workspaceId: string, draftId: string) {
  const [row] = await db
    .select()
    .from(casePackageDrafts)
    .where(and(eq(casePackageDrafts.id, draftId), eq(casePackageDrafts.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

export async function updateDraftHtml(db: Db, id: string, html: string, at: Date) {
  const [row] = await db
    .update(casePackageDrafts)
    .set({ html, updatedAt: at })
    .where(eq(casePackageDrafts.id, id))
    .returning();
  if (!row) throw new Error('update found no row');
  return row;
}

/**
 * The drafts and judgements of the latest package of each litigation workspace matching `visible`
 * (the overview's Litigation Drafts and Judgement Files tiles).
 */
export async function countLatestPackageItems(db: Db, visible: SQL) {
  const [row] = await db
    .select({
      drafts: sql<number>`coalesce(sum(${casePackages.draftCount}), 0)`,
      judgements: sql<number>`coalesce(sum(${casePackages.judgementCount}), 0)`,
    })
    .from(casePackages)
    .innerJoin(workspaces, eq(workspaces.id, casePackages.workspaceId))
    .where(
      and(
        eq(workspaces.kind, 'litigation'),
        visible,
        sql`${casePackages.version} = (select max(p.version) from case_packages p where p.workspace_id = ${casePackages.workspaceId})`,
      ),
    );
  return { drafts: Number(row?.drafts ?? 0), judgements: Number(row?.judgements ?? 0) };
}
