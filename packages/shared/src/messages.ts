/**
 * The message catalogue: every text the specification asks the product to show, written once.
 * The browser shows these strings exactly; the server answers with them where the spec names a
 * server message. Messages of our own (not in the spec) are grouped under `own` keys per area.
 */
// Each area is a module of its own (messages/), so that a page can import only the areas it
// shows (the first page: login, accounts, common) instead of the whole catalogue.

import { accountsMessages } from './messages/accounts.ts';
import { analysisMessages } from './messages/analysis.ts';
import { commonMessages } from './messages/common.ts';
import { dashboardMessages } from './messages/dashboard.ts';
import { documentsMessages } from './messages/documents.ts';
import { draftMessages } from './messages/draft.ts';
import { emoharMessages } from './messages/emohar.ts';
import { judgementsMessages } from './messages/judgements.ts';
import { lawyerMessages } from './messages/lawyer.ts';
import { litigationMessages } from './messages/litigation.ts';
import { loginMessages } from './messages/login.ts';
import { teamMessages } from './messages/team.ts';
import { workspaceMessages } from './messages/workspace.ts';

export const messages = {
  login: loginMessages,
  accounts: accountsMessages,
  common: commonMessages,
  draft: draftMessages,
  dashboard: dashboardMessages,
  analysis: analysisMessages,
  emohar: emoharMessages,
  documents: documentsMessages,
  lawyer: lawyerMessages,
  team: teamMessages,
  workspace: workspaceMessages,
  judgements: judgementsMessages,
  litigation: litigationMessages,
} as const;

/** Fills `{name}` placeholders of a catalogue message, e.g. fillMessage(m, { product: 'LeXi' }). */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** 'Successfully processed N rows. X members created successfully, Y failed' */
export function bulkCreateSummary(total: number, successful: number, failed: number): string {
  return `Successfully processed ${total} rows. ${successful} members created successfully, ${failed} failed`;
}
