import { formattedExpiryDates } from '@lexi/shared/api/dashboard';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { get } from '../contracts/contracts.fixture.ts';

type Row = { id: string; title: string; status: string; updated_at: string; emohar_id: string | null };

/** The dashboard's answer for this token: its contracts and its expiry list, parsed. */
export async function dashboardOf(app: FastifyInstance, token: string) {
  const res = await get(app, '/api/dashboard_dash', token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    userId: body.user_data.id as string,
    contracts: body.contracts as (Row & { signed_at: string | null; type: string })[],
    expiries: formattedExpiryDates.parse(JSON.parse(body.formatted_expiry_dates)).contract_expiry_dates,
  };
}

/** The dashboard's row of one contract, or undefined. */
export async function dashboardRowOf(app: FastifyInstance, token: string, id: string) {
  return (await dashboardOf(app, token)).contracts.find((row) => row.id === id);
}
