import type { PackageFact } from '@lexi/shared/api/case-package';

/**
 * The facts of a cheque case as the drawer's side reads them (issue 15). The user who represents
 * the drawer types either the payee's story (from the notice or the complaint) or the drawer's own
 * instructions, or both: a draft for the drawer must not recite the payee's story as its own. Each
 * fact is the drawer's defence (by what it says: the cheque given as security, nothing due, the
 * amount paid, the notice not received, the cheque not issued to the payee), the drawer's own
 * telling (written as "our client"), a matter of record (the cheque's drawing and return, the
 * notice), or else the payee's allegation, which the drawer denies.
 */
export type DrawerDefence = 'security' | 'not_issued' | 'no_debt' | 'paid' | 'notice_not_received';

export type DrawerFacts = {
  /** Each defence the facts show, in the order a reply argues them, with the facts that show it. */
  defences: Array<{ defence: DrawerDefence; facts: string[] }>;
  /** The drawer's own telling that shows no defence by itself ("Our client runs a shop…"). */
  own: string[];
  /** The payee's allegations, to deny and put to strict proof (record and notice facts aside). */
  alleged: string[];
  /** Everything that is not the drawer's own: what the complaint alleges, record facts included. */
  complaint: string[];
};

const NEGATED = String.raw`\b(?:not|never|no|without|failed\s+to|refused\s+to|neglected\s+to)\b`;
const PAYER = /\b(?:accused|drawer|our\s+client|my\s+client|he|she)\b/i;
/** The payee paid or lent, or was paid nothing: the payee's story, not the drawer's payment. */
const PAYEE_PAID =
  /\b(?:complainant|payee|your\s+client)\b[^.;]{0,40}\b(?:paid|lent|advanced|gave)\b|\bby\s+the\s+(?:complainant|payee)\b|\bpaid\s+to\s+(?:the\s+)?(?:accused|drawer|our\s+client|my\s+client)\b|\bpaid\s+(?:nothing|no\b)/i;

/** The defences in the order a reply argues them: how the cheque came to be, the debt, the notice. */
const DEFENCES: ReadonlyArray<[DrawerDefence, (text: string) => boolean]> = [
  ['not_issued', (t) => /\bcheques?\b/i.test(t) && /\b(?:stolen|lost|misplaced|forged|misused)\b/i.test(t)],
  [
    'security',
    (t) =>
      /\b(?:as|by\s+way\s+of|towards)\s+(?:a\s+)?security\b|\bsecurity\s+cheques?\b|\bblank\s+(?:signed\s+)?cheques?\b|\bsigned\s+blank\b|\bundated\s+cheques?\b/i.test(
        t,
      ),
  ],
  [
    'no_debt',
    (t) =>
      /\bno\s+(?:legally\s+enforceable\s+)?(?:debt|liability|dues?|amount\s+(?:was\s+|is\s+)?(?:due|payable|outstanding))\b|\bnothing\s+(?:was\s+|is\s+|remained\s+)?(?:due|owed|owing|payable|outstanding)\b|\b(?:was|is|were)\s+not\s+(?:due|owed|payable|liable)\b|\bnot\s+liable\b|\bowe[sd]?\s+(?:nothing|no\s+(?:money|amount))\b|\btime[- ]barred\b|\b(?:were|was)\s+never\s+(?:supplied|delivered)\b|\bno\s+goods\s+(?:were\s+)?(?:ever\s+)?(?:supplied|delivered)\b/i.test(
        t,
      ),
  ],
  ['paid', (t) => paidByDrawer(t)],
  [
    'notice_not_received',
    (t) =>
      /\bnotice\b/i.test(t) &&
      (new RegExp(`${NEGATED}\\s+(?:been\\s+|ever\\s+)?(?:received|served|delivered)\\b`, 'i').test(t) ||
        /\b(?:wrong|incorrect|old|former)\s+address\b/i.test(t)),
  ],
];

/** The drawer paid (all or part): "our client repaid", "the amount was paid", not "did not pay". */
function paidByDrawer(text: string): boolean {
  const paid = /\b(?:re)?paid\b|\brepayment\b|\bsettled\b/i.exec(text);
  if (!paid || /\bunpaid\b/i.test(text.slice(paid.index - 2, paid.index + 8))) return false;
  const before = text.slice(0, paid.index);
  if (new RegExp(`${NEGATED}(?:\\s+\\w+){0,3}\\s*$`, 'i').test(before) || PAYEE_PAID.test(text)) return false;
  return PAYER.test(before) || /\b(?:was|were|has\s+been|had\s+been)\s+(?:\w+\s+)?$/i.test(before);
}

const OURS = /\b(?:our|my)\s+client\b/i;
const NOTICE = /\bnotice\b/i;
const CHEQUE = /\bcheques?\b|\breturn\s+memo\b/i;
/** A cheque's fact that also tells the payee's story of the debt ("… in discharge of his debt"). */
const PAYEE_CLAIM =
  /\bin\s+discharge\s+of\b|\btowards\b|\bliabilit(?:y|ies)\b|\bdebt\b|\bloan\b|\bprice\b|\bgoods\b/i;

/** The facts as the drawer's side reads them (see DrawerFacts). */
export function drawerFacts(facts: readonly PackageFact[]): DrawerFacts {
  const reading: DrawerFacts = { defences: [], own: [], alleged: [], complaint: [] };
  for (const { text } of facts) {
    const defence = DEFENCES.find(([, shows]) => shows(text))?.[0];
    if (defence) {
      const found = reading.defences.find((d) => d.defence === defence);
      if (found) found.facts.push(text);
      else reading.defences.push({ defence, facts: [text] });
      continue;
    }
    if (OURS.test(text)) {
      reading.own.push(text);
      continue;
    }
    reading.complaint.push(text);
    // The notice and the cheque's drawing and return are of record: the reply answers the notice
    // and admits what it may of the cheque in its own words, and denies the debt a cheque's fact
    // tells ("issued … towards the price of the goods").
    if (NOTICE.test(text)) continue;
    if (!CHEQUE.test(text) || PAYEE_CLAIM.test(text)) reading.alleged.push(text);
  }
  const order = DEFENCES.map(([defence]) => defence);
  reading.defences.sort((a, b) => order.indexOf(a.defence) - order.indexOf(b.defence));
  return reading;
}
