import type { Jurisdiction } from '@lexi/shared/countries';
import {
  type ContractType,
  contractDataSchemaFor,
  draftFormDataSchemaFor,
} from '@lexi/shared/validation/draft-form';
import { jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';
import type { DraftContractInput } from './ai-provider.ts';
import { draftContract } from './builtin/draft-contract.ts';
import { contractToDocx } from './docx/contract-docx.ts';

export type DraftingBenchRow = {
  contractType: ContractType;
  jurisdiction: Jurisdiction;
  msPerDraft: number;
  msPerDocx: number;
};

/** An Indian draft: the longest party descriptions (relation, identity proof) of the three laws. */
const jurisdiction: Jurisdiction = 'india';
const benchForm = draftFormDataSchemaFor(jurisdiction).parse({
  name1: 'Asha Rao',
  relation1: 'D/o',
  rel_name1: 'Mohan Rao',
  add_proof1: 'Aadhar Card No.',
  add_proof_no1: '123456789012',
  address1: '12 MG Road, Bengaluru 560001',
  phone1: '9876543210',
  email1: 'asha@example.com',
  bname2: 'Kaveri Foods Private Limited',
  type_of_entity2: 'Private Limited Company',
  brel_name2: 'Vikram Shah',
  baddress2: '4 Residency Road, Bengaluru 560025',
  bphone2: '9123456780',
  bemail2: 'legal@kaveri.example',
});

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * `npm run bench`'s drafting figures, measured in process: milliseconds per built-in draft and per
 * DOCX, for each contract type, after a warm-up so that module loading is not counted.
 */
export async function benchDrafting(options: { iterations?: number } = {}): Promise<DraftingBenchRow[]> {
  const iterations = options.iterations ?? 50;
  const rows: DraftingBenchRow[] = [];
  for (const { value: contractType } of jurisdictionRules[jurisdiction].contractTypes) {
    const input: DraftContractInput = {
      jurisdiction,
      formData: benchForm,
      contractData: contractDataSchemaFor(jurisdiction).parse({
        contract_type: contractType,
        governing_state: 'Karnataka',
        governing_city: 'Bengaluru',
        start_date: '2026-04-01',
        contract_value: 500000,
        term_length: 12,
        special_terms: 'Work is reviewed monthly.',
      }),
    };
    const draft = draftContract(input);
    await contractToDocx(draft);

    let start = performance.now();
    for (let i = 0; i < iterations; i++) draftContract(input);
    const msPerDraft = (performance.now() - start) / iterations;

    start = performance.now();
    for (let i = 0; i < iterations; i++) await contractToDocx(draft);
    const msPerDocx = (performance.now() - start) / iterations;

    rows.push({ contractType, jurisdiction, msPerDraft: round(msPerDraft), msPerDocx: round(msPerDocx) });
  }
  return rows;
}
