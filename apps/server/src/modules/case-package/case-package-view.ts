import type { GetCasePackageResponse, PackageDraft } from '@lexi/shared/api/case-package';
import { draftKind } from '@lexi/shared/api/case-package';
import type { Db } from '../../db/client.ts';
import { type Viewer, visibleWorkspace } from '../workspaces/workspace-access.ts';
import { casePackageErrors } from './case-package.errors.ts';
import { findPackage, listDrafts, listVersions } from './case-packages.repository.ts';
import type { CasePackageDraftRow } from './case-packages.table.ts';

export const toDraft = (row: CasePackageDraftRow): PackageDraft => ({
  id: row.id,
  title: row.title,
  kind: draftKind.parse(row.kind),
  html: row.html,
  updated_at: row.updatedAt.toISOString(),
});

/** get-case-package/: a version (the latest by default) of a workspace the caller sees. */
export async function readCasePackage(
  db: Db,
  viewer: Viewer,
  workspaceId: string,
  version?: number,
): Promise<GetCasePackageResponse & { workspaceName: string }> {
  const access = await visibleWorkspace(db, viewer, workspaceId, 'litigation');
  const row = await findPackage(db, access.row.id, version);
  if (!row)
    throw version === undefined ? casePackageErrors.packageNotFound() : casePackageErrors.versionNotFound();
  const [versions, drafts] = await Promise.all([listVersions(db, access.row.id), listDrafts(db, row.id)]);
  return {
    success: true,
    version: row.version,
    versions: versions.map((v) => ({ version: v.version, generated_at: v.generatedAt.toISOString() })),
    generated_at: row.generatedAt.toISOString(),
    facts: row.facts,
    judgements: row.judgements,
    strategy: row.strategy,
    drafts: drafts.map(toDraft),
    workspaceName: access.row.name,
  };
}
