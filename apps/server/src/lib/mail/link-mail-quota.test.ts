import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { shareTestLink, uploadTestPdf } from '../../modules/emohar/emohar.fixture.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { LINKS_PER_RECIPIENT_HOUR, LINKS_PER_SENDER_HOUR } from './link-mail-quota.ts';

/** A signed-in owner with a multi-party document and a live share link of it. */
async function sharer(ctx: TestContext, name: { first_name: string; last_name: string }) {
  const { token, userId } = await signedInUser(ctx, name);
  const { record } = await uploadTestPdf(ctx, token, { contract_name: 'Re: your invoice "urgent"' });
  const link = await shareTestLink(ctx, token, record.id);
  const send = (contactInfo: string) =>
    post(
      ctx.app,
      '/api/e_mohar/send_share_link_to_counter_party',
      { shareLink: link.url, contactInfo, id: record.id, type: 'draft', isDraft: true },
      token,
    );
  return { userId, send };
}

const address = () => `target.${randomBytes(4).toString('hex')}@example.in`;

describeOnEachDatabase('limits on mailing links to chosen addresses', (ctx) => {
  it('sends at most 10 links an hour to one address, whoever sends them, then answers 429', async () => {
    const first = await sharer(ctx(), { first_name: 'Asha', last_name: 'Rao' });
    const second = await sharer(ctx(), { first_name: 'Ravi', last_name: 'Kumar' });
    const target = address();
    for (let n = 0; n < LINKS_PER_RECIPIENT_HOUR; n++) {
      const sender = n % 2 === 0 ? first : second;
      // The address in another case is the same address.
      const res = await sender.send(n === 3 ? target.toUpperCase() : target);
      expect(res.statusCode, `send ${n + 1}`).toBe(200);
    }
    for (const sender of [first, second]) {
      const refused = await sender.send(target);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: messages.common.tooManyLinkMails });
    }
    const mails = ctx().messengers.mails.filter((m) => m.to.toLowerCase() === target);
    expect(mails).toHaveLength(LINKS_PER_RECIPIENT_HOUR);
    // No text a person typed in the subject: neither the sender's name nor the document's title.
    for (const mail of mails) expect(mail.subject).not.toMatch(/Asha|Ravi|invoice/);
    // Another address is still open to the same senders.
    expect((await first.send(address())).statusCode).toBe(200);
  });

  it('caps one account at 50 links an hour over every address, counted in the database', async () => {
    const spammer = await sharer(ctx(), { first_name: 'Spam', last_name: 'Sender' });
    const values = Array.from(
      { length: LINKS_PER_SENDER_HOUR },
      (_, i) => `('${randomUUID()}', $1, $${i + 2})`,
    );
    await ctx().database.query(
      `insert into link_mails (id, sender_id, recipient) values ${values.join(', ')}`,
      [spammer.userId, ...Array.from({ length: LINKS_PER_SENDER_HOUR }, address)],
    );
    const refused = await spammer.send(address());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.common.tooManyLinkMails);
    // Sends older than an hour no longer count.
    await ctx().database.query(
      "update link_mails set created_at = now() - interval '61 minutes' where sender_id = $1",
      [spammer.userId],
    );
    expect((await spammer.send(address())).statusCode).toBe(200);
  });

  it('does not count a mail that could not be sent', async () => {
    const owner = await sharer(ctx(), { first_name: 'Asha', last_name: 'Rao' });
    const target = address();
    ctx().messengers.down.mail = true;
    try {
      for (let n = 0; n < LINKS_PER_RECIPIENT_HOUR + 2; n++)
        expect((await owner.send(target)).statusCode).toBe(502);
    } finally {
      ctx().messengers.down.mail = false;
    }
    expect((await owner.send(target)).statusCode).toBe(200);
  });
});
