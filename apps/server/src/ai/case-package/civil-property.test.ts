import { describe, expect, it } from 'vitest';
import { CIVIL_ALLEGATION_RULES } from '../litigation/civil-allegation-rules.ts';
import type { CaseInput } from './case-input.ts';
import {
  build,
  citesNone,
  defending,
  draft,
  ENGLISH_LAW,
  INDIAN_LAW,
  US_LAW,
} from './civil-package-test-kit.ts';

const parties = (claimant: string, defendant: string, area: string) => ({
  workspaceName: `${claimant} v. ${defendant}`,
  clientName: claimant,
  opponentName: defendant,
  areaOfLaw: area,
  caseType: 'Civil' as const,
  representing: 'victim' as const,
  complainant: claimant,
  accused: defendant,
  victim: claimant,
  allegations: '',
  files: [],
});

/** A buyer of a plot in Gurugram whose seller refused to execute the sale deed. */
const PLOT: CaseInput = {
  ...parties('Sunil Verma', 'Ramesh Gupta', 'Property'),
  factsSummary:
    'By an agreement to sell dated 10 January 2024, Ramesh Gupta agreed to sell his plot No. 45, Sector 12, Gurugram to Sunil Verma for INR 50,00,000, and Sunil Verma paid an advance of INR 10,00,000 as earnest money the same day. The sale deed was to be executed by 10 July 2024. Sunil Verma arranged a bank loan for the balance and was ready and willing to pay it. On 5 July 2024 Ramesh Gupta refused to execute the sale deed, and a legal notice of 20 July 2024 went unanswered.',
};

/** A neighbour who broke a boundary wall and encroached on agricultural land. */
const FIELD: CaseInput = {
  ...parties('Meena Devi', 'Harish Yadav', 'Property'),
  factsSummary:
    'Meena Devi owns and has been in peaceful possession of the agricultural land bearing Survey No. 112 in Village Khanpur since 2010. On 3 March 2025 Harish Yadav, her neighbour, demolished the boundary wall and encroached upon about 200 square yards of the land, and he threatens to raise a construction on it. A police complaint of 4 March 2025 brought no relief.',
};

/** A shop whose tenant stopped paying rent and stayed after a notice to quit. */
const SHOP: CaseInput = {
  ...parties('Rajiv Malhotra', 'Anand Stores', 'Property'),
  factsSummary:
    'Rajiv Malhotra let his shop No. 7 at Karol Bagh to Anand Stores on a monthly tenancy at a rent of INR 25,000 from 1 April 2020. The tenant has paid no rent since 1 January 2025. By a notice to quit dated 1 September 2025 Rajiv Malhotra terminated the tenancy with effect from 30 September 2025, but the tenant has refused to vacate the shop, and arrears of INR 2,50,000 are due.',
};

/** The demo's goods case: no property cause may be read from it. */
const CARTONS_FACTS =
  'Anil Sharma ordered 20,000 food-grade cartons on 3 November 2025 and paid in full under an agreement to supply them. The cartons delivered on 1 December 2025 to his premises failed the laboratory test of 9 December 2025. Two written demands for replacement or refund went unanswered.';

const PROPERTY_CAUSES = ['Specific performance', 'Injunction over property', 'Eviction of a tenant'];
const causesIn = (text: string) =>
  CIVIL_ALLEGATION_RULES.filter((r) => PROPERTY_CAUSES.includes(r.name) && r.pattern.test(text)).map(
    (r) => r.name,
  );

describe('the property causes, read from natural facts', () => {
  it('finds each cause from its own facts, and only it', () => {
    expect(causesIn(PLOT.factsSummary)).toEqual(['Specific performance']);
    expect(causesIn(FIELD.factsSummary)).toEqual(['Injunction over property']);
    expect(causesIn(SHOP.factsSummary)).toEqual(['Eviction of a tenant']);
  });

  it('reads none from a sale of goods, nor from a title deed mentioned in passing', () => {
    expect(causesIn(CARTONS_FACTS)).toEqual([]);
    expect(causesIn('She bought the house by a registered sale deed of 2010.')).toEqual([]);
  });
});

