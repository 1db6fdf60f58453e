import { describe, expect, it } from 'vitest';
import type { JudgementHit } from '../judgements/judgement-hit.ts';
import { CIVIL_ALLEGATION_RULES } from '../litigation/civil-allegation-rules.ts';
import { caseJudgements, NOT_FOR_CAUSES } from './case-judgements.ts';

const hit = (judgementId: string, title: string, passage: string, score: number): JudgementHit => ({
  judgementId,
  title,
  citation: `(2020) TEST ${judgementId}`,
  court: 'Supreme Court of India',
  year: 2020,
  passage,
  score,
});

const SUPPLY_CASE =
  'Breach of contract. Deccan Packaging delivered 20,000 cartons that failed the food-grade test and refused to replace them or refund the price under Section 73 of the Contract Act.';

describe('caseJudgements', () => {
  it('cites only judgements whose passage shares the case’s words or provisions', async () => {
    const hits = [
      hit(
        'narco',
        'Selvi v. State of Karnataka',
        'Narco-analysis without consent violates Article 20(3).',
        9,
      ),
      hit(
        'damages',
        'Sale of goods case',
        'Where goods delivered fail the agreed test the buyer may refuse them and claim a refund of the price and damages under Section 73.',
        7,
      ),
      hit('one-word', 'Another case', 'The contract was void for want of consideration.', 6),
    ];
    const cited = await caseJudgements(async () => hits, SUPPLY_CASE, 'IN', {
      representing: 'victim',
      nature: 'civil',
      causes: [],
    });
    expect(cited.map((j) => j.judgement_id)).toEqual(['damages']);
    expect(cited[0]?.relevance).toMatch(/Section 73/);
    expect(cited[0]?.relevance).toMatch(/refund/);
  });

  it('takes the stance from the favour the corpus states for a judgement, over its words', async () => {
    const stated = {
      ...hit(
        'stated',
        'Sale of goods case',
        'Where goods delivered fail the agreed test the buyer may claim a refund of the price under Section 73; the suit was dismissed.',
        7,
      ),
      favour: [
        {
          favours: 'claimant' as const,
          rule: 'a buyer of goods that fail the agreed test may reject them',
          whom: 'the buyer',
        },
      ],
    };
    const kase = { nature: 'civil' as const, causes: [] };
    const [forBuyer] = await caseJudgements(async () => [stated], SUPPLY_CASE, 'IN', {
      ...kase,
      representing: 'victim',
    });
    expect(forBuyer).toMatchObject({
      stance: 'helps',
      stance_reason:
        'Its rule (a buyer of goods that fail the agreed test may reject them) favours the buyer.',
    });
    const [forSeller] = await caseJudgements(async () => [stated], SUPPLY_CASE, 'IN', {
      ...kase,
      representing: 'accused',
    });
    expect(forSeller?.stance).toBe('hurts');
  });

  it('cites none when the corpus holds nothing on the case’s subject', async () => {
    const hits = [
      hit(
        'narco',
        'Selvi v. State of Karnataka',
        'Narco-analysis without consent violates Article 20(3).',
        9,
      ),
    ];
    expect(
      await caseJudgements(async () => hits, SUPPLY_CASE, 'IN', {
        representing: 'victim',
        nature: 'civil',
        causes: [],
      }),
    ).toEqual([]);
  });

  it('does not count the words every case and judgement use', async () => {
    const hits = [
      hit(
        'generic',
        'State v. Accused',
        'The learned counsel for the appellant and the respondent; the trial court passed an order.',
        9,
      ),
    ];
    const query =
      'The accused and the complainant appeared before the trial court; the police filed the order in appeal.';
    expect(
      await caseJudgements(async () => hits, query, 'IN', {
        representing: 'victim',
        nature: 'criminal',
        causes: [],
      }),
    ).toEqual([]);
  });

  it('does not cite a judgement that shares only procedure words with the case', async () => {
    const hits = [
      hit(
        'arrest',
        'Arnesh Kumar v. State of Bihar',
        'Otherwise a notice of appearance under Section 41A CrPC is issued, and officers who disobey face departmental action.',
        9,
      ),
      hit(
        'security',
        'C v. D',
        'The accused showed the cheque was issued as security and the presumption was rebutted.',
        8,
      ),
    ];
    const query =
      'Dishonour of cheque. The accused issued a cheque which was returned unpaid. The complainant issued a legal notice; the cause of action arose on 21 April 2024.';
    const cited = await caseJudgements(async () => hits, query, 'IN', {
      representing: 'victim',
      nature: 'criminal',
      causes: [],
    });
    // "cheque" is the case's subject: beside it, "issued" counts.
    expect(cited.map((j) => j.judgement_id)).toEqual(['security']);
  });

  it('cites a judgement of the other nature of case in neither: contract law for a cheque, bail for a suit', async () => {
    const consumer = {
      ...hit(
        'consumer',
        'Buyer v. Seller',
        'Goods bought for a commercial purpose; the buyer of the goods is no consumer.',
        5,
      ),
      area: 'Consumer protection: goods bought for a commercial purpose',
    };
    const bail = {
      ...hit(
        'bail',
        'Applicant v. State',
        'Bail for the goods trader bought time; the buyer of the goods was arrested.',
        4,
      ),
      area: 'Criminal procedure: bail',
    };
    const imported = hit('imported', 'Trader v. Trader', 'The goods were bought by the buyer on credit.', 3);
    const query = 'The accused bought goods from the complainant, a trader, as the buyer on credit.';
    const ids = async (nature: 'criminal' | 'civil') =>
      (
        await caseJudgements(async () => [consumer, bail, imported], query, 'IN', {
          representing: 'victim',
          nature,
          causes: [],
        })
      ).map((j) => j.judgement_id);
    expect(await ids('criminal')).toEqual(['bail', 'imported']);
    expect(await ids('civil')).toEqual(['consumer', 'imported']);
  });

  it('cites a Commercial Courts Act ruling for a supply dispute, not for a suit over a home', async () => {
    const mediation = {
      ...hit(
        'patil',
        'Patil Automation v. Rakheja Engineers',
        'A commercial suit for the price of goods and an injunction, filed without pre-institution mediation, is rejected.',
        5,
      ),
      area: 'Commercial disputes: pre-institution mediation (Section 12A Commercial Courts Act 2015)',
    };
    const query = 'The seller filed a suit for the price of goods and an injunction over the goods.';
    const ids = async (causes: string[]) =>
      (
        await caseJudgements(async () => [mediation], query, 'IN', {
          representing: 'victim',
          nature: 'civil',
          causes,
        })
      ).map((j) => j.judgement_id);
    expect(await ids(['Price of goods sold and delivered unpaid'])).toEqual(['patil']);
    expect(await ids(['Price of goods sold and delivered unpaid', 'Injunction over property'])).toEqual([
      'patil',
    ]);
    expect(await ids(['Injunction over property'])).toEqual([]);
    expect(await ids(['Eviction of a tenant', 'Specific performance'])).toEqual([]);
  });

  it('names only causes the civil allegation rules find, in its fields kept to some causes', () => {
    const names = new Set(CIVIL_ALLEGATION_RULES.map((rule) => rule.name));
    for (const rule of NOT_FOR_CAUSES) for (const cause of rule.causes) expect(names).toContain(cause);
  });
});
