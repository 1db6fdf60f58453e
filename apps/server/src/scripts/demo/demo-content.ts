import type { Deps } from '../../deps.ts';
import { findUserByLogin } from '../../modules/accounts/users.repository.ts';
import type { UserRow } from '../../modules/accounts/users.table.ts';
import { seedClientWorkspace, seedLitigationWorkspace } from './demo-workspaces.ts';
import { type DemoContract, seedDraftedContract } from './drafted-contract.ts';
import { seedSealedDocument } from './sealed-document.ts';

/** Asha's non-disclosure agreement with a design studio she is about to work with. */
const ashaNda: DemoContract = {
  formData: {
    type1: 'Individual',
    name1: 'Asha Verma',
    relation1: 'D/o',
    rel_name1: 'Suresh Verma',
    add_proof1: 'Aadhar Card No.',
    add_proof_no1: '482910374321',
    address1: '14 Lavelle Road, Bengaluru 560001',
    phone1: '9800000001',
    email1: 'asha@demo.lexi.in',
    type2: 'Business',
    bname2: 'Indigo Loom Design Studio LLP',
    type_of_entity2: 'Limited Liability Partnership',
    brel_name2: 'Kabir Malhotra',
    baddress2: '7 Church Street, Bengaluru 560001',
    bphone2: '9845012345',
    bemail2: 'legal@indigoloom.example',
  },
  contractData: {
    contract_type: 'non_disclosure',
    purpose: 'Designs, price lists and customer details shared while discussing a joint collection',
    start_date: '2026-02-01',
    term_length: 24,
    term_unit: 'months',
    governing_state: 'Karnataka',
    governing_city: 'Bengaluru',
  },
};

/** The firm's supply agreement for its client, drafted in the client's workspace. */
const kaveriSupply: DemoContract = {
  formData: {
    type1: 'Business',
    bname1: 'Kaveri Foods Private Limited',
    type_of_entity1: 'Private Limited Company',
    brel_name1: 'Vikram Shah',
    baddress1: '4 Residency Road, Bengaluru 560025',
    bphone1: '9123456780',
    bemail1: 'legal@kaveri.example',
    type2: 'Business',
    bname2: 'Deccan Packaging Private Limited',
    type_of_entity2: 'Private Limited Company',
    brel_name2: 'Farah Siddiqui',
    baddress2: '22 Industrial Area, Hosur 635126',
    bphone2: '9443012345',
    bemail2: 'contracts@deccanpack.example',
  },
  contractData: {
    contract_type: 'sale_of_goods',
    purpose: 'Printed food-grade cartons, 50,000 a month, delivered to the Bengaluru plant',
    start_date: '2026-03-01',
    term_length: 12,
    term_unit: 'months',
    contract_value: 3_600_000,
    payment_terms: 'Monthly, within 30 days of each delivery',
    governing_state: 'Karnataka',
    governing_city: 'Bengaluru',
  },
};

async function demoUser(deps: Deps, username: string): Promise<UserRow> {
  const user = await findUserByLogin(deps.db, username);
  if (!user) throw new Error(`The demo account ${username} is missing; create the demo accounts first.`);
  return user;
}

/** One line per piece of sample content: whose it is, what it is, and whether this run made it. */
export interface DemoContentLine {
  username: string;
  what: string;
  created: boolean;
}

/**
 * The sample content of the demo accounts, made through the services: Asha's drafted contract and
 * sealed e-mohar document; the law firm's client workspace (with a contract drafted in it) and
 * litigation workspace with its case. Each piece is made once; a second run finds it.
 */
export async function seedDemoContent(deps: Deps): Promise<DemoContentLine[]> {
  const asha = await demoUser(deps, 'asha');
  const firm = await demoUser(deps, 'rao.firm');
  const lines: DemoContentLine[] = [];
  const add = (user: UserRow, what: string, created: boolean) =>
    lines.push({ username: user.username, what, created });

  const nda = await seedDraftedContract(deps, asha, ashaNda);
  add(asha, `drafted contract: ${nda.row.title}`, nda.created);
  const letter = await seedSealedDocument(deps, asha, {
    name: 'Asha Verma',
    idLastDigits: '4321',
    birthYear: '1991',
    gender: 'Female',
  });
  add(asha, `sealed e-mohar document: ${letter.row.contractName}`, letter.created);

  const client = await seedClientWorkspace(
    deps,
    firm,
    {
      name: 'Kaveri Foods: supply contracts',
      workspace_type: 'Client',
      client_name: 'Kaveri Foods Private Limited',
    },
    kaveriSupply,
  );
  add(firm, `client workspace: ${client.workspace.name}`, client.created);
  const litigation = await seedLitigationWorkspace(
    deps,
    firm,
    {
      workspace_name: 'Sharma v. Deccan Packaging',
      case_type: 'Civil',
      client_name: 'Anil Sharma',
      opponent_name: 'Deccan Packaging Private Limited',
      area_of_law: 'Contract',
    },
    {
      case_type: 'Civil',
      representing: 'victim',
      complainant: 'Anil Sharma',
      accused: 'Deccan Packaging Private Limited',
      victim: 'Anil Sharma',
      allegations:
        'Deccan Packaging delivered 20,000 cartons that failed the food-grade test and refused to replace them or refund the price of INR 4,80,000.',
      facts_summary:
        'Anil Sharma ordered 20,000 food-grade cartons on 3 November 2025 and paid in full. The cartons delivered on 1 December 2025 failed the laboratory test of 9 December 2025. Two written demands for replacement or refund went unanswered.',
    },
  );
  add(firm, `litigation workspace: ${litigation.workspace.workspace_name}`, litigation.created);
  return lines;
}
