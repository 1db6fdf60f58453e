import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import {
  claimUnmailedPasswordLink,
  findUnmailedPasswordLinks,
  unmarkPasswordLinkMailed,
} from './member-password-links.repository.ts';
import { newLinkToken, teamLinkUrl } from './team-links.ts';
import { setPasswordMail } from './team-mails.ts';

/** An import mails its own links within seconds; only links older than this are taken over. */
const GRACE_MS = 5 * 60_000;
const BATCH = 200;

/**
 * Sends the set-password emails that a crash after a bulk import, or a mail failure, left unsent:
 * each link gets a fresh token (the first was never delivered, and only its hash was kept), is
 * claimed by one instance, and goes back to unsent if the email fails again.
 */
export async function resendUnmailedPasswordLinks(
  deps: Deps,
  now = deps.now(),
): Promise<{ sent: number; failed: number }> {
  const due = await findUnmailedPasswordLinks(deps.db, new Date(now.getTime() - GRACE_MS), now, BATCH);
  let sent = 0;
  let failed = 0;
  for (const link of due) {
    const fresh = newLinkToken(now);
    if (!(await claimUnmailedPasswordLink(deps.db, link.id, fresh.tokenHash, now))) continue;
    try {
      await deps.mailer.send(
        setPasswordMail({
          to: link.email,
          firmName: link.firmName,
          username: link.username,
          url: teamLinkUrl(deps.config.publicUrl, 'set-password', fresh.token),
          expiresAt: link.expiresAt,
        }),
      );
      sent++;
    } catch {
      await unmarkPasswordLinkMailed(deps.db, link.id);
      failed++;
    }
  }
  return { sent, failed };
}

/** Every `mailRetryIntervalMs` (0: never), the set-password emails still owed are sent. */
export function startPasswordLinkMailRetry(app: FastifyInstance, deps: Deps): void {
  startPeriodicJob(app, 'set-password mail retry', deps.config.mailRetryIntervalMs, () =>
    resendUnmailedPasswordLinks(deps),
  );
}
