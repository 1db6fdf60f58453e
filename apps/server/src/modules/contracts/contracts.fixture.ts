import type { AiContractCreationRequest } from '@lexi/shared/api/contracts';
import { aiContractCreationPaths } from '@lexi/shared/api/contracts';
import type { Jurisdiction } from '@lexi/shared/countries';
import type { FastifyInstance } from 'fastify';
import { forms, places } from '../../ai/test/draft-fixtures.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';

/** A country of each routing: India, USA, and one of the "every other country" (UK variant). */
export const countryOf: Record<Jurisdiction, string> = { india: 'India', us: 'USA', uk: 'Australia' };

/** A complete creation body, as the two-step form and the contract card send it. */
export function creationBody(
  jurisdiction: Jurisdiction = 'india',
  overrides: {
    formData?: Record<string, string>;
    contractData?: Record<string, unknown>;
    is_credit?: boolean;
  } = {},
): AiContractCreationRequest {
  return {
    formData: {
      ...forms[jurisdiction],
      ...overrides.formData,
    } as AiContractCreationRequest['formData'],
    contractData: {
      contract_type: 'service_consultancy',
      purpose: 'Bookkeeping and payroll services',
      start_date: '2026-04-01',
      term_length: 12,
      term_unit: 'months',
      contract_value: 1200000,
      payment_terms: 'Monthly, within 15 days of invoice',
      ...places[jurisdiction],
      ...overrides.contractData,
    } as AiContractCreationRequest['contractData'],
    is_credit: overrides.is_credit ?? true,
  };
}

export function createDraft(
  app: FastifyInstance,
  token: string,
  jurisdiction: Jurisdiction = 'india',
  body: unknown = creationBody(jurisdiction),
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: aiContractCreationPaths[jurisdiction],
    payload: body as object,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

/** A signed-in user of the jurisdiction with one saved draft. */
export async function userWithDraft(ctx: TestContext, jurisdiction: Jurisdiction = 'india') {
  const user = await signedInUser(ctx, { country: countryOf[jurisdiction] });
  const res = await createDraft(
    ctx.app,
    user.token,
    jurisdiction,
    creationBody(jurisdiction, { is_credit: false }),
  );
  if (res.statusCode !== 200 || !res.json().response_status) throw new Error(`drafting failed: ${res.body}`);
  return { ...user, contractId: res.json().id as string, created: res.json() };
}

export function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export { post };
