import type { PackageFact } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import type { CaseInput } from './case-input.ts';

/**
 * The documents and things a fact names, each with what to collect: a fact that mentions a
 * laboratory test calls for the test report, one that mentions demands for copies of them with
 * proof of delivery, and so on (a few in the words of the case's jurisdiction). Read from the
 * facts, in the order of this list.
 */
const KINDS: ReadonlyArray<[RegExp, string | Record<Jurisdiction, string>]> = [
  [/\bcheque\b/i, 'The cheque and the bank’s return memo'],
  [
    /\b(?:laborator(?:y|ies)|lab)\b|\btest(?:ed|s)?\b|\binspect(?:ion|ed)\b|\banalys[ie]s\b|\bsurvey(?:or)?\b/i,
    'The test or inspection report, with who took the sample, from which lot, and by what standard',
  ],
  [
    /\bdefective|sub-?standard|damaged|broken|adulterated|\bfailed\s+the\b/i,
    'The goods themselves, or sealed samples of them, kept unaltered for inspection',
  ],
  [
    /\b(?:purchase\s+order|ordered|order\s+(?:no\.?|dated|of|for))\b/i,
    'The purchase order or order confirmation, with the specification it states',
  ],
  [/\bagreement|contract\b/i, 'The agreement or contract'],
  [/\b(?:receipts?|invoices?|bills?)\b/i, 'Receipts and invoices'],
  [
    /\b(?:paid|payment|advance|deposited)\b/i,
    'Proof of payment: the bank statement, payment advice or receipt',
  ],
  [
    /\b(?:deliver(?:ed|y)|dispatched|challan|consignment|lorry\s+receipt|e-?way\s+bill)\b/i,
    {
      IN: 'The delivery challan, lorry receipt or goods received note (the date of delivery)',
      US: 'The delivery receipt, bill of lading or goods received note (the date of delivery)',
      UK: 'The delivery note, consignment note or goods received note (the date of delivery)',
    },
  ],
  [
    // A loan between the parties; not the client's own bank loan or mortgage for a price (below).
    /\b(?:lent|borrowed|promissory\s+note)\b|(?<!\b(?:bank|home|housing|car|mortgage)\s+)\bloan\b(?!\s+(?:sanction|commitment))/i,
    'The loan agreement or promissory note, the transfer of the money, and any acknowledgment of the debt',
  ],
  [
    /\b(?:bank|home|housing)\s+loan\b|\bmortgage\s+(?:commitment|approval|offer)|\bloan\s+sanction/i,
    'Proof of the funds for the price: the loan sanction letter or mortgage commitment and bank statements (to show readiness to pay)',
  ],
  [
    /\b(?:demands?|letters?|notices?|reminders?)\b/i,
    'Copies of the demands, letters and notices, with proof of dispatch and of delivery (postal receipts, acknowledgment cards)',
  ],
  [/\bF\.?I\.?R\.?\b|first\s+information\s+report/i, 'The FIR and its acknowledgement'],
  [/\bmedical|injur|hospital|post[-\s]?mortem\b/i, 'Medical records (injury report, post-mortem report)'],
  [
    /\bbank\s+(?:statement|account|transfer)|\bNEFT|RTGS|UPI|wire\s+transfer\b/i,
    'Bank statements showing the transfers',
  ],
  [
    /\be-?mail|whats\s?app|messages?|sms\b/i,
    {
      IN: 'E-mails and messages (with a certificate under Section 63 Bharatiya Sakshya Adhiniyam)',
      US: 'E-mails and messages, with a witness who can authenticate them (Federal Rules of Evidence, Rule 901, or the state’s rule)',
      UK: 'E-mails and messages, in their native form with their metadata',
    },
  ],
  [/\bCCTV|photograph|video\b/i, 'CCTV footage, photographs and videos'],
  [/\bwitness|saw|eye-?witness\b/i, 'Statements of the witnesses named in the facts'],
  [
    /\bsale\s+deed|title\s+deed|\bowns?\b.{0,40}\b(?:house|flat|plot|land|property)\b/i,
    {
      IN: 'Title documents of the property: the sale deed, mutation and revenue records, encumbrance certificate',
      US: 'Title documents of the property: the recorded deed and a title search',
      UK: 'Title documents of the property: the official copy of the register and the title plan (HM Land Registry)',
    },
  ],
  [
    /\b(?:lease|tenan(?:t|cy)|rent(?:al)?|landlord)\b|\blet\s+(?:the|a|an|his|her|its)\s+(?:flat|house|premises|shop|property|room|apartment|office)\b/i,
    'The lease or rent agreement, the rent receipts and the rent account',
  ],
];

const shortQuote = (text: string) => {
  const trimmed = text.replace(/[.;:,\s]+$/, '');
  return `“${trimmed.length > 160 ? `${trimmed.slice(0, 157)}…` : trimmed}”`;
};

/**
 * The evidence to collect: the case files, then each document or thing the facts (or the wizard's
 * allegations) name, with the sentence that names it.
 */
export function caseEvidence(
  input: CaseInput,
  facts: readonly PackageFact[],
  text: string,
  jurisdiction: Jurisdiction,
): string[] {
  const files = input.files.map(
    (f) => `The case file “${f.name}” (${f.pages} ${f.pages === 1 ? 'page' : 'pages'})`,
  );
  const sentences = facts.map((f) => f.text);
  const named = KINDS.flatMap(([pattern, kind]) => {
    const item = typeof kind === 'string' ? kind : kind[jurisdiction];
    const sentence = sentences.find((s) => pattern.test(s));
    if (sentence) return [`${item}: the facts say ${shortQuote(sentence)}`];
    // Named only outside the chronology (the wizard's allegations): listed without a quote.
    return pattern.test(text) ? [item] : [];
  });
  return [...files, ...named];
}
