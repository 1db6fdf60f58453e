import type { ContractDocument } from '../ai-provider.ts';

/** The contract as plain text (the spec's `contract_text`): the same order and numbers as the HTML. */
export function renderContractText(doc: ContractDocument): string {
  const out: string[] = [doc.title.toUpperCase(), '', doc.intro, ''];
  doc.parties.forEach((p, i) => {
    out.push(`(${i + 1}) ${p.name}, ${p.details}`, '');
  });
  if (doc.recitals.length > 0) {
    out.push('BACKGROUND', '');
    doc.recitals.forEach((r, i) => {
      out.push(`${String.fromCharCode(65 + i)}. ${r}`);
    });
    out.push('');
  }
  out.push('The Parties agree as follows:', '');
  doc.sections.forEach((section, i) => {
    out.push(`${i + 1}. ${section.heading.toUpperCase()}`, '');
    for (const clause of section.clauses) out.push(`${clause.number} ${clause.text}`, '');
  });
  out.push('SIGNATURES', '', doc.closing, '');
  for (const s of doc.signatures) {
    out.push(`${s.role}: ${s.partyName}`, 'Signature: ____________________', `Name: ${s.signatoryName}`);
    if (s.capacity) out.push(`Title: ${s.capacity}`);
    out.push('Date: ____________________', '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
