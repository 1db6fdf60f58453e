/**
 * Where a contract's operative part begins: after its recitals ("WHEREAS …", "RECITALS", "BACKGROUND")
 * at the words that turn to what the parties agree ("NOW, THEREFORE", "NOW IT IS AGREED", "IT IS
 * HEREBY AGREED", "NOW THIS AGREEMENT WITNESSETH"). A recital says why the parties contract, not what
 * binds them, so a change is proposed to the operative clause, not to the recital. 0 when the
 * contract has no recitals followed by such words in its first pages.
 */
const RECITALS = /\b(?:WHEREAS|RECITALS|BACKGROUND)\b/;
const AGREED =
  /\bNOW,?\s+(?:THEREFORE|IT\s+IS\s+(?:HEREBY\s+)?AGREED|THIS\s+(?:AGREEMENT|DEED)\s+WITNESSE(?:TH|S))\b|\bIT\s+IS\s+(?:HEREBY\s+)?(?:MUTUALLY\s+)?AGREED\b/i;
/** How far into the text recitals may run. */
const FIRST_PAGES = 20_000;

export function operativePartStart(text: string): number {
  const head = text.slice(0, FIRST_PAGES);
  const recitals = head.search(RECITALS);
  if (recitals < 0) return 0;
  const agreed = AGREED.exec(head.slice(recitals));
  return agreed === null ? 0 : recitals + agreed.index + agreed[0].length;
}
