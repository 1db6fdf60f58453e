import type { BulkCreateResponse, BulkRowError } from '@lexi/shared/api/team';
import { bulkCreateSummary, messages } from '@lexi/shared/messages';
import {
  BULK_COLUMNS,
  BULK_REQUIRED_COLUMNS,
  type BulkMemberRow,
  bulkMemberRow,
} from '@lexi/shared/validation/team';
import type { Deps } from '../../deps.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { enqueue, wakeJobRunners } from '../../lib/jobs/job-queue.ts';
import { sendMailsJob } from '../../lib/mail/mail-jobs.ts';
import { releaseLapsedHolds } from '../accounts/users.repository.ts';
import { firmManagerOf } from './firm-access.ts';
import { teamErrors } from './law-firm.errors.ts';
import { findTakenIdentities } from './law-firm.repository.ts';
import { insertMemberAccounts } from './member-accounts.ts';
import { issueMemberLinks } from './member-links.ts';
import { readMemberFile } from './read-member-file.ts';
import { linkExpiry } from './team-links.ts';
import { NO_PASSWORD } from './team-member-view.ts';

const own = messages.team.own;
type Good = { row: number; person: BulkMemberRow };

/**
 * Imports a CSV or XLSX member list. Every row is checked with the rules of the Add member form;
 * a row whose username, email or phone is already taken, by an account or by an earlier row of
 * the file, is refused. The good rows are created in ONE transaction (a crash leaves nothing
 * half-imported), without a password: argon2id for each row would take minutes, so each new
 * member is emailed a set-password link instead (random token, stored hashed, expiring). The
 * mails are queued in that same transaction (lib/mail/mail-outbox.ts) with a job that sends them
 * (lib/jobs), run after the commit by whichever instance claims it first: a crash at any point
 * leaves every member created once or not at all, and mailed once, with the one link that works.
 */
export async function bulkCreateMembers(
  deps: Deps,
  callerId: string,
  bytes: Buffer,
  now = new Date(),
): Promise<Omit<BulkCreateResponse, 'success'>> {
  const firm = await firmManagerOf(deps.db, callerId);
  const table = await readMemberFile(bytes);
  const missing = BULK_REQUIRED_COLUMNS.filter((c) => !table.header.includes(c));
  if (missing.length > 0) throw teamErrors.missingColumns(missing);

  const errors: BulkRowError[] = [];
  const parsed: Good[] = [];
  for (const { row, cells } of table.rows) {
    const record = Object.fromEntries(BULK_COLUMNS.map((c) => [c, cells[table.header.indexOf(c)] ?? '']));
    const result = bulkMemberRow.safeParse(record);
    if (result.success) parsed.push({ row, person: result.data });
    else {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'row')] ??= issue.message;
      errors.push({ row, errors: fields });
    }
  }
  const good = await withoutDuplicates(deps, parsed, errors);

  const { created, mailJob } = await deps.db.transaction(async (tx) => {
    const users = await insertMemberAccounts(
      tx,
      firm.organizationId,
      good.map((g) => ({
        person: g.person,
        role: g.person.role ?? 'lawyer',
        passwordHash: NO_PASSWORD,
        emailVerified: false,
        mobileVerified: false,
        awaitingConfirmationUntil: linkExpiry(now),
      })),
      now,
    );
    const idOf = new Map(users.map((u) => [u.email, u.id]));
    const created = good.map((g) => ({
      row: g.row,
      id: idOf.get(g.person.email) ?? '',
      username: g.person.username,
      email: g.person.email,
    }));
    const mailIds = await issueMemberLinks(tx, deps, {
      members: created.map((c) => ({ userId: c.id, email: c.email, username: c.username })),
      purpose: 'set_password',
      firmName: firm.firmName,
      now,
    });
    const mailJob = mailIds.length > 0 ? await enqueue(tx, sendMailsJob, { ids: mailIds }) : null;
    crashPoint('bulk-import:in-transaction');
    return { created, mailJob };
  });
  crashPoint('bulk-import:committed');
  if (mailJob) await wakeJobRunners(deps, sendMailsJob);
  errors.sort((a, b) => a.row - b.row);
  const total = table.rows.length;
  return {
    message: bulkCreateSummary(total, created.length, errors.length),
    summary: { total_processed: total, successful: created.length, failed: errors.length },
    errors,
    created,
  };
}

/** Drops rows that repeat an earlier row's identity or take an existing account's, as row errors. */
async function withoutDuplicates(deps: Deps, rows: Good[], errors: BulkRowError[]): Promise<Good[]> {
  const wanted = {
    usernames: rows.map((r) => r.person.username),
    emails: rows.map((r) => r.person.email),
    phones: rows.map((r) => r.person.phone_number),
  };
  // An admin-made account whose owner let its link lapse holds none of these any more.
  await releaseLapsedHolds(deps.db, wanted, new Date());
  const taken = await findTakenIdentities(deps.db, wanted);
  const seen = {
    username: new Map<string, number>(),
    email: new Map<string, number>(),
    phone_number: new Map<string, number>(),
  };
  const good: Good[] = [];
  for (const r of rows) {
    const keys = {
      username: r.person.username.toLowerCase(),
      email: r.person.email,
      phone_number: r.person.phone_number,
    };
    const fields: Record<string, string> = {};
    if (taken.usernames.has(keys.username)) fields.username = messages.accounts.usernameTaken;
    if (taken.emails.has(keys.email)) fields.email = messages.accounts.emailTaken;
    if (taken.phones.has(keys.phone_number)) fields.phone_number = own.phoneTaken;
    for (const name of ['username', 'email', 'phone_number'] as const) {
      const first = seen[name].get(keys[name]);
      if (first !== undefined) fields[name] ??= own.duplicateInFile(name.replace('_', ' '), first);
      else seen[name].set(keys[name], r.row);
    }
    if (Object.keys(fields).length > 0) errors.push({ row: r.row, errors: fields });
    else good.push(r);
  }
  return good;
}
