import { expect, it } from 'vitest';
import { generateCasePackage } from '../../ai/case-package/generate-package.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { loadCaseInput } from './case-input.ts';
import { workspaceWithCase } from './case-package.fixture.ts';

/** Facts that name no country, money sign, court or law. */
const PLAIN_FACTS =
  'The plaintiff Dana Cole ordered 500 crates from the defendant Ridge Supply on 2 March 2024 and paid the price in full. The crates delivered on 20 March 2024 were broken. Two written demands for a refund went unanswered.';

describeOnEachDatabase('the case the engine reads', (ctx) => {
  async function caseOf(token: string, facts: string) {
    const id = await workspaceWithCase(ctx().app, token, { case_type: 'Civil', facts_summary: facts });
    const input = await loadCaseInput(ctx().app.deps, id);
    if (input === null) throw new Error('the workspace has no case');
    return input;
  }

  it("takes facts that name no country to be from the workspace owner's", async () => {
    const us = await signedInUser(ctx(), { country: 'USA', country_code: '+1' });
    const uk = await signedInUser(ctx(), { country: 'UK', country_code: '+44' });
    const india = await signedInUser(ctx());
    const usCase = await caseOf(us.token, PLAIN_FACTS);
    expect(usCase.home).toBe('US');
    expect((await caseOf(uk.token, PLAIN_FACTS)).home).toBe('UK');
    expect((await caseOf(india.token, PLAIN_FACTS)).home).toBe('IN');
    // The US lawyer's package is written under US law: a demand letter and a complaint, the UCC.
    const pkg = await generateCasePackage(
      usCase ?? (null as never),
      async () => [],
      async () => {},
    );
    expect(pkg.drafts.map((d) => d.title).join(' | ')).toMatch(/Demand Letter.*Complaint/);
    expect(JSON.stringify(pkg.strategy)).toMatch(/UCC/);
    expect(JSON.stringify(pkg)).not.toMatch(/Sale of Goods Act 1930|Limitation Act 1963/);
  });

  it('lets the facts decide when they name the place: a US lawyer’s case from Pune is Indian', async () => {
    const us = await signedInUser(ctx(), { country: 'USA', country_code: '+1' });
    const indian = await caseOf(
      us.token,
      `${PLAIN_FACTS} The crates cost Rs. 2,50,000 and were sent from Pune.`,
    );
    expect(indian.home).toBe('US');
    const pkg = await generateCasePackage(
      indian ?? (null as never),
      async () => [],
      async () => {},
    );
    expect(JSON.stringify(pkg.strategy)).toMatch(/Sale of Goods Act 1930/);
  });
});
