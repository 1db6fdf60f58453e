import type { JudgementStance } from '@lexi/shared/api/case-package';

/**
 * Which way a judgement went, read from its words, and so whether it helps the side represented.
 * The rule: words of an outcome for the defence (acquittal, bail granted, proceedings quashed, suit
 * dismissed, time-barred) and words of an outcome for the complainant or plaintiff (conviction
 * upheld, bail refused or cancelled, suit decreed, damages awarded) are counted in the judgement's
 * passage and title. More defence words: it helps the accused or defendant and hurts the other side;
 * more complainant words: the reverse; a tie (or none): neutral. Civil cases map "victim" to the
 * plaintiff and "accused" to the defendant.
 */
const FOR_DEFENCE: ReadonlyArray<[RegExp, string]> = [
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
  [/\bnot\s+guilty\b|\bdischarged\b/i, 'not guilty or discharged'],
  [
    /\bsuit\s+(?:is\s+|was\s+)?dismissed\b|\bclaim\s+(?:is\s+|was\s+)?(?:dismissed|rejected)\b/i,
    'suit or claim dismissed',
  ],
  [/\bbarred\s+by\s+limitation\b|\btime[-\s]barred\b/i, 'time-barred'],
  [/\bpresumption\s+(?:was\s+|is\s+)?rebutted\b/i, 'presumption rebutted'],
];
const FOR_CLAIMANT: ReadonlyArray<[RegExp, string]> = [
  [
    /\bconviction\s+(?:is\s+|was\s+)?(?:upheld|confirmed|affirmed|sustained)\b|\b(?:upheld|confirmed|affirmed)\s+the\s+conviction\b/i,
    'conviction upheld',
  ],
  [/\bconvicted\b|\bfound\s+guilty\b/i, 'conviction'],
  [
    /\bbail\s+(?:is\s+|was\s+)?(?:rejected|refused|denied|cancelled)\b|\b(?:rejected|refused|denied|cancelled)\s+(?:the\s+)?bail\b|\bcancellation\s+of\s+bail\b/i,
    'bail refused or cancelled',
  ],
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
];

const hits = (text: string, cues: ReadonlyArray<[RegExp, string]>) =>
  cues.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);

export function judgementStance(
  text: string,
  representing: 'victim' | 'accused',
): { stance: JudgementStance; reason: string } {
  const defence = hits(text, FOR_DEFENCE);
  const claimant = hits(text, FOR_CLAIMANT);
  if (defence.length === claimant.length) {
    return {
      stance: 'neutral',
      reason:
        defence.length === 0
          ? 'The passage states the law without saying which way the court decided.'
          : `The passage has outcomes for both sides (${[...defence, ...claimant].join(', ')}).`,
    };
  }
  const favours = defence.length > claimant.length ? 'accused' : 'victim';
  const words = favours === 'accused' ? defence : claimant;
  const side = favours === 'accused' ? 'the accused or defendant' : 'the complainant or plaintiff';
  return {
    stance: favours === representing ? 'helps' : 'hurts',
    reason: `Its outcome (${words.join(', ')}) favours ${side}.`,
  };
}
