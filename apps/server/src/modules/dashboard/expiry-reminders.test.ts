import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { post, userWithDraft } from '../contracts/contracts.fixture.ts';
import { uploadTestPdf } from '../emohar/emohar.fixture.ts';
import { sendDueExpiryReminders } from './send-expiry-reminders.ts';

const NOW = new Date('2031-03-01T06:00:00Z');
const day = (offset: number) => {
  const d = new Date(NOW);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describeOnEachDatabase('expiry reminders', (ctx) => {
  it('emails the owner 30, 7 and 1 days before a contract expires, once per threshold', async () => {
    const { contractId, person } = await userWithDraft(ctx());
    const deps = ctx().app.deps;
    const mailsTo = () =>
      ctx().messengers.mails.filter((m) => m.to === person.email && /expires/.test(m.subject));
    const setExpiry = (date: string) =>
      ctx().database.query('update contracts set expiry_date = $2 where id = $1', [contractId, date]);

    await setExpiry(day(30));
    expect((await sendDueExpiryReminders(deps, NOW)).sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]?.subject).toContain(`expires in 30 days (${day(30)})`);
    expect(mailsTo()[0]?.text).toContain('Kaveri Foods Private Limited');
    expect(mailsTo()[0]?.text).toContain('http://localhost:3000/dashboard');
    await sendDueExpiryReminders(deps, NOW);
    await sendDueExpiryReminders(deps, new Date(NOW.getTime() + 3_600_000));
    expect(mailsTo()).toHaveLength(1);

    // Days later, the 7-day and the 1-day reminders of the same expiry.
    const target = day(30);
    const at = (daysBefore: number) => new Date(Date.parse(`${target}T06:00:00Z`) - daysBefore * 86_400_000);
    await sendDueExpiryReminders(deps, at(20));
    expect(mailsTo()).toHaveLength(1);
    await sendDueExpiryReminders(deps, at(7));
    await sendDueExpiryReminders(deps, at(7));
    await sendDueExpiryReminders(deps, at(1));
    expect(mailsTo().map((m) => m.subject)).toEqual([
      expect.stringContaining(`expires in 30 days (${target})`),
      expect.stringContaining(`expires in 7 days (${target})`),
      expect.stringContaining(`expires tomorrow (${target})`),
    ]);
    const rows = await ctx().database.query<{ days_before: number }>(
      'select days_before from expiry_reminders where subject_id = $1 order by days_before desc',
      [contractId],
    );
    expect(rows.map((r) => r.days_before)).toEqual([30, 7, 1]);
  });

  it('reminds about e-mohar documents too, and sends each reminder once when instances race', async () => {
    const { token, person } = await userWithDraft(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: 'Lease', counterpartyName: 'Meera Iyer', expiryDate: day(7) },
      token,
    );
    const deps = ctx().app.deps;
    await Promise.all(Array.from({ length: 5 }, () => sendDueExpiryReminders(deps, NOW)));
    const mails = ctx().messengers.mails.filter(
      (m) => m.to === person.email && m.subject.includes('expires in 7 days'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('signed document');
    expect(mails[0]?.text).toContain('Meera Iyer');
  });

  it('tries again on the next run when the mail could not be sent', async () => {
    const { contractId, person } = await userWithDraft(ctx());
    await ctx().database.query('update contracts set expiry_date = $2 where id = $1', [contractId, day(1)]);
    const deps = ctx().app.deps;
    const mailer = deps.mailer;
    try {
      deps.mailer = { send: async () => Promise.reject(new Error('smtp down')) };
      const failed = await sendDueExpiryReminders(deps, NOW);
      expect(failed.failed).toBeGreaterThanOrEqual(1);
    } finally {
      deps.mailer = mailer;
    }
    await sendDueExpiryReminders(deps, NOW);
    const mails = ctx().messengers.mails.filter(
      (m) => m.to === person.email && m.subject.includes('tomorrow'),
    );
    expect(mails).toHaveLength(1);
  });
});
