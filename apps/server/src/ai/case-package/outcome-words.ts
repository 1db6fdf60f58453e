/**
 * Which way a judgement went, read from the words of its outcome (acquitted, bail granted, suit
 * decreed, injunction vacated…). Only words that say who won count: "the appeal is dismissed" is
 * no outcome for anyone until the text says whose appeal it was, and an outcome in a condition
 * ("if the injunction were refused") or denied ("not time-barred") is no outcome at all.
 */
type Cue = readonly [RegExp, string];

const RELIEF = String.raw`(?:interim\s+|temporary\s+|interlocutory\s+|preliminary\s+|ad[-\s]interim\s+|permanent\s+|perpetual\s+)?`;
const HAS_BEEN = String.raw`(?:is\s+|was\s+|were\s+|are\s+|has\s+been\s+|had\s+been\s+|stands\s+)?`;
/** "the injunction restraining the sale was": words between the relief and its fate, in one clause. */
const RELIEF_THEN = String.raw`(?:\s+[^\s.;:,]+){0,6}?\s+(?:is|was|were|has\s+been|had\s+been|stands)\s+`;
/** Not the first half of "granted or refused": a statement of what a court may do. */
const NOT_EITHER = String.raw`(?!\s+or\b)`;

const CLAIMANT_PARTY = String.raw`(?:plaintiffs?|claimants?|complainants?|prosecution|decree[-\s]holders?)`;
const DEFENCE_PARTY = String.raw`(?:defendants?|accused|convicts?|judgement[-\s]debtors?|judgment[-\s]debtors?)`;

/** "the plaintiff's appeal was allowed", "the appeal by the accused is dismissed". */
function appealOf(party: string, result: string): RegExp {
  return new RegExp(
    String.raw`\b${party}(?:['’]s|s['’])?\s+appeals?\s+${HAS_BEEN}(?:${result})\b|\bappeals?\s+(?:filed\s+|preferred\s+|brought\s+)?(?:by|of)\s+the\s+${party}\s+${HAS_BEEN}(?:${result})\b`,
    'i',
  );
}
const WON = 'allowed|succeeded|succeeds';
const LOST = 'dismissed|failed|fails|rejected';

export const FOR_DEFENCE: readonly Cue[] = [
  [/\bacquit(?:ted|tal)\b/i, 'acquittal'],
  [
    /\bbail\s+(?:is\s+|was\s+|be\s+)?(?:granted|allowed)\b|\bgrant(?:ed|ing)?\s+(?:of\s+)?(?:anticipatory\s+)?bail\b/i,
    'bail granted',
  ],
  [/\bquash(?:ed|ing)?\b/i, 'proceedings quashed'],
  [/\bbenefit\s+of\s+(?:the\s+)?doubt\b/i, 'benefit of the doubt'],
  [
    /\bconviction\s+(?:is\s+|was\s+)?set\s+aside\b|\bset\s+aside\s+the\s+conviction\b/i,
    'conviction set aside',
  ],
  [
    /\bnot\s+guilty\b|\b(?:accused|appellant|petitioner)\s+(?:is|was|were|are|stands)\s+discharged\b|\bdischarged\s+(?:the\s+accused|of\s+the\s+offence)/i,
    'not guilty or discharged',
  ],
  [
    /\bsuit\s+(?:is\s+|was\s+)?dismissed\b|\bclaim\s+(?:is\s+|was\s+)?(?:dismissed|rejected)\b|\bplaint\s+(?:is\s+|was\s+|must\s+be\s+)?rejected\b/i,
    'suit or claim dismissed',
  ],
  [/\bbarred\s+by\s+limitation\b|\btime[-\s]barred\b/i, 'time-barred'],
  [/\bpresumption\s+(?:was\s+|is\s+)?rebutted\b/i, 'presumption rebutted'],
  [
    new RegExp(
      String.raw`\b${RELIEF}injunction(?:\s+${HAS_BEEN}|${RELIEF_THEN})(?:refused|declined|vacated|dissolved|discharged|set\s+aside|lifted)\b|\b(?:refused|declined)\s+(?:to\s+grant\s+)?(?:an?\s+|the\s+)?${RELIEF}injunction\b|\b(?:vacated|dissolved|discharged|lifted)\s+the\s+${RELIEF}injunction\b`,
      'i',
    ),
    'injunction refused or vacated',
  ],
  [
    /\bspecific\s+performance\s+(?:is\s+|was\s+)?(?:refused|declined|denied)\b|\b(?:refused|declined|denied)\s+(?:to\s+(?:grant|decree)\s+)?specific\s+performance\b/i,
    'specific performance refused',
  ],
  [
    /\bdamages\s+(?:are\s+|were\s+|was\s+|is\s+)?(?:refused|disallowed|denied)\b|\bentitled\s+to\s+no\s+damages\b|\bnot\s+entitled\s+to\s+(?:any\s+)?damages\b/i,
    'damages refused',
  ],
  [
    new RegExp(String.raw`\b${CLAIMANT_PARTY}\s+(?:could|can|may)\s*not\s+recover\b`, 'i'),
    'the claim could not be recovered',
  ],
  [appealOf(CLAIMANT_PARTY, LOST), 'the claimant’s appeal dismissed'],
  [appealOf(DEFENCE_PARTY, WON), 'the defendant’s or accused’s appeal allowed'],
];

