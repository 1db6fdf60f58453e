/**
 * The words by which a caption names a party's side, in Indian, US and UK practice. The first side
 * brings the matter (petition, appeal, complaint, suit, claim); the second answers it.
 */
export type Side = 'petitioner' | 'respondent';

const FIRST_SIDE = [
  'petitioners?',
  'appellants?',
  'applicants?',
  'complainants?',
  'plaintiffs?',
  'claimants?',
  'revisionists?',
  'informants?',
  'prosecution',
];
const SECOND_SIDE = [
  'respondents?',
  'opposite[ -]+part(?:y|ies)',
  'defendants?',
  'non[ -]*applicants?',
  'accused',
  'opponents?',
  'contemnors?',
];

export const FIRST_SIDE_WORDS = FIRST_SIDE.join('|');
export const SECOND_SIDE_WORDS = SECOND_SIDE.join('|');
const ANY_SIDE = `${FIRST_SIDE_WORDS}|${SECOND_SIDE_WORDS}`;

const firstSide = new RegExp(`^(?:${FIRST_SIDE_WORDS})$`, 'i');

export function sideOf(roleWord: string): Side {
  return firstSide.test(roleWord.trim().replace(/\s+/g, ' ')) ? 'petitioner' : 'respondent';
}

/**
 * A role written after the party, at the end of its line behind a leader of dots, dashes or spaces:
 * `Kulbir Singh ....Petitioner`, `State of Haryana ..... Respondents.`, `]...Petitioner`,
 * `Nagarajan ... Appellant/Sole accused`.
 */
export const ROLE_AT_END = new RegExp(
  `^(.*?)(?:^|[\\s.…\\-–—_\\]:]+)(?:the\\s+)?(${ANY_SIDE})(?:\\s*\\(s\\))?(?:\\s*\\/\\s*[A-Za-z]+(?:\\s+[A-Za-z]+)?)?[\\s.:,;)]*$`,
  'i',
);

/**
 * A caption's party line, its role behind a leader of dots or dashes: `Meena Deshpande, aged 42, …
 * Pune ... Complainant`. The facts keep it whole, as one fact: split at the leader, the name lost
 * its role, and the wizard's next step, which reads the facts only, could not tell who complains
 * and who is accused.
 */
export const CAPTION_PARTY = new RegExp(
  `\\S\\s*(?:\\.{2,}|…|[-–—_]{2,})\\s*(?:the\\s+)?(?:${ANY_SIDE})[\\s.:,;)]*$`,
  'i',
);

/**
 * A role written before the party with a colon: `Petitioner :- Rajendra Maheshwari`,
 * `.......Respondent(s) : O.P.S. Bhadoriya`, or `Petitioner:` with the party on the next lines.
 */
export const ROLE_AT_START = new RegExp(
  `^[\\s.…\\-–—]*(?:the\\s+)?(${ANY_SIDE})(?:\\s*\\(s\\))?(?:\\s+no\\.?\\s*\\d+)?\\s*(?::-|:|-)\\s*(.*)$`,
  'i',
);

/** Words right before a role that make it a mention, not a caption: `Counsel for the petitioner`. */
export const NOT_A_CAPTION =
  /(?:\b(?:for|of|by|to|against|counsel|advocate|adv)\.?(?:\s+the)?\s*$)|\b(?:counsel|advocate)\b/i;
