import type { GoverningPlace } from '../draft-context.ts';

export type UkLegalSystem = 'england' | 'scotland' | 'northern_ireland';

const SCOTTISH_PLACES = [
  'scotland',
  'edinburgh',
  'glasgow',
  'aberdeen',
  'dundee',
  'inverness',
  'stirling',
  'st andrews',
  'paisley',
  'lothian',
  'lanarkshire',
  'fife',
  'perthshire',
  'ayrshire',
  'argyll',
  'renfrewshire',
  'dunbartonshire',
  'aberdeenshire',
  'highland',
  'moray',
  'orkney',
  'shetland',
];
const NI_PLACES = ['northern ireland', 'belfast', 'derry', 'londonderry', 'lisburn', 'newry', 'armagh'];
const ENGLISH_OR_WELSH = ['england', 'wales'];

const mentions = (text: string, places: string[]) => places.some((p) => text.toLowerCase().includes(p));

/**
 * The UK has three legal systems. Scots law and Northern Irish law govern when the chosen place is
 * there; anywhere else (England, Wales, or a country outside the UK routed to the UK variant)
 * gets English law, the usual choice of international contracts.
 */
export function ukLegalSystem(place: GoverningPlace): UkLegalSystem {
  if (mentions(place.state, ['scotland'])) return 'scotland';
  if (mentions(place.state, ['northern ireland'])) return 'northern_ireland';
  if (mentions(place.state, ENGLISH_OR_WELSH)) return 'england';
  if (mentions(place.state, SCOTTISH_PLACES) || mentions(place.city ?? '', SCOTTISH_PLACES))
    return 'scotland';
  if (mentions(place.state, NI_PLACES) || mentions(place.city ?? '', NI_PLACES)) return 'northern_ireland';
  return 'england';
}
