import { describe, expect, it } from 'vitest';
import { judgementFavour } from '../../ai/case-package/judgement-favour.ts';
import { judgementStance } from '../../ai/case-package/judgement-stance.ts';
import { ALLEGATION_RULES } from '../../ai/litigation/allegation-rules.ts';
import { STARTER_JUDGEMENTS } from './starter-corpus.ts';
import { STARTER_FAVOURS } from './starter-corpus-favours.ts';

const byId = new Map(STARTER_JUDGEMENTS.map((j) => [j.id, j]));
const civil = STARTER_JUDGEMENTS.filter((j) => !/^(?:Criminal|Constitutional)/.test(j.area));

/** The stance each side gets in a civil case: from the favour, else from the summary's words. */
const stances = (judgements: typeof STARTER_JUDGEMENTS, withFavour: boolean) =>
  judgements.map((j) => {
    const favour = withFavour ? STARTER_FAVOURS[j.id] : undefined;
    const kase = { nature: 'civil' as const, causes: [] };
    return {
      id: j.id,
      victim: judgementStance(
        { text: `${j.title}\n${j.summary}`, favour },
        { ...kase, representing: 'victim' },
      ),
      accused: judgementStance(
        { text: `${j.title}\n${j.summary}`, favour },
        { ...kase, representing: 'accused' },
      ),
    };
  });

describe('the starter corpus’s favours', () => {
  it('are written for starter judgements only, each a valid favour', () => {
    for (const [id, favour] of Object.entries(STARTER_FAVOURS)) {
      expect(byId.has(id), id).toBe(true);
      expect(judgementFavour.safeParse(favour).success, id).toBe(true);
    }
  });

  it('state each rule in words that read inside the reason’s brackets: none of their own but a sub-section’s', () => {
    for (const [id, favour] of Object.entries(STARTER_FAVOURS)) {
      for (const entry of favour) expect(entry.rule.replace(/\(\d+\)/g, ''), id).toMatch(/^[^()]+$/);
    }
  });

  it('name only causes the allegation rules find', () => {
    const names = new Set(ALLEGATION_RULES.map((r) => r.name));
    for (const [id, favour] of Object.entries(STARTER_FAVOURS)) {
      for (const entry of favour)
        for (const cause of entry.causes ?? []) expect(names.has(cause), `${id}: ${cause}`).toBe(true);
    }
  });

  it('end each judgement with an entry that fits any case of its nature, so none falls through by accident', () => {
    for (const [id, favour] of Object.entries(STARTER_FAVOURS)) {
      const last = favour[favour.length - 1];
      const general = favour.filter((e) => e.causes === undefined && e.nature === undefined);
      // Either a general entry last, or entries for one nature only (a rule of that nature alone).
      if (general.length === 0) expect(new Set(favour.map((e) => e.nature)).size, id).toBe(1);
      else expect(last?.causes === undefined && last?.nature === undefined, id).toBe(true);
    }
  });

  it('give a side to most civil judgements that the outcome words left neutral, and flip with the side', () => {
    const before = stances(civil, false).filter((s) => s.victim.stance !== 'neutral').length;
    const after = stances(civil, true);
    const sided = after.filter((s) => s.victim.stance !== 'neutral');
    expect(sided.length).toBeGreaterThan(before);
    expect(sided.length / civil.length).toBeGreaterThan(0.7);
    for (const s of sided) {
      expect(s.accused.stance, s.id).toBe(s.victim.stance === 'helps' ? 'hurts' : 'helps');
      expect(s.victim.reason, s.id).toMatch(/^Its rule \(.+\) favours .+\.$/);
    }
  });

  it('say that the classic injunction rules cut as lawyers read them', () => {
    const stance = (id: string, representing: 'victim' | 'accused') =>
      judgementStance(
        { text: '', favour: STARTER_FAVOURS[id] },
        { nature: 'civil', causes: ['Injunction over property'], representing },
      );
    expect(stance('starter-american-cyanamid-1975', 'victim')).toEqual({
      stance: 'helps',
      reason:
        'Its rule (a serious question to be tried suffices for an interim injunction, without a prima facie case) favours the claimant seeking an interim injunction.',
    });
    expect(stance('starter-winter-nrdc-2008', 'victim').stance).toBe('hurts');
    expect(stance('starter-winter-nrdc-2008', 'accused').stance).toBe('helps');
    expect(stance('starter-dalpat-kumar-1991', 'victim').stance).toBe('neutral');
    expect(stance('starter-dalpat-kumar-1991', 'victim').reason).toMatch(/cuts for either side/);
  });

  it('let a forfeiture ruling help the supplier suing for the price, and cut for either side elsewhere', () => {
    const stance = (id: string, causes: string[], representing: 'victim' | 'accused' = 'victim') =>
      judgementStance({ text: '', favour: STARTER_FAVOURS[id] }, { nature: 'civil', causes, representing });
    const price = ['Price of goods sold and delivered unpaid', 'Breach of contract'];
    expect(stance('starter-kailash-nath-2015', price).stance).toBe('helps');
    expect(stance('starter-kailash-nath-2015', price, 'accused').stance).toBe('hurts');
    expect(
      stance('starter-kailash-nath-2015', ['Refund of money paid for a consideration that failed']),
    ).toMatchObject({
      stance: 'neutral',
      reason: expect.stringMatching(/cuts for either side: .*depends on who broke the contract\.$/),
    });
    // ONGC v Saw Pipes: the liquidated damages help whoever relies on them: the buyer who deducted them from the price.
    expect(stance('starter-ongc-saw-pipes-2003', price).stance).toBe('hurts');
    expect(stance('starter-ongc-saw-pipes-2003', ['Breach of contract']).stance).toBe('helps');
  });
});
