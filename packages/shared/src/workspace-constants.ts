/** Business constants of spec part 2 §9 (workspaces, litigation, the demo editor). */

/** Contracts tab: cards per page in the grid and rows per page in the list. */
export const CONTRACT_WORKSPACES_GRID_PAGE_SIZE = 9;
export const CONTRACT_WORKSPACES_LIST_PAGE_SIZE = 12;
/** Litigation tab: cards per page in the grid and rows per page in the list. */
export const LITIGATION_WORKSPACES_GRID_PAGE_SIZE = 10;
export const LITIGATION_WORKSPACES_LIST_PAGE_SIZE = 12;
/** The type every new litigation workspace has (spec part 2 §9). */
export const LITIGATION_WORKSPACE_TYPE = 'Litigation Management';
/** Team avatars shown on a card before the +N overflow. */
export const MAX_TEAM_AVATARS = 3;

/** The static contract editor demo (spec §2, §9). */
export const DEMO_COMPLEXITY_MIN = 1;
export const DEMO_COMPLEXITY_MAX = 5;
export const DEMO_COMPLEXITY_DEFAULT = 3;
export const DEMO_DOCUMENT_STATUSES = ['Drafted', 'In Review', 'Finalized'] as const;
export const DEMO_DRAFTING_STYLES = [
  'Balanced',
  'Client-favorable',
  'Provider-favorable',
  'Highly detailed',
  'Simplified language',
] as const;
export const DEMO_LANGUAGES = ['Spanish', 'French', 'German', 'Chinese', 'Japanese'] as const;
