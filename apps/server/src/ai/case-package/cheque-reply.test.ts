import { describe, expect, it } from 'vitest';
import type { CaseInput } from './case-input.ts';
import { build, defending, draft } from './case-package-test-kit.ts';
import { CHEQUE } from './cheque-test-kit.ts';

/** The drawer Suresh Patil's case, as the payee's notice tells it (typed from the notice). */
const PAYEE_STORY: CaseInput = defending(CHEQUE);

/** The same case as the drawer instructs it: the cheque was security, nothing was due. */
const DRAWER_STORY: CaseInput = {
  ...PAYEE_STORY,
  factsSummary: `On 03/06/2022 our client Suresh Patil gave Ravi Kumar cheque No. 004512 for Rs. 2,50,000 as security for goods to be supplied under an agreement.
No goods were ever supplied, and nothing is due from our client.
On 10/07/2022 our client paid Rs. 50,000 to Ravi Kumar by bank transfer.
Ravi Kumar filled in the date 12/08/2022 and presented the cheque, which was returned unpaid on 20/08/2022.
Ravi Kumar claims to have sent a notice dated 01/09/2022.
Our client never received that notice, and learnt of it from a neighbour on 25/09/2022.`,
};

const reply = async (input: CaseInput) =>
  draft(await build(input), 'reply_notice')
    .replace(/<\/(?:p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '');
/** The paragraphs of the reply that come before the denial of the payee's statements. */
const beforeDenial = (text: string) => text.split('the following are denied')[0] ?? '';

describe('the drawer’s reply to the demand notice (Section 138(b) NI Act)', () => {
  it('does not adopt the payee’s story: it admits only the cheque of record and denies the rest', async () => {
    const text = await reply(PAYEE_STORY);
    expect(text).toContain(
      'This is a reply to your notice dated 1 September 2022, which my client received on 5 September 2022',
    );
    expect(text).toContain(
      'It is a matter of record that cheque No. 004512 dated 12 August 2022 for Rs. 2,50,000 is drawn on my client’s account and that the bank returned it unpaid on 20 August 2022. Nothing more is admitted: it is denied that the cheque was issued in discharge of any legally enforceable debt',
    );
    // The payee's story is denied and put to strict proof, never recited as the drawer's.
    expect(beforeDenial(text)).not.toContain('bought goods');
    expect(text).toContain(
      'your client is put to strict proof of each:\nOn 3 June 2022 my client Suresh Patil bought goods worth Rs. 2,50,000 from your client Ravi Kumar on credit.',
    );
    expect(text).not.toContain('the accused');
    expect(text).not.toContain('did not pay within fifteen days');
    // No defence the facts do not give: a blank to state it.
    expect(text).toContain('[State my client’s defence on instructions');
    expect(text).not.toMatch(/given as security, not in discharge|was not served on my client/);
  });

  it('gives the defences the drawer’s facts show, each with its facts, in the drawer’s voice', async () => {
    const text = await reply(DRAWER_STORY);
    expect(text).toContain('The cheque was given as security, not in discharge of a debt then due');
    expect(text).toContain(
      'On 3 June 2022 my client Suresh Patil gave Ravi Kumar cheque No. 004512 for Rs. 2,50,000 as security',
    );
    // The cheque's own date and its return's, not the dates of the facts that tell them.
    expect(text).toContain(
      'cheque No. 004512 dated 12 August 2022 for Rs. 2,50,000 is drawn on my client’s account and that the bank returned it unpaid on 20 August 2022',
    );
    expect(text).toContain(
      'No legally enforceable debt or other liability was due from my client to your client. The facts are these:\nNo goods were ever supplied, and nothing is due from my client.',
    );
    expect(text).toContain(
      'Your notice does not disclose the payment my client made, for which your client must account:\nOn 10 July 2022 my client paid Rs. 50,000 to Ravi Kumar by bank transfer.',
    );
    expect(text).toContain(
      'Your notice was not served on my client; the 15 days of Section 138(c) run only from its receipt.',
    );
    // Not received: the reply does not say when it was received.
    expect(text).not.toContain('which my client received');
    expect(text).not.toContain('[State my client’s defence');
    expect(text).not.toContain('put to strict proof');
    expect(text).toContain('Your client is called upon to return the cheque to my client');
  });

  it('does not read the drawer’s “never received” as the date of receipt', async () => {
    const pkg = await build(DRAWER_STORY);
    // No receipt, no cause of action and no month computed from the day the drawer learnt of it.
    expect(pkg.strategy.limitation.deadline).toBeNull();
    const reply = pkg.drafts.find((d) => d.kind === 'reply_notice')?.html ?? '';
    expect(reply).toContain('This is a reply to your notice dated 1 September 2022, given on behalf of');
  });

  it('tells the bail application the complainant’s case apart from the drawer’s own case', async () => {
    const pkg = await build(DRAWER_STORY);
    const bail = pkg.drafts.find((d) => d.kind === 'bail_application')?.html ?? '';
    expect(bail).toContain('<h3>The case of Suresh Patil</h3>');
    expect(bail).toMatch(/<h3>The case of Suresh Patil<\/h3><ul>.*as security for goods/);
    expect(bail).not.toContain('<h3>Facts</h3>');
  });
});
