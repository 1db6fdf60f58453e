import { extractCaptionParties } from './caption-parties.ts';
import { CAPTION_PARTY } from './role-words.ts';

export type FactParties = { complainant: string[]; accused: string[]; victim: string[] };

const HONORIFIC = String.raw`(?:(?:Mr|Mrs|Ms|Smt|Shri|Sri|Dr|Kumari|M\/s)\.?\s+)`;
const WORD = String.raw`(?:[A-Z](?:[a-z'’-]+|\.|[A-Z]+\b))`;
const NAME = String.raw`(${HONORIFIC}?${WORD}(?:\s+(?:${WORD}|@|alias|&|and\s+Sons|of)){0,5}(?:\s+(?:Pvt\.?\s+)?(?:Ltd|Limited|LLP|LLC|Inc|Corp|Co)\.?)?)`;
const ROLE_WORDS = {
  complainant: 'complainant|informant|plaintiff|petitioner|claimant|applicant',
  accused: String.raw`accused(?:\s+(?:no\.?\s*\d+|person))?|defendant|respondent(?:\s+no\.?\s*\d+)?|opposite\s+party`,
  victim: 'victim|deceased|injured|survivor',
};
const HARM =
  'cheated|assaulted|attacked|threatened|stabbed|killed|murdered|defrauded|beat|harassed|molested|injured|robbed|abused|hit';
const HARMED =
  'cheated|assaulted|attacked|threatened|stabbed|killed|murdered|defrauded|beaten|harassed|molested|injured|robbed|abused|hit';

/** Words that start a sentence in capitals but are not names. */
const NOT_A_NAME =
  /^(?:The|He|She|They|It|On|In|At|After|Before|When|While|Thereafter|Then|His|Her|Their|This|That|These|A|An|Police|Court|Section|Sections|FIR|Rs|INR|State|Government|Hon|Complainant|Accused|Victim|Plaintiff|Defendant|Petitioner|Respondent|Despite|However|Also|Both|All|One|Later|Subsequently|Since|As|By|From|To|Of|For|With|Upon)\b/;

/** "of" followed by a sum, not by a place or a firm: "cheated Suresh Patil of Rs 5,00,000". */
const OF_A_SUM = /\s+of\s+(?:Rs|INR|USD|GBP|Rupees|Dollars|Pounds|Lakh|Crore)\b.*$/i;

function clean(name: string): string | null {
  const trimmed = name
    .replace(OF_A_SUM, '')
    .replace(/\s+(?:and|&|of|@|alias)$/i, '')
    .replace(/[\s,.;:]+$/, (end) =>
      /\b[A-Z]$|Ltd$|Co$|Inc$|Corp$/.test(name.trimEnd().replace(/\.$/, '')) ? end.trim() : '',
    )
    .trim();
  const bare = trimmed.replace(new RegExp(`^${HONORIFIC}`), '');
  if (bare.length < 2 || NOT_A_NAME.test(bare)) return null;
  return trimmed;
}

function addTo(list: string[], name: string | undefined) {
  if (name === undefined) return;
  const cleaned = clean(name);
  if (cleaned && !list.some((n) => n.toLowerCase() === cleaned.toLowerCase())) list.push(cleaned);
}

/**
 * Who is who in the facts: parties named by their role (`the complainant, Ravi Kumar`, `accused
 * Suresh`), by what they did (`A lodged an FIR against B`, `A cheated B`, `B was assaulted by A`),
 * and the parties of a caption when the facts come from a filing.
 */
export function factParties(text: string): FactParties {
  const found: FactParties = { complainant: [], accused: [], victim: [] };
  const flat = text.replace(/\s+/g, ' ');
  for (const [role, words] of Object.entries(ROLE_WORDS) as Array<[keyof FactParties, string]>) {
    const after = new RegExp(
      `\\b(?:the\\s+)?(?:${words})\\s*,?\\s*(?:namely\\s+|viz\\.?\\s+|Mr\\.?\\s+)?${NAME}`,
      'g',
    );
    for (const m of flat.matchAll(after)) addTo(found[role], m[1]);
    const before = new RegExp(`${NAME}\\s*,?\\s*\\(?(?:the\\s+)?(?:${words})\\b`, 'g');
    for (const m of flat.matchAll(before)) addTo(found[role], m[1]);
  }
  const filed = new RegExp(
    `${NAME}\\s+(?:lodged|filed|registered|made|instituted)\\s+(?:an?\\s+|the\\s+)?(?:FIR|F\\.I\\.R\\.|complaint|suit|case|claim|petition)\\s+against\\s+${NAME}`,
    'g',
  );
  for (const m of flat.matchAll(filed)) {
    addTo(found.complainant, m[1]);
    addTo(found.accused, m[2]);
  }
  for (const m of flat.matchAll(new RegExp(`${NAME}\\s+(?:allegedly\\s+)?(?:${HARM})\\s+${NAME}`, 'g'))) {
    addTo(found.accused, m[1]);
    addTo(found.victim, m[2]);
  }
  for (const m of flat.matchAll(new RegExp(`${NAME}\\s+was\\s+(?:${HARMED})\\s+by\\s+${NAME}`, 'g'))) {
    addTo(found.victim, m[1]);
    addTo(found.accused, m[2]);
  }
  // Numbered facts with a caption's party lines among them (`2. Meena Deshpande ... Complainant`):
  // those lines alone are the caption, each its own paragraph, so that the fact numbered before
  // one is not read as a party of the same list.
  const partyLines = text
    .split('\n')
    .map((line) => line.replace(/^\s*\d{1,3}[.)]\s+/, ''))
    .filter((line) => CAPTION_PARTY.test(line));
  const caption = extractCaptionParties(partyLines.length > 0 ? partyLines.join('\n\n') : text);
  for (const name of caption.petitioners) addTo(found.complainant, name);
  for (const name of caption.respondents) addTo(found.accused, name);
  // A name read on both sides stays with the side that brings the case.
  found.accused = found.accused.filter((n) => !found.complainant.includes(n));
  return found;
}
