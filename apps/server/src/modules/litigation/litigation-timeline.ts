/** Entries of a litigation workspace's timeline (its `status` list, newest first). */
export const timelineEntries = {
  created: 'Workspace created',
  detailsUpdated: 'Workspace details updated',
  caseCreated: 'Case details extracted',
  caseUpdated: 'Case details updated',
  caseDeleted: 'Case deleted',
  packageGenerated: (version: number) => `Case package version ${version} generated`,
} as const;
