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
