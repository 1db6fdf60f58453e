import { jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';

/**
 * The governing law: the state or country whose law the governing-law sentence names. Which sentence:
 * one that says the agreement is governed, construed or interpreted by law, "governed" first (a
 * sentence that only construes or submits to a court is a weaker sign). Which place: a known
 * jurisdiction named after the word "law" ("the laws of the State of New York", "the laws in force in
 * the Province of Ontario"), or before it ("English law", "New York law"), or before "the laws
 * thereof" ("made in the State of California and governed by the laws thereof"). Choice-of-law
 * phrases ("without regard to conflicts of law") are read past, and places are matched in capitals too.
 */

/** Countries and the sub-national units whose law contracts choose, with the adjectives that name their law. */
const PLACES: readonly { name: string; also?: readonly string[] }[] = [
  ...jurisdictionRules.us.governingStates.map((s) => ({ name: s.name })),
  ...jurisdictionRules.india.governingStates.map((s) => ({ name: s.name })),
  { name: 'England and Wales', also: ['England & Wales'] },
  { name: 'England', also: ['English'] },
  { name: 'Scotland', also: ['Scottish', 'Scots'] },
  { name: 'Northern Ireland' },
  ...[
    'Ontario',
    'Quebec',
    'British Columbia',
    'Alberta',
    'Manitoba',
    'Saskatchewan',
    'Nova Scotia',
    'New Brunswick',
    'New South Wales',
    'Victoria',
    'Queensland',
    'Hong Kong',
    'Macau',
    'Bermuda',
    'Cayman Islands',
    'British Virgin Islands',
    'Puerto Rico',
  ].map((name) => ({ name })),
  { name: 'United States', also: ['United States of America', 'U.S.A.', 'USA', 'U.S.'] },
  { name: 'United Kingdom', also: ['UK', 'British'] },
  { name: 'Canada', also: ['Canadian'] },
  { name: 'China', also: ["People's Republic of China", 'PRC', 'P.R.C.', 'Chinese'] },
  { name: 'India', also: ['Indian'] },
  { name: 'Israel', also: ['Israeli'] },
  { name: 'Switzerland', also: ['Swiss'] },
  { name: 'Germany', also: ['German'] },
  { name: 'France', also: ['French'] },
  { name: 'Italy', also: ['Italian'] },
  { name: 'Spain', also: ['Spanish'] },
  { name: 'Netherlands', also: ['Dutch'] },
  { name: 'Belgium', also: ['Belgian'] },
  { name: 'Luxembourg' },
  { name: 'Ireland', also: ['Irish'] },
  { name: 'Sweden', also: ['Swedish'] },
  { name: 'Norway', also: ['Norwegian'] },
  { name: 'Denmark', also: ['Danish'] },
  { name: 'Finland', also: ['Finnish'] },
  { name: 'Austria', also: ['Austrian'] },
  { name: 'Japan', also: ['Japanese'] },
  { name: 'Korea', also: ['Republic of Korea', 'South Korea', 'Korean'] },
  { name: 'Taiwan' },
  { name: 'Singapore' },
  { name: 'Malaysia', also: ['Malaysian'] },
  { name: 'Thailand', also: ['Thai'] },
  { name: 'Philippines' },
  { name: 'Indonesia', also: ['Indonesian'] },
  { name: 'Vietnam' },
  { name: 'Australia', also: ['Australian'] },
  { name: 'New Zealand' },
  { name: 'Mexico', also: ['Mexican'] },
  { name: 'Brazil', also: ['Brazilian'] },
  { name: 'Argentina' },
  { name: 'Chile' },
  { name: 'Colombia', also: ['Colombian'] },
  { name: 'Peru' },
  { name: 'South Africa' },
  { name: 'Nigeria' },
  { name: 'Kenya' },
  { name: 'Egypt' },
  { name: 'United Arab Emirates', also: ['UAE', 'Dubai'] },
  { name: 'Saudi Arabia' },
  { name: 'Turkey' },
  { name: 'Russia', also: ['Russian Federation', 'Russian'] },
  { name: 'Poland', also: ['Polish'] },
  { name: 'Greece', also: ['Greek'] },
  { name: 'Portugal', also: ['Portuguese'] },
  { name: 'Cyprus' },
  { name: 'Malta' },
  { name: 'Vanuatu' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every form, longest first, so that "New York" is not read as "York" nor "England and Wales" as "England". */
const FORMS = PLACES.flatMap((place) => [place.name, ...(place.also ?? [])].map((form) => ({ form, place })))
  // "Washington" is also a city, "Victoria" a name, "Georgia" a country: each is still read as the state.
  .sort((a, b) => b.form.length - a.form.length);
const PLACE = new RegExp(
  `(?<![\\p{L}])(?:${FORMS.map((f) => escapeRegExp(f.form).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}])`,
  'giu',
);
const formKey = (form: string) => form.toLowerCase().replace(/\s+/g, ' ');
const placeOf = (form: string) => FORMS.find((f) => formKey(f.form) === formKey(form))?.place.name ?? form;

/** Phrases about the choice of law itself, which name no place: "without regard to conflicts of laws". */
const CHOICE_OF_LAW =
  /\b(?:conflicts?|choice|principles?|rules?)\s+of\s+laws?\b|\blaws?\s+(?:that|which)\s+(?:might|would|could)\b|\bapplicable\s+law\b/gi;
const LAW = /\blaws?\b/gi;
const INCORPORATED =
  /(?:organi[sz]ed|incorporated|existing|formed|registered|chartered|established|created)\s+(?:and\s+existing\s+)?(?:under|pursuant\s+to)\s+(?:the\s+)?$/i;
const GOVERNED = /\b(?:govern(?:ed|s|ing)?)\b/i;
const CONSTRUED = /\b(?:constru(?:ed|e|ction)|interpret(?:ed|ation)?|enforced|controlled|subject\s+to)\b/i;

const FEDERAL = 'United States';

type Mention = { index: number; end: number; name: string; form: string };

/** The place the law of one sentence is chosen from, or null. */
export function lawOfSentence(sentence: string): string | null {
  if (!GOVERNED.test(sentence) && !CONSTRUED.test(sentence)) return null;
  const plain = sentence.replace(CHOICE_OF_LAW, (phrase) => ' '.repeat(phrase.length));
  const laws = [...plain.matchAll(LAW)];
  if (laws.length === 0) return null;
  const mentions: Mention[] = [...plain.matchAll(PLACE)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    name: placeOf(m[0]),
    form: m[0],
  }));
  for (const law of laws) {
    // "a corporation organized under the laws of the State of Delaware" says where a party is from.
    if (INCORPORATED.test(plain.slice(Math.max(0, law.index - 60), law.index))) continue;
    // "English law", "New York law", "PRC Laws": the place right before the word.
    const before = mentions.find((m) => m.end <= law.index && /^\s*$/.test(plain.slice(m.end, law.index)));
    if (before !== undefined) return before.name;
    // "the laws of the State of New York", "the laws in force in the Province of Ontario"; with "the
    // laws of the United States and the State of Florida", the state's (contracts are state law).
    const after = /^laws?\s*[.:;]/i.test(plain.slice(law.index)) // a heading: "Governing Law."
      ? []
      : mentions.filter((m) => m.index > law.index && m.index - law.index < 120);
    const place = after.find((m) => m.name !== FEDERAL) ?? after[0];
    if (place !== undefined) return place.name;
    // "made in the State of California and governed by the laws thereof".
    if (
      /^laws?\s+(?:thereof|of\s+(?:such|that|said)\s+(?:state|country|jurisdiction))/i.test(
        plain.slice(law.index),
      )
    ) {
      const earlier = mentions.filter((m) => m.index < law.index).at(-1);
      if (earlier !== undefined) return earlier.name;
    }
  }
  return null;
}

/** The governing-law clause itself: "This Agreement shall be governed by", "the laws of X govern this Agreement". */
const CLAUSE =
  /\b(?:agreement|contract)\b[^.;]{0,150}?\b(?:govern(?:ed|s)|constru(?:ed|e)|interpret(?:ed)?|enforced)\b|\blaws?\b[^.;]{0,150}\bgovern\b|\bgoverning\s+law\b/i;

/**
 * The governing law of the contract: of the sentences that name a place, the first governing-law
 * clause ("This Agreement shall be governed by"), else the first that governs, else the first that
 * construes.
 */
export function governingLaw(sentences: readonly string[]): string | null {
  let best: { place: string; rank: number } | null = null;
  for (const sentence of sentences) {
    const place = lawOfSentence(sentence);
    if (place === null) continue;
    const rank = CLAUSE.test(sentence) ? 3 : GOVERNED.test(sentence) ? 2 : 1;
    if (rank === 3) return place;
    if (best === null || rank > best.rank) best = { place, rank };
  }
  return best?.place ?? null;
}
