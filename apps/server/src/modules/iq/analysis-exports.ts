import { Document, Packer, Paragraph, TextRun } from 'docx';
import { negotiatedRuns } from '../../ai/iq/proposals.ts';
import type { RedlineRun } from '../../ai/iq/redline-diff.ts';
import { DEFAULT_RUN_FONTS } from '../../lib/docx/script-runs.ts';
import { renderHtmlPdf } from '../../lib/pdf/html-to-pdf.ts';
import type { AnalysisRow } from './analyses.table.ts';

/** A download name made of the uploaded file's name, without its extension or unsafe characters. */
export function exportName(row: AnalysisRow, suffix: string): string {
  const base =
    row.fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .-]+/g, '')
      .trim() || 'Contract';
  return `${base}${suffix}`;
}

/** Redline runs as DOCX paragraphs: deletions struck through in red, insertions underlined in blue. */
function redlineParagraphs(runs: readonly RedlineRun[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: TextRun[] = [];
  const style = (kind: RedlineRun['kind']) =>
    kind === 'delete'
      ? { strike: true, color: 'C00000' }
      : kind === 'insert'
        ? { underline: {}, color: '1F4E9E' }
        : {};
  for (const run of runs) {
    run.text.split(/\n\s*\n/).forEach((piece, index) => {
      if (index > 0) {
        paragraphs.push(new Paragraph({ children: current, spacing: { after: 160 } }));
        current = [];
      }
      const text = piece.replace(/\s*\n\s*/g, ' ');
      if (text !== '') current.push(new TextRun({ text, ...style(run.kind) }));
    });
  }
  if (current.length > 0) paragraphs.push(new Paragraph({ children: current }));
  return paragraphs;
}

/** The negotiated contract: every accepted proposal applied, as tracked-change style runs. */
export async function negotiatedDocx(row: AnalysisRow): Promise<Buffer> {
  const document = new Document({
    title: row.fileName,
    creator: 'LeXi',
    styles: { default: { document: { run: { font: DEFAULT_RUN_FONTS, size: 22 } } } },
    sections: [{ children: redlineParagraphs(negotiatedRuns(row.text, row.proposals)) }],
  });
  return Packer.toBuffer(document);
}

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The summary memo: key facts, score, findings by risk, missing clauses and the proposals' decisions. */
export async function memoPdf(row: AnalysisRow): Promise<Buffer> {
  const result = row.result;
  const parts: string[] = [`<h1>Contract review memo</h1>`, `<p>${html(row.fileName)}</p>`];
  if (result) {
    const facts = result.key_facts;
    const fact = (label: string, value: string | null) => `<li>${label}: ${html(value ?? 'not stated')}</li>`;
    parts.push(
      '<h2>Key facts</h2><ul>',
      fact('Parties', facts.parties.join('; ') || null),
      fact('Agreement date', facts.agreement_date),
      fact('Effective date', facts.effective_date),
      fact('Expiration date', facts.expiration_date),
      fact('Governing law', facts.governing_law),
      fact('Renewal term', facts.renewal_term),
      fact('Notice period', facts.notice_period),
      '</ul>',
      `<h2>Score: ${result.score.score} / 100</h2>`,
      `<p>${result.score.high} high, ${result.score.medium} medium and ${result.score.low} low risks; ${result.score.missing} expected clauses missing.</p>`,
      '<h2>Findings</h2>',
    );
    for (const level of ['high', 'medium', 'low', 'none'] as const) {
      for (const finding of result.findings.filter((f) => f.risk === level)) {
        parts.push(`<h3>${html(finding.category)} (${level} risk)</h3><p>${html(finding.reason)}</p>`);
        const first = finding.spans[0];
        if (first) parts.push(`<blockquote>${html(first.text)}</blockquote>`);
      }
    }
    if (result.missing.length > 0) {
      parts.push('<h2>Missing clauses</h2><ul>');
      for (const m of result.missing) parts.push(`<li>${html(m.category)}: ${html(m.why)}</li>`);
      parts.push('</ul>');
    }
  }
  if (row.proposals.length > 0) {
    parts.push('<h2>Proposed changes</h2>');
    for (const p of row.proposals) {
      parts.push(
        `<h3>${html(p.category)} (${p.status})</h3><p>${html(p.proposed)}</p><p>${html(p.rationale)}</p>`,
      );
    }
  }
  return renderHtmlPdf(parts.join(''), `Memo: ${row.fileName}`);
}
