import { EXPIRY_REMINDER_DAYS } from '@lexi/shared/api/dashboard';
import type { Deps } from '../../deps.ts';
import { type ExpiringItem, itemsExpiringOn } from './dashboard.repository.ts';
import { claimReminder, markReminderSent, releaseReminder } from './expiry-reminders.repository.ts';

/** A claim older than this whose mail never went out is retried. */
const STALE_CLAIM_MS = 15 * 60_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOf(d);
};

function reminderText(
  item: ExpiringItem,
  daysBefore: number,
  publicUrl: string,
): { subject: string; text: string } {
  const when = daysBefore === 1 ? 'tomorrow' : `in ${daysBefore} days`;
  const what = item.source === 'contract' ? 'contract' : 'signed document';
  const withWhom = item.counterPartyName ? ` with ${item.counterPartyName}` : '';
  return {
    subject: `"${item.title}" expires ${when} (${item.expiryDate})`,
    text: [
      `Hello ${item.ownerFirstName},`,
      '',
      `Your ${what} "${item.title}"${withWhom} expires ${when}, on ${item.expiryDate}.`,
      'If it should continue, agree a renewal or an extension with the other party before that date.',
      '',
      `Open your dashboard: ${publicUrl}/dashboard`,
    ].join('\n'),
  };
}

/**
 * Emails each owner 30, 7 and 1 days before a contract or an e-mohar document expires, once per
 * threshold. Runs on every instance: the reminder's unique key decides which one sends it. A
 * threshold missed while no server ran is not sent late (a "30 days" mail on day 29 would mislead).
 */
export async function sendDueExpiryReminders(
  deps: Deps,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const today = dayOf(now);
  const byDate = new Map(EXPIRY_REMINDER_DAYS.map((days) => [addDays(today, days), days] as const));
  const items = await itemsExpiringOn(deps.db, [...byDate.keys()]);
  let sent = 0;
  let failed = 0;
  for (const item of items) {
    const daysBefore = byDate.get(item.expiryDate);
    if (daysBefore === undefined) continue;
    const claim = await claimReminder(
      deps.db,
      {
        source: item.source,
        subjectId: item.id,
        ownerId: item.ownerId,
        expiryDate: item.expiryDate,
        daysBefore,
      },
      now,
      STALE_CLAIM_MS,
    );
    if (!claim) continue;
    try {
      await deps.mailer.send({
        to: item.ownerEmail,
        ...reminderText(item, daysBefore, deps.config.publicUrl),
      });
      await markReminderSent(deps.db, claim, new Date());
      sent += 1;
    } catch {
      await releaseReminder(deps.db, claim);
      failed += 1;
    }
  }
  return { sent, failed };
}
