import { extractCourt } from '../litigation/caption-court.ts';

const NOT_PLACES = new Set(
  'The This That January February March April May June July August September October November December Court Section Police Station Bank India Act Rs Mr Mrs Ms Smt Shri Order Rule Article Code Law High Supreme District Sessions On In At He She They It His Her Under'.split(
    ' ',
  ),
);

export type CasePlaces = {
  /** The place the facts name most after "at" or "in": where the drafts are signed, never the court's seat. */
  place: string | null;
  policeStation: string | null;
  /** The district of the FIR's police station ("Kothrud Police Station, Pune"): the court's seat. */
  district: string | null;
  /** The court of the filing's caption. */
  court: string | null;
};

const NAME = String.raw`[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?`;
/** After the station: ", Pune", ", District Dehradun", " Dist. Pune", ", Pune District". */
const DISTRICT = String.raw`(?:(?:\s*,\s*|\s+)(?:District|Dist\.?)\s+|\s*,\s*)([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)`;
/** "Police Station Kotwali" / "P.S. Kotwali", then maybe its district. */
const STATION_NAMED_AFTER = new RegExp(
  String.raw`\b(?:Police\s+Station|P\.\s?S\.)\s+(${NAME})(?:${DISTRICT})?`,
);
/** "Kothrud Police Station", then maybe its district. */
const STATION_NAMED_BEFORE = new RegExp(String.raw`\b(${NAME})\s+Police\s+Station\b(?:${DISTRICT})?`);

const isPlaceName = (name: string, parties: string) =>
  !name.split(' ').some((w) => NOT_PLACES.has(w)) && !(parties !== '' && parties.includes(name));

/** The FIR's police station, and its district when the text gives it, from the first station named. */
function stationOf(text: string, parties: string): { station: string | null; district: string | null } {
  const found = [STATION_NAMED_AFTER.exec(text), STATION_NAMED_BEFORE.exec(text)]
    .filter((m) => m !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return { station: null, district: null };
  // "the Kothrud Police Station": the station is Kothrud.
  const station = (found[1] ?? '').replace(/^(?:The|This|That|At|In)\s+/, '');
  const district = found[2]?.replace(/\s+District$/, '') ?? null;
  return { station, district: district && isPlaceName(district, parties) ? district : null };
}

/**
 * Where the case is, from its text: the court of a caption, the police station named and its
 * district, and the place most often written after "at" or "in" (a capitalised name that is not a
 * party's) in `placeText`: the facts as the lawyer edited them, so a place corrected in the wizard
 * wins over the file's original. Only the caption and the station say where the court sits; a
 * place of the facts is where something happened.
 */
export function casePlaces(text: string, partyNames: readonly string[], placeText = text): CasePlaces {
  const parties = partyNames.join(' ');
  const counts = new Map<string, number>();
  for (const m of placeText.matchAll(/\b(?:at|in)\s+([A-Z][a-z]{2,}(?:\s[A-Z][a-z]{2,})?)\b/g)) {
    const name = m[1] ?? '';
    if (!isPlaceName(name, parties)) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const place = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const { station, district } = stationOf(text, parties);
  return { place, policeStation: station, district, court: extractCourt(text) };
}
