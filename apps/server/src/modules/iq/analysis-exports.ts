import { messages } from '@lexi/shared/messages';
import { Document, Packer } from 'docx';
import { negotiatedRuns } from '../../ai/iq/proposals.ts';
import { DEFAULT_RUN_FONTS } from '../../lib/docx/script-runs.ts';
import { trackedChangeParagraphs } from '../../lib/docx/tracked-changes.ts';
import { renderHtmlPdf } from '../../lib/pdf/html-to-pdf.ts';
import type { AnalysisRow } from './analyses.table.ts';

const t = messages.analysis.texts;

/** A download name made of the uploaded file's name, without its extension or unsafe characters. */
export function exportName(row: AnalysisRow, suffix: string): string {
  const base =
    row.fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .-]+/g, '')
      .trim() || 'Contract';
  return `${base}${suffix}`;
}

/**
 * The negotiated contract: every accepted proposal applied as a Word tracked change by "LeXi IQ",
 * dated when the analysis last changed (the last decision).
 */
export async function negotiatedDocx(row: AnalysisRow): Promise<Buffer> {
  const document = new Document({
    title: row.fileName,
    creator: 'LeXi',
    styles: { default: { document: { run: { font: DEFAULT_RUN_FONTS, size: 22 } } } },
    sections: [
      {
        children: trackedChangeParagraphs(negotiatedRuns(row.text, row.proposals), {
          author: t.trackedChangeAuthor,
          date: row.updatedAt,
        }),
      },
    ],
  });
  return Packer.toBuffer(document);
}

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The summary memo: key facts, score, findings by risk (for the party the user represents), missing
 * clauses and the proposals' decisions. Every heading comes from the shared catalogue.
 */
export async function memoPdf(row: AnalysisRow): Promise<Buffer> {
  const result = row.result;
  const parts: string[] = [`<h1>${html(t.memoTitle)}</h1>`, `<p>${html(row.fileName)}</p>`];
  if (result) {
    const facts = result.key_facts;
    const labels = t.keyFactLabels;
    const fact = (label: string, value: string | null) =>
      `<li>${html(label)}: ${html(value ?? t.notStated)}</li>`;
    parts.push(
      `<p>${html(t.representedParty)}: ${html(t.partyNamed(row.party, facts.parties))}</p>`,
      `<h2>${html(t.keyFacts)}</h2><ul>`,
      fact(labels.parties, facts.parties.join('; ') || null),
      fact(labels.agreement_date, facts.agreement_date),
      fact(labels.effective_date, facts.effective_date),
      fact(labels.expiration_date, facts.expiration_date),
      fact(labels.governing_law, facts.governing_law),
      fact(labels.renewal_term, facts.renewal_term),
      fact(labels.notice_period, facts.notice_period),
      '</ul>',
      `<h2>${html(t.score)}: ${html(t.scoreOutOf(result.score.score))}</h2>`,
      `<p>${html(t.scoreSummary(result.score))}</p>`,
      `<h2>${html(t.findings)}</h2>`,
    );
    for (const level of ['high', 'medium', 'low', 'none'] as const) {
      for (const finding of result.findings.filter((f) => f.risk === level)) {
        const heading = t.findingHeading(finding.category, t.riskNames[level]);
        parts.push(`<h3>${html(heading)}</h3><p>${html(finding.reason)}</p>`);
        const first = finding.spans[0];
        if (first) parts.push(`<blockquote>${html(first.text)}</blockquote>`);
      }
    }
    if (result.missing.length > 0) {
      parts.push(`<h2>${html(t.missingClauses)}</h2><ul>`);
      for (const m of result.missing) parts.push(`<li>${html(m.category)}: ${html(m.why)}</li>`);
      parts.push('</ul>');
    }
  }
  if (row.proposals.length > 0) {
    parts.push(`<h2>${html(t.proposedChanges)}</h2>`);
    for (const p of row.proposals) {
      const heading = t.proposalHeading(p.category, t.proposalStatusLabels[p.status]);
      parts.push(`<h3>${html(heading)}</h3><p>${html(p.proposed)}</p><p>${html(p.rationale)}</p>`);
    }
  }
  return renderHtmlPdf(parts.join(''), `${t.memoTitle}: ${row.fileName}`);
}
