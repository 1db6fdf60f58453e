import { expect, it } from 'vitest';
import type { CaseInput } from '../../ai/case-package/case-input.ts';
import { generateCasePackage } from '../../ai/case-package/generate-package.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { judgementSearch } from './judgement-source.ts';

/** A landowner in England asking for an interim injunction against a neighbour's encroachment. */
const ENCROACHMENT: CaseInput = {
  workspaceName: 'Carter v. Brooks',
  clientName: 'Helen Carter',
  opponentName: 'David Brooks',
  areaOfLaw: 'Property',
  caseType: 'Civil',
  representing: 'victim',
  complainant: 'Helen Carter',
  accused: 'David Brooks',
  victim: 'Helen Carter',
  allegations: '',
  factsSummary:
    'Helen Carter of Leeds, England has owned and been in peaceful possession of the paddock behind 14 Moor Lane since 2012. On 3 March 2025 her neighbour David Brooks demolished the boundary wall, encroached on the paddock and began to build a garage on it. She seeks an interim injunction restraining him until the trial, as damages would not compensate her for the loss of the land and the balance of convenience favours keeping the status quo.',
  files: [],
};

const DEFENDING: CaseInput = {
  ...ENCROACHMENT,
  representing: 'accused',
  clientName: 'David Brooks',
  opponentName: 'Helen Carter',
};

describeOnEachDatabase('the stance of the package’s judgements, from the starter corpus', (ctx) => {
  const generate = (input: CaseInput) =>
    generateCasePackage(input, judgementSearch(ctx().app.deps), async () => {});

  it('gives the claimant seeking an injunction a judgement that helps, and the defendant its reverse', async () => {
    const claimant = await generate(ENCROACHMENT);
    const cyanamid = claimant.judgements.find((j) => j.judgement_id === 'starter-american-cyanamid-1975');
    expect(cyanamid, JSON.stringify(claimant.judgements.map((j) => j.judgement_id))).toMatchObject({
      stance: 'helps',
      stance_reason:
        'Its rule (a serious question to be tried suffices for an interim injunction, without a prima facie case) favours the claimant seeking an interim injunction.',
    });

    const defendant = await generate(DEFENDING);
    const flipped = new Map(defendant.judgements.map((j) => [j.judgement_id, j]));
    for (const judgement of claimant.judgements) {
      const other = flipped.get(judgement.judgement_id);
      expect(other?.stance_reason, judgement.judgement_id).toBe(judgement.stance_reason);
      const reverse = { helps: 'hurts', hurts: 'helps', neutral: 'neutral' } as const;
      expect(other?.stance, judgement.judgement_id).toBe(reverse[judgement.stance]);
    }
  });

  it('stores the starter corpus’s favours with its judgements, and null where it states none', async () => {
    const rows = await ctx().database.query<{ id: string; favour: unknown }>(
      "select id, favour from judgements where id in ('starter-american-cyanamid-1975', 'starter-kesavananda-bharati-1973')",
    );
    const favour = (id: string) => rows.find((r) => r.id === id)?.favour;
    expect(favour('starter-american-cyanamid-1975')).toEqual([
      expect.objectContaining({ favours: 'claimant', whom: 'the claimant seeking an interim injunction' }),
    ]);
    expect(favour('starter-kesavananda-bharati-1973')).toBeNull();
  });
});
