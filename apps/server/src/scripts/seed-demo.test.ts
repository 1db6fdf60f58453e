import { expect, it } from 'vitest';
import { pdfsig } from '../lib/signing/pdfsig.fixture.ts';
import { findUserByLogin } from '../modules/accounts/users.repository.ts';
import { get } from '../modules/contracts/contracts.fixture.ts';
import { downloadDocument } from '../modules/emohar/download-document.ts';
import { findOwnerDocumentByName } from '../modules/emohar/emohar-documents.repository.ts';
import { post } from '../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemo } from './seed-demo.ts';

describeOnEachDatabase("npm run demo's seeding", (ctx) => {
  const signIn = async (username: string) => {
    const res = await post(ctx().app, '/api/login', { username, password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };

  it('makes the accounts and their sample content on the first run, and finds them on the second', async () => {
    const first = await seedDemo(ctx().app.deps);
    expect(first.accounts.every((line) => line.created)).toBe(true);
    expect(first.content.map((line) => [line.username, line.created])).toEqual([
      ['asha', true],
      ['asha', true],
      ['rao.firm', true],
      ['rao.firm', true],
    ]);

    const second = await seedDemo(ctx().app.deps);
    expect(second.accounts.some((line) => line.created)).toBe(false);
    expect(second.content.some((line) => line.created)).toBe(false);
    expect(second.content.map((line) => line.what)).toEqual(first.content.map((line) => line.what));
  });

  it('shows Asha her drafted contract once, on her dashboard', async () => {
    const token = await signIn('asha');
    const dashboard = await get(ctx().app, '/api/dashboard_dash', token);
    const contracts = dashboard.json().contracts as { contract_type: string; counter_party_name: string }[];
    expect(contracts.filter((c) => c.counter_party_name === 'Indigo Loom Design Studio LLP')).toMatchObject([
      { contract_type: 'non_disclosure' },
    ]);
  });

  it("gives Asha a sealed e-mohar document, once, that verifies as LeXi's and in pdfsig", async () => {
    const asha = await findUserByLogin(ctx().database.db, 'asha');
    if (!asha) throw new Error('no asha');
    const document = await findOwnerDocumentByName(ctx().database.db, asha.id, 'Letter of engagement');
    expect(document?.status).toBe('signed');
    expect(document?.sealedAt).toBeInstanceOf(Date);
    if (!document) return;

    const token = await signIn('asha');
    const record = await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: document.id }, token);
    expect(record.json().record_dict).toMatchObject({ status: 'signed', party: 'single' });

    const { pdf } = await downloadDocument(ctx().app.deps, asha.id, document.id);
    const verified = await post(ctx().app, '/api/e_mohar/verify', {
      id: document.id,
      file_content: pdf.toString('base64'),
    });
    expect(verified.json()).toMatchObject({ matches: true, document_name: 'Letter of engagement' });
    expect(verified.json().signers).toMatchObject([{ name: 'Asha Verma', method: 'aadhaar' }]);
    const report = await pdfsig(pdf);
    expect(
      report.signatures.map((signature) => signature.valid),
      report.output,
    ).toEqual([true, true]);
  });

  it('gives the law firm a client workspace with a contract in it, and a litigation workspace with its case', async () => {
    const token = await signIn('rao.firm');
    const workspaces = (await get(ctx().app, '/api/workspaces/', token)).json().workspaces as {
      name: string;
      workspace_type: string;
      contracts_count: number;
    }[];
    expect(workspaces).toMatchObject([
      { name: 'Kaveri Foods: supply contracts', workspace_type: 'Client', contracts_count: 1 },
    ]);

    const litigation = (
      await get(ctx().app, '/api/litigation/get-litigation-workspaces/?page=1', token)
    ).json().workspaces as { id: string; workspace_name: string; is_case_details_extracted: boolean }[];
    expect(litigation).toMatchObject([
      { workspace_name: 'Sharma v. Deccan Packaging', is_case_details_extracted: true },
    ]);
    const single = await post(
      ctx().app,
      '/api/litigation/get-single-litigation-workspace/',
      { workspace_id: litigation[0]?.id },
      token,
    );
    expect(single.json().cases).toMatchObject([
      { case_type: 'Civil', representing: 'victim', complainant: 'Anil Sharma' },
    ]);
  });
});
