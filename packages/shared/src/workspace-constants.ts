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

/** Case details wizard (spec part 2 §2, §5, §9): PDFs only, 20 MB each; 10 files per extraction. */
export const CASE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const CASE_FILES_MAX = 10;
/** Simulated upload progress: 5 % every 100 ms, the file added after 2 s. */
export const CASE_UPLOAD_PROGRESS_STEP = 5;
export const CASE_UPLOAD_PROGRESS_TICK_MS = 100;
export const CASE_UPLOAD_ADD_AFTER_MS = 2000;
/** Rows of the manual facts box (step 1) and of the Initial Facts box (step 2). */
export const MANUAL_FACTS_ROWS = 5;
export const INITIAL_FACTS_ROWS = 20;
/** Longest facts text accepted (typed or extracted and edited). */
export const CASE_FACTS_MAX_CHARS = 100_000;
/** `{product}` in the spec's messages and paths. */
export const PRODUCT_NAME = 'LeXi';

/**
 * The case generation overlay (spec part 2 §4 "Progress overlay", §9): 400 ticks over 55 s, each
 * adding 0.4 until 99 %, unless the server reports progress; the display stays at 99 until the
 * generation completes, then shows 100 for 500 ms before the workspace opens. (The spec gives
 * both "0.4 per tick" and "400 ticks over 55 s"; both are kept, so 99 is reached after ~34 s.)
 */
export const CASE_GENERATION_DURATION_MS = 55_000;
export const CASE_GENERATION_TICKS = 400;
export const CASE_GENERATION_TICK_MS = CASE_GENERATION_DURATION_MS / CASE_GENERATION_TICKS;
export const CASE_GENERATION_TICK_STEP = 0.4;
export const CASE_GENERATION_CAP = 99;
export const CASE_GENERATION_DONE_DELAY_MS = 500;
/** How long a judgements_generated / strategy_generated / brief_generated notice shows. */
export const CASE_GENERATION_NOTICE_MS = 2000;
