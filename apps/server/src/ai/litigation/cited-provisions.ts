import { BNS_TO_IPC, penalProvision, procedureProvision } from './statute-table.ts';

const SECTION_LIST = String.raw`(?:sections?|secs?\.?|ss?\.|u\/s\.?|under\s+sections?)\s*((?:\d+[A-Z]?(?:\(\d+\))?(?:\s*(?:,|\/|&|and|r\/w|read\s+with)\s*)?)+)`;
const ACT = String.raw`(?:of\s+(?:the\s+)?)?(IPC|I\.P\.C\.?|Indian\s+Penal\s+Code|BNS|Bharatiya\s+Nyaya\s+Sanhita|Cr\.?P\.?C\.?|Code\s+of\s+Criminal\s+Procedure|BNSS|N\.?I\.?\s*Act|Negotiable\s+Instruments\s+Act|[A-Z][A-Za-z().&' ]{2,60}?\bAct(?:,?\s+\d{4})?)`;
const CITATION = new RegExp(`${SECTION_LIST}\\s*,?\\s*${ACT}`, 'gi');

function sectionsOf(list: string): string[] {
  return list
    .split(/\s*(?:,|\/|&|\band\b|r\/w|read\s+with)\s*/i)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => /^\d+[A-Z]?(?:\(\d+\))?$/.test(s));
}

/** The provisions the facts cite themselves, each with its successor or predecessor where one exists. */
export function citedProvisions(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CITATION)) {
    const act = (match[2] ?? '').replace(/\s+/g, ' ').trim();
    for (const section of sectionsOf(match[1] ?? '')) {
      if (/^(?:IPC|I\.P\.C\.?|Indian Penal Code)$/i.test(act)) found.push(penalProvision(section));
      else if (/^(?:BNS|Bharatiya Nyaya Sanhita)$/i.test(act)) {
        const ipc = BNS_TO_IPC[section];
        found.push(ipc ? `Section ${section} BNS (formerly Section ${ipc} IPC)` : `Section ${section} BNS`);
      } else if (/^(?:Cr\.?P\.?C\.?|Code of Criminal Procedure)$/i.test(act))
        found.push(procedureProvision(section));
      else if (/^(?:N\.?I\.? ?Act|Negotiable Instruments Act)$/i.test(act)) {
        found.push(`Section ${section} Negotiable Instruments Act 1881`);
      } else found.push(`Section ${section} ${act}`);
    }
  }
  return [...new Set(found)];
}
