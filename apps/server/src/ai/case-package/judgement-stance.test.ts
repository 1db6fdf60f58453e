import { describe, expect, it } from 'vitest';
import type { JudgementFavour } from './judgement-favour.ts';
import { judgementStance, type StanceCase } from './judgement-stance.ts';
import { outcomeWords } from './outcome-words.ts';

const forSide = (representing: 'victim' | 'accused', nature: 'criminal' | 'civil' = 'civil'): StanceCase => ({
  representing,
  nature,
  causes: [],
});
const words = (text: string) => judgementStance({ text }, forSide('victim'));

describe('the stance read from outcome words', () => {
  it('maps criminal outcomes to the side', () => {
    expect(
      judgementStance({ text: 'Bail was granted to the applicant.' }, forSide('accused', 'criminal')).stance,
    ).toBe('helps');
    expect(
      judgementStance({ text: 'Bail was granted to the applicant.' }, forSide('victim', 'criminal')).stance,
    ).toBe('hurts');
    expect(words('The suit is decreed with costs.').stance).toBe('helps');
    expect(words('The suit was dismissed as barred by limitation.').stance).toBe('hurts');
    expect(words('Section 420 defines cheating.')).toEqual({
      stance: 'neutral',
      reason:
        'The passage states the law without saying which way the court decided, and LeXi holds no note of which side its rule favours.',
    });
  });

  it('reads civil results: injunctions, eviction, specific performance, damages', () => {
    const cases: Array<[string, 'helps' | 'hurts']> = [
      ['The interim injunction restraining the sale was restored.', 'helps'],
      ['The court granted an interim injunction restraining the defendant.', 'helps'],
      ['The temporary injunction was vacated on appeal.', 'hurts'],
      ['The trial court refused to grant the injunction.', 'hurts'],
      ['A decree of eviction was passed against the tenant.', 'helps'],
      ['Eviction was ordered for arrears of rent.', 'helps'],
      ['Specific performance was refused because the buyer was not ready and willing.', 'hurts'],
      ['The buyer, who proved no market rate, was held entitled to no damages.', 'hurts'],
      ['The plaint must be rejected under Order VII Rule 11.', 'hurts'],
      ['The plaintiff could not recover.', 'hurts'],
    ];
    for (const [text, stance] of cases) expect(words(text).stance, text).toBe(stance);
  });

  it('counts an appeal only when the text says whose it was', () => {
    expect(words('The appeal is dismissed.').stance).toBe('neutral');
    expect(words('The appeal is allowed with costs.').stance).toBe('neutral');
    expect(words("The plaintiff's appeal was allowed.").stance).toBe('helps');
    expect(words('The appeal filed by the plaintiff is dismissed.').stance).toBe('hurts');
    expect(words('The appeal by the defendants is allowed.').stance).toBe('hurts');
    expect(words("The accused's appeal was dismissed.").stance).toBe('helps');
  });

  it('takes no condition, denial or refusal for an outcome', () => {
    expect(outcomeWords('If the injunction were refused, damages would compensate the claimant.')).toEqual({
      defence: [],
      claimant: [],
    });
    expect(
      outcomeWords('The balance of convenience weighs the mischief if the injunction is granted or refused.'),
    ).toEqual({
      defence: [],
      claimant: [],
    });
    expect(outcomeWords('The claim is not time-barred.')).toEqual({ defence: [], claimant: [] });
    expect(outcomeWords('The High Court may quash an FIR that discloses no offence.')).toEqual({
      defence: [],
      claimant: [],
    });
    expect(outcomeWords('The High Court refused to quash the proceedings.')).toEqual({
      defence: [],
      claimant: ['quashing refused'],
    });
    expect(outcomeWords('The prosecution discharged its burden.').defence).toEqual([]);
  });

  it('is neutral, naming both, when the passage has outcomes for each side', () => {
    expect(words('The accused was acquitted of murder but convicted of hurt.')).toEqual({
      stance: 'neutral',
      reason: 'The passage has outcomes for both sides (acquittal, conviction).',
    });
  });
});

describe('the stance from the favour the corpus states', () => {
  const cyanamid: JudgementFavour = [
    {
      favours: 'claimant',
      rule: 'a serious question to be tried suffices for an interim injunction',
      whom: 'the claimant seeking an interim injunction',
    },
  ];

  it('puts the stated favour before the outcome words, and flips it for the other side', () => {
    const text = 'The interim injunction was vacated.';
    expect(judgementStance({ text, favour: cyanamid }, forSide('victim'))).toEqual({
      stance: 'helps',
      reason:
        'Its rule (a serious question to be tried suffices for an interim injunction) favours the claimant seeking an interim injunction.',
    });
    expect(judgementStance({ text, favour: cyanamid }, forSide('accused')).stance).toBe('hurts');
  });

  it('takes the entry for the case’s nature or causes, else the general one', () => {
    const favour: JudgementFavour = [
      {
        nature: 'civil',
        favours: 'claimant',
        rule: 'compensation for custodial violence',
        whom: 'the person claiming it',
      },
      { causes: ['Theft'], favours: 'either', rule: 'a rule on theft', why: 'the facts decide' },
      { favours: 'defence', rule: 'safeguards at every arrest', whom: 'the arrested accused' },
    ];
    const text = 'Custodial violence violates Article 21.';
    expect(judgementStance({ text, favour }, forSide('victim', 'civil')).stance).toBe('helps');
    expect(judgementStance({ text, favour }, forSide('victim', 'criminal')).stance).toBe('hurts');
    expect(judgementStance({ text, favour }, forSide('accused', 'criminal')).stance).toBe('helps');
    expect(
      judgementStance({ text, favour }, { ...forSide('accused', 'criminal'), causes: ['Theft'] }),
    ).toEqual({
      stance: 'neutral',
      reason: 'Its rule (a rule on theft) cuts for either side: the facts decide.',
    });
  });

  it('falls back to the outcome words when no entry fits the case', () => {
    const civilOnly: JudgementFavour = [
      {
        nature: 'civil',
        favours: 'claimant',
        rule: 'privacy is a fundamental right',
        whom: 'the party intruded on',
      },
    ];
    expect(
      judgementStance(
        { text: 'The accused was acquitted.', favour: civilOnly },
        forSide('accused', 'criminal'),
      ),
    ).toEqual({ stance: 'helps', reason: 'Its outcome (acquittal) favours the accused or defendant.' });
  });
});
