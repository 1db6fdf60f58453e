import { describe, expect, it } from 'vitest';
import { analyseContract } from './analyse-contract.ts';
import { cuadModel } from './cuad-model.ts';
import { SUPPLY_CONTRACT } from './iq-test-contract.fixture.ts';
import { negotiatedRuns, negotiationProposals } from './proposals.ts';

const joined = (runs: { kind: string; text: string }[], drop: string) =>
  runs
    .filter((r) => r.kind !== drop)
    .map((r) => r.text)
    .join('');

describe('negotiationProposals', () => {
  // The customer's lawyer: the assignment ban binds the customer.
  const analysis = analyseContract(SUPPLY_CONTRACT, cuadModel, 2);
  const proposals = negotiationProposals(SUPPLY_CONTRACT, analysis);

  it('redlines the contract’s own sentence of a risky clause, with a rationale', () => {
    const assignment = proposals.find((p) => p.category === 'Anti-Assignment');
    expect(assignment?.original).toMatch(/Customer may not assign/);
    expect(assignment?.proposed.startsWith(assignment.original.slice(0, -1))).toBe(true);
    expect(assignment?.proposed).toMatch(/not be unreasonably withheld/);
    expect(assignment?.redline.some((r) => r.kind === 'insert')).toBe(true);
    expect(joined(assignment?.redline ?? [], 'insert')).toBe(assignment?.original);
    expect(assignment?.rationale.length).toBeGreaterThan(20);
    expect(assignment?.status).toBe('pending');
  });

  it('proposes a clause for each expected clause that is missing', () => {
    const insurance = proposals.find((p) => p.category === 'Insurance');
    expect(insurance?.original).toBe('');
    expect(insurance?.proposed).toMatch(/insurance/i);
    expect(proposals.filter((p) => p.category === 'Governing Law')).toHaveLength(0);
  });

  it('applies only the accepted proposals to the negotiated text', () => {
    const decided = proposals.map((p) => ({
      ...p,
      status:
        p.category === 'Anti-Assignment' || p.category === 'Insurance'
          ? ('accepted' as const)
          : ('rejected' as const),
    }));
    const runs = negotiatedRuns(SUPPLY_CONTRACT, decided);
    expect(joined(runs, 'insert')).toBe(SUPPLY_CONTRACT);
    const negotiated = joined(runs, 'delete');
    expect(negotiated).toMatch(/not be unreasonably withheld/);
    expect(negotiated).toMatch(/maintain, with reputable insurers/);
    const exclusivity = proposals.find((p) => p.category === 'Exclusivity');
    if (exclusivity !== undefined) expect(negotiated).not.toContain(exclusivity.proposed);
  });
});

describe('the sentence a proposal redlines', () => {
  it('is the operative clause, not a recital, even when the recital scored higher', () => {
    const text =
      'RECITALS a. The Manufacturer wishes to appoint the Customer as its sole and exclusive agent. NOW IT IS AGREED as follows: 1. The Customer shall be the exclusive distributor of the Products.';
    const recital = 'The Manufacturer wishes to appoint the Customer as its sole and exclusive agent.';
    const operative = 'The Customer shall be the exclusive distributor of the Products.';
    const span = (sentence: string, confidence: number) => ({
      start: text.indexOf(sentence),
      end: text.indexOf(sentence) + sentence.length,
      text: sentence,
      confidence,
      clause_index: 0,
    });
    const base = analyseContract(text, cuadModel, 2);
    const finding = {
      category: 'Exclusivity' as const,
      present: true,
      risk: 'high' as const,
      reason: 'Exclusivity ties you to one counterparty.',
      spans: [span(recital, 0.95), span(operative, 0.6)],
    };
    const analysis = { ...base, missing: [], findings: [finding] };
    const [proposal] = negotiationProposals(text, analysis);
    expect(proposal?.original).toBe(operative);
    // Only recitals: the recital is still redlined rather than nothing.
    const onlyRecital = {
      ...analysis,
      findings: [{ ...finding, spans: [span(recital, 0.95)] }],
    };
    expect(negotiationProposals(text, onlyRecital)[0]?.original).toBe(recital);
  });
});