export const FOR_CLAIMANT: readonly Cue[] = [
  [
    /\bconviction\s+(?:is\s+|was\s+)?(?:upheld|confirmed|affirmed|sustained)\b|\b(?:upheld|confirmed|affirmed)\s+the\s+conviction\b/i,
    'conviction upheld',
  ],
  [/\bconvicted\b|\bfound\s+guilty\b/i, 'conviction'],
  [
    /\bbail\s+(?:is\s+|was\s+)?(?:rejected|refused|denied|cancelled)\b|\b(?:rejected|refused|denied|cancelled)\s+(?:the\s+)?bail\b|\bcancellation\s+of\s+bail\b/i,
    'bail refused or cancelled',
  ],
  [/\b(?:refused|declined)\s+to\s+quash\b/i, 'quashing refused'],
  [/\brestored\s+(?:the|a)\s+complaint\b|\bcomplaint\s+(?:is\s+|was\s+)?restored\b/i, 'complaint restored'],
  [
    /\bsuit\s+(?:is\s+|was\s+)?decreed\b|\bdecree\s+(?:for|in\s+favour\s+of)\s+the\s+plaintiff\b/i,
    'suit decreed',
  ],
  [
    /\bdamages\s+(?:were\s+|are\s+)?awarded\b|\bawarded\s+damages\b|\bheld\s+liable\b/i,
    'liability or damages',
  ],
  [/\bspecific\s+performance\s+(?:was\s+|is\s+)?(?:granted|decreed)\b/i, 'specific performance granted'],
  [/\bpresumption\s+under\s+section\s+139\b|\bstatutory\s+presumption\b/i, 'statutory presumption applied'],
  [
    new RegExp(
      String.raw`\b${RELIEF}injunction(?:\s+${HAS_BEEN}|${RELIEF_THEN})(?:granted|restored|confirmed|made\s+absolute)\b${NOT_EITHER}|\bgrant(?:ed|s)?\s+(?:an?\s+|the\s+)?${RELIEF}injunction\b${NOT_EITHER}|\b(?:restored|confirmed)\s+the\s+${RELIEF}injunction\b`,
      'i',
    ),
    'injunction granted or restored',
  ],
  [
    /\beviction\s+(?:is\s+|was\s+)?(?:ordered|decreed)\b|\bdecree\s+(?:for|of)\s+eviction\b|\bordered\s+(?:the\s+)?eviction\b/i,
    'eviction ordered',
  ],
  [appealOf(CLAIMANT_PARTY, WON), 'the claimant’s appeal allowed'],
  [appealOf(DEFENCE_PARTY, LOST), 'the defendant’s or accused’s appeal dismissed'],
];

/** Words before a match that make it no outcome: a condition, a denial, a refusal to do it. */
const HYPOTHETICAL = /\b(?:if|unless|whether|should|would|may|might|can|could)\b/i;
const DENIED = /\b(?:not|never|no)\s+(?:\w+\s+)?$|\b(?:refused|declined|refusing|declining)\s+to\s+$/i;

/** The clause a match is in, up to the match: text since the last sentence or clause mark. */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 160), index);
  const mark = Math.max(...[...'.;:,(\n'].map((c) => before.lastIndexOf(c)));
  return before.slice(mark + 1);
}

function stated(text: string, pattern: RegExp): boolean {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of text.matchAll(global)) {
    const clause = clauseBefore(text, match.index);
    if (!HYPOTHETICAL.test(clause) && !DENIED.test(clause)) return true;
  }
  return false;
}

const hits = (text: string, cues: readonly Cue[]) =>
  cues.filter(([pattern]) => stated(text, pattern)).map(([, name]) => name);

/** The outcomes a text states for each side, by name. */
export function outcomeWords(text: string): { defence: string[]; claimant: string[] } {
  return { defence: hits(text, FOR_DEFENCE), claimant: hits(text, FOR_CLAIMANT) };
}
