/**
 * Roles of a law firm's members and what each may do. The server enforces this table on every
 * call (see README "Law-firm roles"); the browser uses it only to hide what a role cannot do.
 * A person without a firm (individual, business, independent lawyer) owns their own workspaces
 * and has every right over them.
 */
export const TEAM_ROLES = ['admin', 'lawyer', 'paralegal', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  admin: 'Admin',
  lawyer: 'Lawyer',
  paralegal: 'Paralegal',
  viewer: 'Viewer',
};

export const FIRM_PERMISSIONS = {
  /** List, create, bulk create, invite, edit (role, plan seat) and remove members. */
  manageMembers: ['admin'],
  /** Give members seats of the firm's plans. */
  managePlans: ['admin'],
  /** See every workspace of the firm, assigned or not. */
  seeAllFirmWorkspaces: ['admin'],
  /** Create workspaces (they belong to the firm; the creator and the admin manage them). */
  createWorkspaces: ['admin', 'lawyer', 'paralegal'],
  /** Change what is inside a workspace they can see: details, cases, notes, contracts. */
  editWorkspaceContent: ['admin', 'lawyer', 'paralegal'],
  /** Delete or assign members to workspaces created by someone else in the firm. */
  manageAnyFirmWorkspace: ['admin'],
  /** Take legal-vetting requests from clients, once they opt in with a lawyer profile. */
  offerLegalVetting: ['admin', 'lawyer'],
} as const satisfies Record<string, readonly TeamRole[]>;

export type FirmPermission = keyof typeof FIRM_PERMISSIONS;

export function roleMay(role: TeamRole, permission: FirmPermission): boolean {
  return (FIRM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role);
}
