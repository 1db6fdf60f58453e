import type { AllegationRule } from './allegation-rules.ts';

/**
 * The civil causes of action, each recognised by the words facts use for its elements: goods of
 * the wrong quality (the seller's implied conditions), goods not delivered, a price not paid, money
 * paid for something that never came, a loan not repaid, and the older general rules. Written for
 * India first (Sale of Goods Act 1930, Contract Act 1872), with the US (UCC Article 2) and UK (Sale
 * of Goods Act 1979) equivalents.
 */

/** Goods a fact may name as what was sold, bought, ordered or delivered. */
const GOODS = String.raw`(?:goods|cartons?|boxes|consignments?|(?:raw|building|packing|packaging)\s+materials?|products?|machine(?:ry|s)?|equipment|stock|items|units|bags|articles|supplies|parts|drums|bales|tonnes|pieces|rolls|sheets|bottles|crates|pallets|garments|fabric|cloth|cement|steel|timber|chemicals|medicines|components|spares)`;

/** Immovable property a fact may name as what was agreed to be sold. */
const PROPERTY = String.raw`(?:plot|flat|house|shop|apartment|land|premises|property|villa|bungalow|site|acres?|sq(?:uare)?\.?\s*(?:feet|ft|yards|metres))`;

/** Words between two parts of a sentence: anything but the full stop that ends it ("Rs." is not one). */
const GAP = String.raw`(?:[^.]|\.(?!\s+[A-Z]))`;