describe('specific performance of an agreement to sell (India)', () => {
  it('frames readiness and willingness, Section 10 as amended, stamp and registration', async () => {
    const pkg = await build(PLOT);
    const issues = pkg.strategy.issues.join('\n');
    expect(issues).toMatch(/ready and willing .*Section 16\(c\) Specific Relief Act 1963/);
    expect(issues).toMatch(/2018 amendment \(Section 10 Specific Relief Act 1963\)/);
    expect(issues).toMatch(/Section 35 Indian Stamp Act 1899.*proviso to Section 49 Registration Act 1908/);
    expect(issues).not.toMatch(/Section 73 Indian Contract Act|Commercial Courts/);
    const provisions = pkg.strategy.provisions.map((p) => p.provision);
    expect(provisions).toEqual(
      expect.arrayContaining([
        'Section 16(c) Specific Relief Act 1963',
        'Section 52 Transfer of Property Act 1882',
      ]),
    );
    expect(pkg.strategy.next_steps.join(' ')).toMatch(/lis pendens .*Section 52 Transfer of Property Act/);
  });

  it('counts Article 54 from the refusal, not from the agreement', async () => {
    const { limitation } = (await build(PLOT)).strategy;
    expect(limitation.rule).toMatch(/^Limitation Act 1963: Article 54 /);
    expect(limitation.deadline).toBe('2027-07-05');
    expect(limitation.note).toMatch(/^Counted from 5 July 2024, the refusal to perform/);
  });

  it('prays for specific performance, the sale deed and possession; the notice demands the deed', async () => {
    const pkg = await build(PLOT);
    const plaint = draft(pkg, 'plaint');
    expect(plaint).toMatch(
      /\(a\) a decree of specific performance of the agreement to sell the plot No\. 45/,
    );
    expect(plaint).toMatch(/execute and register the sale deed in favour of Sunil Verma/);
    expect(plaint).toMatch(
      /\(b\) directing Ramesh Gupta to deliver vacant possession .*Section 22\(1\)\(a\)/,
    );
    expect(plaint).not.toMatch(/Section 34 of the Code of Civil Procedure/);
    expect(draft(pkg, 'legal_notice')).toMatch(/execute and register the sale deed of the plot No\. 45/);
    // The refusal, read on after "when" (its own capital lowered), is when the cause of action arose.
    expect(plaint).toMatch(/cause of action arose when on 5 July 2024 Ramesh Gupta refused/);
  });

  it('gives the seller readiness, limitation and the refund-only answer', async () => {
    const pkg = await build(defending(PLOT));
    const statement = draft(pkg, 'written_statement');
    expect(statement).toMatch(/Readiness and willingness: Sunil Verma must prove/);
    expect(statement).toMatch(/Article 54 Limitation Act 1963/);
    expect(draft(pkg, 'reply_notice')).toMatch(/Section 22\(1\)\(b\)/);
    // The price is not a debt the seller is asked to pay: no "obligation to pay INR 50,00,000".
    expect(draft(pkg, 'reply_notice')).not.toMatch(/to pay INR/);
    expect(statement).not.toMatch(/to pay INR/);
  });
});

