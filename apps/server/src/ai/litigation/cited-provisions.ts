import { BNS_TO_IPC, BNSS_TO_CRPC, penalProvision, procedureProvision } from './statute-table.ts';

const SECTION_LIST = String.raw`(?:sections?|secs?\.?|ss?\.|u\/s\.?|under\s+sections?)\s*((?:\d+[A-Z]?(?:\(\d+\))?(?:\s*(?:,|\/|&|and|r\/w|read\s+with)\s*)?)+)`;
// BNSS before BNS, and no letter after the name: "Section 483 BNSS" is the procedure code, not BNS.
const ACT = String.raw`(?:of\s+(?:the\s+)?)?(IPC|I\.P\.C\.?|Indian\s+Penal\s+Code|BNSS|Bharatiya\s+Nagarik\s+Suraksha\s+Sanhita|BNS|Bharatiya\s+Nyaya\s+Sanhita|Cr\.?P\.?C\.?|Code\s+of\s+Criminal\s+Procedure|N\.?I\.?\s*Act|Negotiable\s+Instruments\s+Act|[A-Z][A-Za-z().&' ]{2,60}?\bAct(?:,?\s+\d{4})?)`;
const CITATION = new RegExp(`${SECTION_LIST}\\s*,?\\s*${ACT}(?![A-Za-z])`, 'gi');

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
      else if (/^(?:BNSS|Bharatiya Nagarik Suraksha Sanhita)$/i.test(act)) {
        const crpc = BNSS_TO_CRPC[section];
        found.push(
          crpc ? `Section ${section} BNSS (formerly Section ${crpc} CrPC)` : `Section ${section} BNSS`,
        );
      } else if (/^(?:N\.?I\.? ?Act|Negotiable Instruments Act)$/i.test(act)) {
        found.push(`Section ${section} Negotiable Instruments Act 1881`);
      } else found.push(`Section ${section} ${act}`);
    }
  }
  return uniqueProvisions(found);
}

/**
 * One key per provision whatever code it is named by: "Section 420 IPC (now Section 318(4) BNS)"
 * and "Section 318(4) BNS (formerly Section 420 IPC)" are one offence, and so are a CrPC section
 * and its BNSS successor.
 */
export function provisionKey(provision: string): string {
  const match = /^Section\s+(\S+)\s+(IPC|BNS|CrPC|BNSS)\b/.exec(provision);
  if (!match) return provision.toLowerCase().replace(/\s+/g, ' ');
  const section = (match[1] ?? '').toUpperCase();
  switch (match[2]) {
    case 'IPC':
      return `ipc ${section}`;
    case 'BNS':
      return BNS_TO_IPC[section] ? `ipc ${BNS_TO_IPC[section]}` : `bns ${section}`;
    case 'CrPC':
      return `crpc ${section}`;
    default:
      return BNSS_TO_CRPC[section] ? `crpc ${BNSS_TO_CRPC[section]}` : `bnss ${section}`;
  }
}

/**
 * The Negotiable Instruments Act's sections on how a cheque case is tried (cognizance, summary
 * trial, interim compensation, service, evidence on affidavit, the bank's slip, compounding, the
 * deposit pending appeal) and its presumptions: a complaint cites them beside Section 138, the
 * offence.
 */
const NI_ACT_PROCEDURE = /^section (?:118|139|14[2-8]a?)\b.*\bnegotiable instruments act\b/;

/**
 * Whether a provision is of the criminal procedure (CrPC or BNSS, or the NI Act's own), not an
 * offence or a claim: a prayer asks for cognizance of offences, and an issue asks whether one was
 * committed.
 */
export function isProcedureProvision(provision: string): boolean {
  const key = provisionKey(provision);
  return /^(?:crpc|bnss) /.test(key) || NI_ACT_PROCEDURE.test(key);
}

/** Each provision once, the first wording of it kept (a citation of the old code and its successor are one). */
export function uniqueProvisions(provisions: Iterable<string>): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const provision of provisions) {
    const key = provisionKey(provision);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(provision);
  }
  return unique;
}
