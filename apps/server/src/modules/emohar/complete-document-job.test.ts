import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { enqueueCompletion, finishOwedCompletion } from './complete-signing.ts';
import { uploadTestPdf } from './emohar.fixture.ts';
import { placement, signerForm } from './emohar-signing.fixture.ts';

// No job runner in this app (JOB_POLL_SECONDS=0): the test runs the owed job itself, as a restart would.
describeOnEachDatabase(
  'completing a signed document as a durable job',
  (ctx) => {
    it('shows "sealing" until the owed job runs, then seals, debits and mails each party once', {
      timeout: 180_000,
    }, async () => {
      const { token, userId, person } = await signedInUser(ctx());
      const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
      const form = signerForm({ id: record.id });
      // The last signature committed with its completion job, and the process died before running it.
      await ctx().database.query(
        `insert into emohar_signers (document_id, role, user_id, aadhar_name, aadhar_last_digits, email, gender, birth_year, method, page_no, x, y, width, height, status, signed_at)
         values ($1, 'owner', $2, 'Asha Rao', '1234', $3, 'female', 1990, 'aadhaar', 1, 0.1, 0.8, 0.3, 0.08, 'signed', now())`,
        [record.id, userId, form.email],
      );
      await ctx().database.query("update emohar_documents set status = 'signing' where id = $1", [record.id]);
      await ctx().app.deps.db.transaction((tx) => enqueueCompletion(tx, record.id));
      const view = async () =>
        (await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: record.id }, token)).json()
          .record_dict;
      expect(await view()).toMatchObject({ status: 'signing', sealed: null, sealing: true });
      // Signing again says that it is being sealed, not "already signed".
      const again = await post(
        ctx().app,
        '/api/e_mohar/for_self_esign',
        { ...placement, formData: form },
        token,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(esignMessages.sealing);

      const used = async () =>
        Number(
          (
            await ctx().database.query<{ esign_used: number }>(
              'select esign_used from subscriptions where user_id = $1',
              [userId],
            )
          )[0]?.esign_used,
        );
      const before = await used();
      const results = await Promise.all([
        finishOwedCompletion(ctx().app.deps, record.id),
        finishOwedCompletion(ctx().app.deps, record.id),
      ]);
      expect(results).toContain(true);
      expect(await finishOwedCompletion(ctx().app.deps, record.id)).toBe(true);
      expect(await view()).toMatchObject({ status: 'signed', sealing: false, sealed: expect.any(Object) });
      expect(await used()).toBe(before + 1);
      const sealedMails = ctx().messengers.mails.filter((m) =>
        m.attachments?.some((a) => a.filename === 'Lease-signed.pdf'),
      );
      const forThis = sealedMails.filter((m) => m.to === person.email || m.to === form.email);
      expect(forThis.map((m) => m.to).sort()).toEqual([person.email, form.email].sort());
      expect(forThis.every((m) => !m.subject.includes('Contract'))).toBe(true);
      const events = await ctx().database.query<{ event_type: string }>(
        "select event_type from emohar_audit_events where document_id = $1 and event_type in ('sealed', 'emailed')",
        [record.id],
      );
      expect(events.map((e) => e.event_type).sort()).toEqual(['emailed', 'sealed']);
      const after = await post(
        ctx().app,
        '/api/e_mohar/for_self_esign',
        { ...placement, formData: form },
        token,
      );
      expect(after.json().message).toBe(esignMessages.notSignable);
    });
  },
  { JOB_POLL_SECONDS: '0' },
);
