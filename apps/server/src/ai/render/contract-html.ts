import type { ContractDocument } from '../ai-provider.ts';
import { escapeHtml as e } from './escape-html.ts';

/**
 * The contract as semantic HTML for the editor (TipTap) and the browser's PDF export: h1, h2, p,
 * ol and a signature table, with no inline styles so that the app's stylesheet decides the look.
 * Clause numbers are written in the text, not left to list numbering, so that "4.2" reads the same
 * in the editor, the DOCX and a printed copy.
 */
export function renderContractHtml(doc: ContractDocument): string {
  const out: string[] = [];
  out.push(`<h1>${e(doc.title)}</h1>`);
  out.push(`<p>${e(doc.intro)}</p>`);
  out.push('<ol class="contract-parties">');
  for (const p of doc.parties) out.push(`<li><p><strong>${e(p.name)}</strong>, ${e(p.details)}</p></li>`);
  out.push('</ol>');
  if (doc.recitals.length > 0) {
    out.push('<h2>Background</h2>');
    doc.recitals.forEach((r, i) => {
      out.push(`<p>${String.fromCharCode(65 + i)}. ${e(r)}</p>`);
    });
  }
  out.push('<p>The Parties agree as follows:</p>');
  doc.sections.forEach((section, i) => {
    out.push(`<h2>${i + 1}. ${e(section.heading)}</h2>`);
    for (const clause of section.clauses) out.push(`<p>${e(clause.number)} ${e(clause.text)}</p>`);
  });
  out.push('<h2>Signatures</h2>');
  out.push(`<p>${e(doc.closing)}</p>`);
  out.push('<table class="contract-signatures"><tbody><tr>');
  for (const s of doc.signatures) {
    const lines = [
      `<p><strong>${e(s.role)}: ${e(s.partyName)}</strong></p>`,
      '<p>Signature: ____________________</p>',
      `<p>Name: ${e(s.signatoryName)}</p>`,
      ...(s.capacity ? [`<p>Title: ${e(s.capacity)}</p>`] : []),
      '<p>Date: ____________________</p>',
    ];
    out.push(`<td>${lines.join('')}</td>`);
  }
  out.push('</tr></tbody></table>');
  return out.join('\n');
}
