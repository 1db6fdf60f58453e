import type { Analysis, AnalysisSummary } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';

const TEXT =
  'SUPPLY AGREEMENT\n\n1. Exclusivity. Supplier shall sell the Products only to Customer.\n\n2. Assignment. Neither party may assign this Agreement without consent.';

const at = (needle: string) => {
  const start = TEXT.indexOf(needle);
  return { start, end: start + needle.length, text: needle, clause_index: 1, confidence: 0.9 };
};

export function aSummary(overrides: Partial<AnalysisSummary> = {}): AnalysisSummary {
  return {
    id: 'a1',
    kind: 'negotiation',
    status: 'done',
    file_name: 'supply.docx',
    created_at: '2026-03-02T10:00:00.000Z',
    score: 68,
    party: 1,
    ...overrides,
  };
}

/** A small negotiation: two findings (high and low), one missing clause, one proposal. */
export function anAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  const exclusivity = at('Supplier shall sell the Products only to Customer.');
  return {
    ...aSummary(),
    text: TEXT,
    key_facts: {
      parties: ['Alder Components Inc.', 'Birch Devices Ltd.'],
      agreement_date: 'March 3, 2021',
      effective_date: null,
      expiration_date: null,
      governing_law: 'New York',
      renewal_term: null,
      notice_period: null,
    },
    clauses: [],
    findings: [
      {
        category: 'Exclusivity',
        present: true,
        risk: 'high',
        reason: 'Exclusivity ties you.',
        spans: [exclusivity],
      },
      {
        category: 'Anti-Assignment',
        present: true,
        risk: 'low',
        reason: 'Consent is needed to assign.',
        spans: [at('Neither party may assign this Agreement without consent.')],
      },
    ],
    missing: ['Cap on Liability'],
    missing_reasons: [{ category: 'Cap on Liability', why: 'Your liability has no limit.' }],
    score_breakdown: {
      high: 1,
      medium: 0,
      low: 1,
      missing: 1,
      deductions: { high: 12, medium: 0, low: 1, missing: 6 },
    },
    proposals: [
      {
        id: 'p1',
        category: 'Exclusivity',
        clause_index: 1,
        original: exclusivity.text,
        proposed: 'Supplier shall sell the Products only to Customer, for one year.',
        redline: [
          { kind: 'same', text: 'Supplier shall sell the Products only to ' },
          { kind: 'delete', text: 'Customer.' },
          { kind: 'insert', text: 'Customer, for one year.' },
        ],
        rationale: 'Limit it in time.',
        status: 'pending',
      },
    ],
    ...overrides,
  };
}

export const analysisAnswer = (analysis: Analysis) => ({
  body: { success: true, message: messages.analysis.own.loaded, analysis },
});

export const listAnswer = (analyses: AnalysisSummary[]) => ({
  body: { success: true, message: messages.analysis.own.listed, analyses },
});
