import { CIVIL_ALLEGATION_RULES } from './civil-allegation-rules.ts';
import { penalProvision } from './statute-table.ts';

export type Jurisdiction = 'IN' | 'US' | 'UK';
export type CaseNature = 'criminal' | 'civil';

/**
 * What a fact alleges, recognised by the words that describe the conduct, with the provisions each
 * legal system has for it. The lexicon is written from the elements of each offence or cause of
 * action (deception and inducement for cheating, entrustment for breach of trust, and so on).
 */
export type AllegationRule = {
  name: string;
  nature: CaseNature;
  /** The conduct, in the words facts use for it. */
  pattern: RegExp;
  provisions: Record<Jurisdiction, string[]>;
};

export const ALLEGATION_RULES: readonly AllegationRule[] = [
  {
    name: 'Dishonour of cheque',
    nature: 'criminal',
    pattern:
      /\bcheque\b.{0,150}?\b(?:dishono(?:u)?red|bounced|returned\s+unpaid|insufficient\s+funds)|\b(?:dishono(?:u)?r|bounce)\w*\s+of\s+(?:the\s+)?cheque/i,
    provisions: {
      IN: ['Section 138 Negotiable Instruments Act 1881'],
      US: ['Uniform Commercial Code § 3-502 (dishonor)'],
      UK: ['Bills of Exchange Act 1882, s. 47 (dishonour by non-payment)'],
    },
  },
  {
    name: 'Murder',
    nature: 'criminal',
    pattern: /\b(?:murder(?:ed)?|killed|stabbed\s+to\s+death|shot\s+dead|strangled)\b/i,
    provisions: {
      IN: [penalProvision('302')],
      US: ['Murder (state penal code; 18 U.S.C. § 1111 on federal land)'],
      UK: ['Murder (common law)'],
    },
  },
  {
    name: 'Attempt to murder',
    nature: 'criminal',
    pattern: /\battempt(?:ed)?\s+to\s+(?:murder|kill)\b/i,
    provisions: {
      IN: [penalProvision('307')],
      US: ['Attempted murder (state penal code)'],
      UK: ['Criminal Attempts Act 1981, s. 1'],
    },
  },
  {
    name: 'Dowry death',
    nature: 'criminal',
    pattern: /\bdowry\s+death\b|\bdied\b.{0,150}?\bdowry\b|\bdowry\b.{0,150}?\bdied\b/i,
    provisions: { IN: [penalProvision('304B'), 'Section 3 Dowry Prohibition Act 1961'], US: [], UK: [] },
  },
  {
    name: 'Cruelty by husband or relatives',
    nature: 'criminal',
    pattern:
      /\b(?:dowry|cruelty|harass\w*)\b.{0,150}?\b(?:husband|in-laws|mother-in-law|father-in-law|matrimonial)\b|\b(?:husband|in-laws)\b.{0,150}?\b(?:dowry|cruelty|harass\w*)\b/i,
    provisions: {
      IN: [penalProvision('498A'), 'Section 4 Dowry Prohibition Act 1961'],
      US: ['Domestic violence (state penal code)'],
      UK: ['Serious Crime Act 2015, s. 76 (controlling or coercive behaviour)'],
    },
  },
  {
    name: 'Rape or sexual assault',
    nature: 'criminal',
    pattern: /\b(?:rap(?:e|ed)|sexual(?:ly)?\s+assault\w*)\b/i,
    provisions: {
      IN: [penalProvision('376')],
      US: ['Sexual assault (state penal code)'],
      UK: ['Sexual Offences Act 2003, s. 1'],
    },
  },
  {
    name: 'Outraging modesty or sexual harassment',
    nature: 'criminal',
    pattern: /\b(?:molest\w*|outrag\w*\s+(?:her\s+)?modesty|sexual(?:ly)?\s+harass\w*|eve[- ]teas\w*)\b/i,
    provisions: {
      IN: [penalProvision('354')],
      US: ['Sexual harassment (state penal code; Title VII at work)'],
      UK: ['Protection from Harassment Act 1997, s. 2'],
    },
  },
  {
    name: 'Hurt or assault',
    nature: 'criminal',
    pattern:
      /\b(?:assault\w*|beat(?:en|ing)?|hit\s+(?:him|her|them)|slapp\w*|punch\w*|injur(?:ed|ies|y)|attack\w*)\b/i,
    provisions: {
      IN: [penalProvision('323')],
      US: ['Assault and battery (state penal code)'],
      UK: ['Offences Against the Person Act 1861, s. 47'],
    },
  },
  {
    name: 'Grievous hurt with a weapon',
    nature: 'criminal',
    pattern:
      /\b(?:knife|sword|rod|lathi|axe|weapon|acid|fracture\w*|grievous)\b.{0,150}?\b(?:hurt|injur\w*|attack\w*|assault\w*|hit|struck)\b|\b(?:hurt|injur\w*|attack\w*|assault\w*|hit|struck)\b.{0,150}?\b(?:knife|sword|rod|lathi|axe|weapon|acid)\b/i,
    provisions: {
      IN: [penalProvision('326')],
      US: ['Aggravated assault (state penal code)'],
      UK: ['Offences Against the Person Act 1861, s. 20 or s. 18'],
    },
  },
  {
    name: 'Criminal intimidation',
    nature: 'criminal',
    pattern:
      /\bthreat(?:en(?:ed|ing)?|s)?\b.{0,150}?\b(?:kill|dire\s+consequences|harm|life)\b|\bintimidat\w*/i,
    provisions: {
      IN: [penalProvision('506')],
      US: ['Criminal threats (state penal code)'],
      UK: ['Public Order Act 1986, s. 4'],
    },
  },
  {
    name: 'Cheating',
    nature: 'criminal',
    pattern:
      /\b(?:cheat(?:ed|ing)?|defraud\w*|fraudulent(?:ly)?|dishonestly\s+induc\w*|deceiv\w*|false\s+(?:promise|representation)s?)\b/i,
    provisions: {
      IN: [penalProvision('420')],
      US: ['18 U.S.C. § 1343 (wire fraud) or state theft-by-deception law'],
      UK: ['Fraud Act 2006, s. 2 (fraud by false representation)'],
    },
  },
  {
    name: 'Criminal breach of trust',
    nature: 'criminal',
    pattern: /\b(?:misappropriat\w*|entrust\w*|embezzl\w*|breach\s+of\s+trust)\b/i,
    provisions: {
      IN: [penalProvision('406')],
      US: ['Embezzlement (state penal code)'],
      UK: ['Theft Act 1968, s. 1'],
    },
  },
  {
    name: 'Theft',
    nature: 'criminal',
    pattern: /\b(?:stole|stolen|theft|snatch\w*|pickpocket\w*|burglar\w*)\b/i,
    provisions: {
      IN: [penalProvision('379')],
      US: ['Larceny (state penal code)'],
      UK: ['Theft Act 1968, s. 1'],
    },
  },
  {
    name: 'Forgery',
    nature: 'criminal',
    pattern:
      /\b(?:forg(?:ed|ery|ing)|fabricat\w*\s+(?:document|signature)|fake\s+(?:document|signature|deed))\b/i,
    provisions: {
      IN: [penalProvision('467'), penalProvision('468'), penalProvision('471')],
      US: ['Forgery (state penal code)'],
      UK: ['Forgery and Counterfeiting Act 1981, s. 1'],
    },
  },
  {
    name: 'Criminal trespass',
    nature: 'criminal',
    pattern: /\b(?:trespass\w*|forcibly\s+entered|broke\s+into)\b/i,
    provisions: {
      IN: [penalProvision('447')],
      US: ['Criminal trespass (state penal code)'],
      UK: ['Trespass to land (tort); Criminal Law Act 1977, s. 6'],
    },
  },
  {
    name: 'Defamation',
    nature: 'criminal',
    pattern: /\b(?:defam\w*|libel\w*|slander\w*)\b/i,
    provisions: {
      IN: [penalProvision('500')],
      US: ['Defamation (state tort law)'],
      UK: ['Defamation Act 2013'],
    },
  },
  {
    name: 'Rash or negligent driving',
    nature: 'criminal',
    pattern:
      /\b(?:rash(?:ly)?|negligent(?:ly)?)\b.{0,150}?\b(?:driv\w*|vehicle|truck|car|bus|motorcycle)\b|\b(?:accident|collided|hit\s+by\s+a)\b/i,
    provisions: {
      IN: [penalProvision('279'), 'Section 166 Motor Vehicles Act 1988 (compensation)'],
      US: ['Reckless driving (state vehicle code); negligence (tort)'],
      UK: ['Road Traffic Act 1988, s. 3 (careless driving)'],
    },
  },
  ...CIVIL_ALLEGATION_RULES,
];
