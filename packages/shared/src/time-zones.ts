/**
 * Time zones are named once, by their current IANA name. The ICU data of browsers and Node still
 * lists, and reports as the machine's zone, names IANA has since renamed (Asia/Calcutta for
 * Asia/Kolkata): those are folded into the current name wherever a zone is shown or stored. Zones
 * merged into another one (Europe/Bratislava into Europe/Prague) are places of their own and stay.
 */
const renamed: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'Africa/Timbuktu': 'Africa/Bamako',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Fort_Wayne': 'America/Indiana/Indianapolis',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Knox_IN': 'America/Indiana/Knox',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Rosario': 'America/Argentina/Cordoba',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Chungking': 'Asia/Chongqing',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Yap': 'Pacific/Chuuk',
  'Etc/UCT': 'UTC',
  'Etc/Universal': 'UTC',
  'Etc/UTC': 'UTC',
  'Etc/Zulu': 'UTC',
  UCT: 'UTC',
  Universal: 'UTC',
  Zulu: 'UTC',
};

/** The current IANA name of a zone: 'Asia/Calcutta' → 'Asia/Kolkata'; any other name as it is. */
export function canonicalTimeZone(zone: string): string {
  return renamed[zone] ?? zone;
}

/** A runtime's list of zones (Intl.supportedValuesOf), each under its current name once, sorted. */
export function timeZoneOptions(supported: readonly string[]): string[] {
  return [...new Set(supported.map(canonicalTimeZone))].sort((a, b) => a.localeCompare(b, 'en'));
}
