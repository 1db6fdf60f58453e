/** Entries of a litigation workspace's timeline (its `status` list, newest first). */
export const timelineEntries = {
  created: 'Workspace created',
  detailsUpdated: 'Workspace details updated',
  caseUpdated: 'Case details updated',
  caseDeleted: 'Case deleted',
} as const;