describe('an injunction against interference with possession (India)', () => {
  it('frames possession, Order XXXIX and the injunction, and prays for both injunctions', async () => {
    const pkg = await build(FIELD);
    const issues = pkg.strategy.issues.join('\n');
    expect(issues).toMatch(/settled and lawful possession of the agricultural land bearing Survey No\. 112/);
    expect(issues).toMatch(
      /Order XXXIX Rules 1 and 2 CPC; Dalpat Kumar v\. Prahlad Singh \(1992\) 1 SCC 719/,
    );
    expect(pkg.strategy.limitation.rule).toMatch(/Article 113 .*Articles 64 and 65/);
    expect(pkg.strategy.limitation.deadline).toBe('2028-03-03');
    const plaint = draft(pkg, 'plaint');
    expect(plaint).toMatch(/\(a\) a decree of perpetual injunction restraining Harish Yadav/);
    expect(plaint).toMatch(/\(b\) a mandatory injunction .*Section 39/);
    expect(plaint).not.toMatch(/recovery of possession/);
    expect(pkg.strategy.next_steps.join(' ')).toMatch(/temporary injunction under Order XXXIX Rules 1 and 2/);
  });

  it('adds the six months of Section 6 and recovery of possession when the owner was dispossessed', async () => {
    const pkg = await build({
      ...FIELD,
      factsSummary: FIELD.factsSummary.replace(
        'demolished the boundary wall and encroached upon about 200 square yards of the land',
        'forcibly dispossessed her of the land',
      ),
    });
    expect(pkg.strategy.issues.join('\n')).toMatch(/within six months before the suit \(Section 6/);
    expect(draft(pkg, 'plaint')).toMatch(/recovery of possession of the agricultural land .*Section 6/);
  });
});

describe('the eviction of a tenant (India)', () => {
  it('frames the notice to quit, the rent control caveat and Article 67', async () => {
    const pkg = await build(SHOP);
    const issues = pkg.strategy.issues.join('\n');
    expect(issues).toMatch(/15 days’ notice.*six months’.*Section 106 Transfer of Property Act 1882/);
    expect(issues).toMatch(/State Rent Control Act governs the shop No\. 7/);
    expect(pkg.strategy.limitation.rule).toMatch(/Article 67 .*Article 52/);
    expect(pkg.strategy.limitation.note).toMatch(/^Counted from 1 September 2025, the end of the tenancy/);
  });

  it('prays for ejectment, arrears and mesne profits; the tenant claims the rent control act', async () => {
    const plaint = draft(await build(SHOP), 'plaint');
    expect(plaint).toMatch(
      /\(a\) a decree of ejectment directing Anand Stores to quit and deliver vacant possession of the shop No\. 7/,
    );
    expect(plaint).toMatch(/\(b\) a decree for the arrears of rent/);
    expect(plaint).toMatch(/\(c\) mesne profits .*Order XX Rule 12 CPC/);
    const statement = draft(await build(defending(SHOP)), 'written_statement');
    expect(statement).toMatch(/Rent control: if a State Rent Control Act covers the shop No\. 7/);
    expect(statement).toMatch(/Section 113 Transfer of Property Act 1882/);
  });

  it('cites no US or English law in any Indian property package', async () => {
    for (const input of [PLOT, FIELD, SHOP]) await citesNone(input, [US_LAW, ENGLISH_LAW]);
  });
});

/** A Texas buyer of a house whose seller refused to close. */
const AUSTIN: CaseInput = {
  ...parties('John Carter', 'Mary Lopez', 'Property'),
  factsSummary:
    'On 1 February 2024 John Carter of Austin, Texas signed a written contract to buy the house at 12 Elm Street, Austin from Mary Lopez for $450,000 and paid an earnest money deposit of $20,000. Closing was set for 1 April 2024. John Carter obtained a mortgage commitment and was ready to close, but on 25 March 2024 Mary Lopez refused to convey the house and offered to return the deposit.',
};

/** An English landlord's claim for possession of a flat let on an assured shorthold tenancy. */
const LEEDS_FLAT: CaseInput = {
  ...parties('Hartley Lettings Ltd', 'Tom Baker', 'Property'),
  factsSummary:
    'Hartley Lettings Ltd of Leeds, England let the flat at 4 Park Row, Leeds to Tom Baker on an assured shorthold tenancy from 1 June 2023 at a rent of £1,200 a month. Tom Baker has paid no rent since 1 January 2025 and owes £9,600 in rent arrears. A notice seeking possession was served on 1 September 2025, but he has not left the flat.',
};

/** An English neighbour who built over the boundary. */
const LEEDS_GARDEN: CaseInput = {
  ...parties('Jane Holt', 'Peter Ward', 'Property'),
  factsSummary:
    'Jane Holt of Leeds, England owns the house at 9 Oak Lane, Leeds. On 2 May 2025 her neighbour Peter Ward trespassed on her garden and built a shed on it, and he refuses to remove it.',
};

describe('the property causes in the United States and England', () => {
  it('US: specific performance of a contract for land, the statute of frauds, the state’s period', async () => {
    const pkg = await build(AUSTIN);
    expect(pkg.strategy.issues.join('\n')).toMatch(/the state’s statute of frauds/);
    expect(pkg.strategy.limitation.rule).toMatch(/state’s statute of limitations/);
    expect(pkg.strategy.limitation.deadline).toBeNull();
    const complaint = draft(pkg, 'plaint');
    expect(complaint).toMatch(
      /\(a\) specific performance of the contract, ordering Mary Lopez to convey the house/,
    );
    expect(pkg.strategy.next_steps.join(' ')).toMatch(/lis pendens/);
    expect(draft(pkg, 'legal_notice')).toMatch(/convey the house to my client by deed/);
    expect(JSON.stringify(pkg)).not.toMatch(/sale deed/);
    expect(draft(await build(defending(AUSTIN)), 'reply_notice')).not.toMatch(/obligation to pay \$/);
    await citesNone(AUSTIN, [INDIAN_LAW, ENGLISH_LAW]);
  });

  it('England: possession from a tenant under CPR Part 55, with the Renters’ Rights Act caveat', async () => {
    const pkg = await build(LEEDS_FLAT);
    const issues = pkg.strategy.issues.join('\n');
    expect(issues).toMatch(/Housing Act 1988.*s\. 8/);
    expect(issues).toMatch(/Renters’ Rights Act 2025 abolishes s\. 21 notices in England/);
    expect(pkg.strategy.limitation.rule).toMatch(/^Limitation Act 1980: Section 15 .*Section 19/);
    const particulars = draft(pkg, 'plaint');
    expect(particulars).toMatch(/\(1\) possession of the flat; \(2\) the arrears of rent/);
    expect(pkg.strategy.next_steps.join(' ')).toMatch(/CPR Part 55 .*Protection from Eviction Act 1977/);
    await citesNone(LEEDS_FLAT, [INDIAN_LAW, US_LAW]);
  });

  it('England: trespass and the interim injunction on American Cyanamid', async () => {
    const pkg = await build(LEEDS_GARDEN);
    expect(pkg.strategy.issues.join('\n')).toMatch(/American Cyanamid Co v Ethicon Ltd \[1975\] AC 396/);
    expect(draft(pkg, 'plaint')).toMatch(/\(1\) an injunction restraining Peter Ward/);
    expect(draft(pkg, 'legal_notice')).toMatch(
      /stop interfering with my client’s peaceful possession of the house/,
    );
    expect(pkg.strategy.limitation.rule).toMatch(/Section 2 .*tort: 6 years/);
    await citesNone(LEEDS_GARDEN, [INDIAN_LAW, US_LAW]);
  });
});