export const CIVIL_ALLEGATION_RULES: readonly AllegationRule[] = [
  {
    name: 'Goods not of the contracted quality',
    nature: 'civil',
    pattern: new RegExp(
      String.raw`\bfail(?:ed|s)?\s+(?:the\s+|a\s+|its\s+)?[\w\s-]{0,30}?\b(?:test|inspection|quality\s+check)s?\b|\b(?:defective|sub-?standard|inferior|unfit\s+for|not\s+fit\s+for|spurious|adulterated)\b|\bnot\s+(?:of\s+)?(?:the\s+)?(?:agreed|contracted|promised|required|merchantable|specified|ordered)\s+(?:quality|grade|standard|specifications?|description)|\bdid\s+not\s+(?:meet|conform\s+to|match|correspond\s+with)\s+(?:the\s+)?(?:agreed\s+|contracted\s+)?(?:specifications?|samples?|description|standard|quality|grade)|\b${GOODS}\b${GAP}{0,80}?\b(?:damaged|broken|rejected|leak\w*)\b`,
      'i',
    ),
    provisions: {
      IN: [
        'Section 16 Sale of Goods Act 1930',
        'Section 15 Sale of Goods Act 1930',
        'Section 59 Sale of Goods Act 1930',
        'Section 61 Sale of Goods Act 1930',
        'Section 73 Indian Contract Act 1872',
      ],
      US: [
        'UCC § 2-314 (merchantability)',
        'UCC § 2-313 (express warranty)',
        'UCC § 2-315 (fitness for a particular purpose)',
        'UCC § 2-607(3)(a) (notice of breach)',
        'UCC § 2-711',
        'UCC § 2-714',
        'UCC § 2-715',
      ],
      UK: [
        'Sale of Goods Act 1979, s. 14',
        'Sale of Goods Act 1979, s. 13',
        'Sale of Goods Act 1979, s. 35',
        'Sale of Goods Act 1979, s. 53',
      ],
    },
  },
  {
    name: 'Non-delivery of goods',
    nature: 'civil',
    pattern: new RegExp(
      String.raw`\bnon-?delivery\b|\b(?:fail(?:ed|s)?\s+to|did\s+not|never|refused\s+to|neglected\s+to)\s+(?:deliver(?:ed)?|supply|supplied|dispatch(?:ed)?)\b${GAP}{0,60}?\b${GOODS}\b|\b${GOODS}\b${GAP}{0,60}?\b(?:were|was|have|has)\s+(?:not|never)\s+(?:been\s+)?(?:delivered|supplied|dispatched)\b`,
      'i',
    ),
    provisions: {
      IN: ['Section 57 Sale of Goods Act 1930', 'Section 73 Indian Contract Act 1872'],
      US: ['UCC § 2-713', 'UCC § 2-711', 'UCC § 2-715'],
      UK: ['Sale of Goods Act 1979, s. 51'],
    },
  },
  {
    name: 'Price of goods sold and delivered unpaid',
    nature: 'civil',
    pattern: new RegExp(
      String.raw`\b(?:fail(?:ed|s)?\s+to|did\s+not|never|refused\s+to)\s+(?:pay|clear|settle)\s+(?:the\s+|for\s+the\s+)?(?:price|invoices?|bills?|${GOODS})\b|\b(?:invoices?|bills?|price)\b${GAP}{0,60}?\b(?:remain(?:s|ed)?|is|are|was|were|still)\s+(?:unpaid|outstanding|due)\b|\bunpaid\s+(?:invoices?|bills?|price)\b`,
      'i',
    ),
    provisions: {
      IN: ['Section 55 Sale of Goods Act 1930', 'Section 61 Sale of Goods Act 1930'],
      US: ['UCC § 2-709 (action for the price)'],
      UK: ['Sale of Goods Act 1979, s. 49'],
    },
  },
  {
    name: 'Refund of money paid for a consideration that failed',
    nature: 'civil',
    pattern:
      /\b(?:refus\w*|fail\w*|did\s+not|never|neglected)\s+(?:to\s+)?(?:(?:replace|repair)\s+\w+\s+or\s+)?(?:refund|return|repay)\w*\s+(?:\w+\s+){0,3}?(?:advance|price|money|amount|deposit|sum|payment|consideration|it|them|rs\.?|inr|₹)|\b(?:refund|return)\s+of\s+(?:the\s+)?(?:advance|price|money|amount|deposit|sum|payment)\b|\bdemand\w*\s+(?:for\s+)?(?:\w+\s+or\s+)?(?:a\s+)?refund\b/i,
    provisions: {
      IN: [
        'Section 61 Sale of Goods Act 1930',
        'Section 65 Indian Contract Act 1872',
        'Section 73 Indian Contract Act 1872',
      ],
      US: ['Restitution (money had and received); UCC § 2-711 for the price of goods'],
      UK: ['Restitution for total failure of consideration (common law); Sale of Goods Act 1979, s. 54'],
    },
  },
  {
    name: 'Repayment of a loan',
    nature: 'civil',
    pattern: new RegExp(
      String.raw`\b(?:lent|loaned|advanced\s+a\s+loan|borrowed|hand\s+loan)\b|\bloan\b${GAP}{0,120}?\b(?:not|never|fail\w*\s+to|refus\w*\s+to)\s+(?:re)?pa(?:y|id)\b|\b(?:fail\w*\s+to|did\s+not|never|refus\w*\s+to)\s+repay\b`,
      'i',
    ),
    provisions: {
      IN: [
        'Order XXXVII Code of Civil Procedure 1908 (summary suit)',
        'Section 34 Code of Civil Procedure 1908 (interest)',
      ],
      US: ['Action for money lent (common law debt)'],
      UK: ['Action in debt for money lent; Limitation Act 1980, s. 6 (loans without a date for repayment)'],
    },
  },
  {
    name: 'Breach of contract',
    nature: 'civil',
    pattern:
      /\bbreach\w*\s+(?:of\s+)?(?:the\s+)?(?:contract|agreement|terms)\b|\b(?:fail\w*|refus\w*|neglect\w*)\s+to\s+(?:pay|deliver|perform|complete|refund|supply|honou?r|fulfil+|carry\s+out)\b|\b(?:did\s+not|never)\s+(?:pay|deliver|perform|complete|supply|honou?r|fulfil+)\b|\brepudiat\w*\s+(?:the\s+)?(?:contract|agreement)\b/i,
    provisions: {
      IN: ['Section 73 Indian Contract Act 1872'],
      US: ['Breach of contract (common law; UCC Article 2 for sale of goods)'],
      UK: ['Breach of contract (common law); Sale of Goods Act 1979 for goods'],
    },
  },
  {
    name: 'Recovery of money',
    nature: 'civil',
    pattern:
      /\b(?:recover\w*|outstanding|unpaid|due\s+amount|loan|dues|balance\s+(?:amount|due))\b.{0,150}?\b(?:rs\.?|₹|inr|\$|£|rupees|dollars|pounds|amount)\b|\b(?:rs\.?|₹|inr|\$|£)\s?[\d,.]+\s*(?:\/-)?\s+(?:is|was|remains|remained)\s+(?:due|outstanding|unpaid)\b/i,
    provisions: {
      IN: ['Order XXXVII Code of Civil Procedure 1908 (summary suit)', 'Section 73 Indian Contract Act 1872'],
      US: ['Action for money owed (common law debt)'],
      UK: ['Civil Procedure Rules Part 7 (money claim)'],
    },
  },
  {
    name: 'Specific performance',
    nature: 'civil',
    pattern: new RegExp(
      String.raw`\bspecific\s+performance\b|\b(?:execute|register)\s+(?:the\s+|a\s+)?sale\s+deed\b|\bsale\s+deed\b${GAP}{0,40}?\b(?:not|never)\s+(?:been\s+)?executed\b|\b(?:agreement|contract)\s+(?:to|for)\s+(?:sell|sale|purchase|buy)\b${GAP}{0,100}?\b${PROPERTY}\b|\b${PROPERTY}\b${GAP}{0,100}?\b(?:agreement|contract)\s+(?:to|for)\s+(?:sell|sale|purchase|buy)\b|\bearnest\s+money\b${GAP}{0,100}?\b${PROPERTY}\b`,
      'i',
    ),
    provisions: {
      IN: [
        'Section 10 Specific Relief Act 1963',
        'Section 16(c) Specific Relief Act 1963',
        'Section 21 Specific Relief Act 1963',
        'Section 22 Specific Relief Act 1963',
        'Section 52 Transfer of Property Act 1882',
      ],
      US: [
        'Specific performance of a contract for the sale of land (equity)',
        'The state’s statute of frauds',
      ],
      UK: ['Specific performance (equity)', 'Law of Property (Miscellaneous Provisions) Act 1989, s. 2'],
    },
  },
  {
    name: 'Injunction over property',
    nature: 'civil',
    pattern: new RegExp(
      String.raw`\b(?:trespass\w*|encroach\w*|dispossess\w*|injunction)\b|\b(?:interfer\w*|disturb\w*)\s+with\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+|my\s+|our\s+)?(?:peaceful\s+|lawful\s+)?(?:possession|enjoyment|property|land|plot)\b|\bforcibl[ey]\s+(?:enter\w*|occup\w*|took|tried|attempt\w*)\b|\b(?:demolish\w*|broke|pulled\s+down|damaged)\s+(?:the\s+|a\s+|his\s+|her\s+|their\s+)?boundary\s+wall\b|\bboundary\s+wall\b${GAP}{0,60}?\b(?:demolish\w*|broken|pulled\s+down|damaged|built|raised|constructed)\b`,
      'i',
    ),
    provisions: {
      IN: [
        'Section 38 Specific Relief Act 1963',
        'Order XXXIX Rules 1 and 2 Code of Civil Procedure 1908',
        'Section 6 Specific Relief Act 1963',
      ],
      US: [
        'Trespass to land (common law)',
        'Preliminary injunction (Fed. R. Civ. P. 65, or the state’s rule)',
      ],
      UK: ['Trespass to land (common law)', 'Interim injunction (Civil Procedure Rules Part 25)'],
    },
  },
  {
    name: 'Eviction of a tenant',
    nature: 'civil',
    pattern:
      /\b(?:tenant|tenancy|tenanted|lessee|evict\w*|landlord|arrears\s+of\s+rent|rent\s+arrears|notice\s+to\s+(?:quit|vacate))\b|\b(?:vacate|quit)\s+the\s+(?:premises|flat|house|shop|godown|property)\b/i,
    provisions: {
      IN: [
        'Section 106 Transfer of Property Act 1882',
        'Section 111 Transfer of Property Act 1882',
        'the State Rent Control Act',
      ],
      US: ['Unlawful detainer (state landlord-tenant law)'],
      UK: ['Housing Act 1988, s. 8', 'Civil Procedure Rules, Part 55'],
    },
  },
  {
    name: 'Deficiency in service',
    nature: 'civil',
    pattern: /\b(?:deficien\w*\s+in\s+service|unfair\s+trade\s+practice|consumer)\b/i,
    provisions: {
      IN: ['Section 35 Consumer Protection Act 2019'],
      US: ['State consumer protection (UDAP) law'],
      UK: ['Consumer Rights Act 2015'],
    },
  },
];
