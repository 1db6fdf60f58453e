import { PDFDocument, StandardFonts } from 'pdf-lib';
import { callApi } from './api.ts';
import { emailOtp } from './outbox.ts';
import type { RunningServer } from './server.ts';

/**
 * What a browser test needs to exist before it opens a page, made through the API as a user would
 * make it: drafts, e-mohar documents (signed and sealed through the sandbox pages), share links.
 */

/** A date-time `days` from now, for share and signing links. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The path and query of an absolute URL the server returned (its origin is the server's). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** An Indian draft of the built-in engine, without spending a credit: POST /api/ai_contract_creation. */
export async function draftContract(baseUrl: string, token: string, counterParty: string): Promise<string> {
  const answer = await callApi(baseUrl, '/ai_contract_creation', {
    token,
    body: {
      formData: {
        type1: 'Individual',
        name1: 'Radha Rao',
        relation1: 'D/o',
        rel_name1: 'Mohan Rao',
        add_proof1: 'Aadhar Card No.',
        add_proof_no1: '123456789012',
        address1: '12 MG Road, Bengaluru 560001',
        phone1: '9876543210',
        email1: 'radha@example.test',
        type2: 'Business',
        bname2: counterParty,
        type_of_entity2: 'Private Limited Company',
        brel_name2: 'Vikram Shah',
        baddress2: '4 Residency Road, Bengaluru 560025',
        bphone2: '9123456780',
        bemail2: 'legal@counterparty.example',
      },
      contractData: {
        contract_type: 'service_consultancy',
        purpose: 'Bookkeeping and payroll services',
        start_date: '2026-04-01',
        term_length: 12,
        term_unit: 'months',
        contract_value: 1200000,
        payment_terms: 'Monthly, within 15 days of invoice',
        governing_state: 'Karnataka',
        governing_city: 'Bengaluru',
      },
      is_credit: false,
    },
  });
  return String(answer.id);
}

/** A one-page PDF made on the spot, base64. */
export async function pdfBase64(title: string): Promise<string> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 760, size: 22, font });
  page.drawText('The parties agree to the terms set out below.', { x: 60, y: 720, size: 12, font });
  return Buffer.from(await document.save()).toString('base64');
}

/** POST /api/e_mohar/upload: a document of `party`, its id. */
export async function uploadDocument(
  baseUrl: string,
  token: string,
  party: 'single' | 'multi',
  name: string,
): Promise<string> {
  const answer = await callApi(baseUrl, '/e_mohar/upload', {
    token,
    body: { file_content: await pdfBase64(name), file_name: `${name}.pdf`, party, contract_name: name },
  });
  return String((answer.record_dict as { id: string }).id);
}

/** A multi-party document with its counter party's details and a live share link: the link's path. */
export async function sharedDocumentLink(baseUrl: string, token: string, name: string): Promise<string> {
  const id = await uploadDocument(baseUrl, token, 'multi', name);
  await callApi(baseUrl, '/e_mohar/add_details', {
    token,
    body: { id, contractType: 'Lease agreement', counterpartyName: 'Ravi Menon', expiryDate: '2027-03-31' },
  });
  const shared = await callApi(baseUrl, '/e_mohar/share_draft_link', {
    token,
    body: { id, expiry: inDays(7) },
  });
  return `/e_mohar/sign-multi-party?id=${encodeURIComponent(id)}&token=${encodeURIComponent(String(shared.token))}`;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/**
 * The owner signs a single-party document alone with Aadhaar e-mohar: the sign session, then the
 * sandbox pages (consent, identity, the emailed code), as a browser would post them. The document
 * is then signed and sealed. `signer.email` should be an address no other code went to this minute.
 */
export async function signAlone(
  server: RunningServer,
  token: string,
  id: string,
  signer: { name: string; digits: string; email: string },
): Promise<void> {
  const start = await callApi(server.baseUrl, '/e_mohar/for_self_esign', {
    token,
    body: {
      x_coordinate: 0.1,
      y_coordinate: 0.8,
      page_no: 1,
      formData: {
        id,
        aadhar_name: signer.name,
        aadhar_four_digit: signer.digits,
        email: signer.email,
        dob: '1988',
        gender: 'Female',
      },
    },
  });
  const url = new URL(String(start.url));
  const session = `${server.baseUrl}${url.pathname}`;
  const sessionToken = url.searchParams.get('token') ?? '';
  const step = async (name: string, fields: Record<string, string>, expected: number) => {
    const response = await fetch(`${session}/${name}`, form({ token: sessionToken, ...fields }));
    if (response.status !== expected)
      throw new Error(`sign ${name}: ${response.status} ${await response.text()}`);
  };
  await fetch(`${server.baseUrl}${pathOf(url.toString())}`);
  await step('consent', {}, 303);
  const since = Date.now();
  await step('identity', { aadhar_name: signer.name, aadhar_four_digit: signer.digits }, 200);
  await step('code', { code: await emailOtp(server.dataDir, signer.email, since) }, 303);
}

/** POST /api/contracts/share_link: the path of the counter party's link to a draft. */
export async function contractShareLink(baseUrl: string, token: string, id: string): Promise<string> {
  const answer = await callApi(baseUrl, '/contracts/share_link', {
    token,
    body: { id, type: 'draft', expiry: inDays(7) },
  });
  return pathOf(String(answer.url));
}

/** POST /api/law_firm/team-member/bulk-create/ with a CSV of one member (who gets a set-password link). */
export async function bulkImportMember(
  baseUrl: string,
  token: string,
  member: { first: string; last: string; username: string; email: string; phone: string },
): Promise<void> {
  const csv = [
    'first_name,last_name,username,email,phone_number,country,country_code,role',
    `${member.first},${member.last},${member.username},${member.email},${member.phone},India,+91,paralegal`,
  ].join('\r\n');
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  const response = await fetch(`${baseUrl}/api/law_firm/team-member/bulk-create/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (!response.ok) throw new Error(`bulk-create: ${response.status} ${await response.text()}`);
}
