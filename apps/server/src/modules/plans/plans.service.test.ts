import { describe, expect, it } from 'vitest';
import { toPlanData } from './plans.service.ts';
import type { SubscriptionRow } from './subscriptions.table.ts';

const at = (iso: string) => new Date(iso);
const subscription = (values: Partial<SubscriptionRow>): SubscriptionRow => ({
  id: 's1',
  userId: 'u1',
  planCode: 'professional',
  esignUsed: 4,
  aiCreditsUsed: 10,
  startedAt: at('2026-01-10T00:00:00Z'),
  expiresAt: at('2027-01-10T00:00:00Z'),
  cancelledAt: null,
  ...values,
});

describe('toPlanData', () => {
  const now = at('2026-11-25T09:00:00Z');
  const accountMade = at('2025-03-01T12:00:00Z');

  it('shows a live plan from its start to its end, with what it still allows', () => {
    expect(toPlanData(subscription({}), now, accountMade)).toMatchObject({
      code: 'professional',
      esign_remaining: 46,
      ai_credits_remaining: 190,
      started_at: '2026-01-10T00:00:00.000Z',
      expires_at: '2027-01-10T00:00:00.000Z',
    });
  });

  it('counts the free plan from the account’s making when it never had another, not from today', () => {
    expect(toPlanData(undefined, now, accountMade)).toMatchObject({
      code: 'free',
      esign_used: 0,
      started_at: '2025-03-01T12:00:00.000Z',
      expires_at: null,
    });
  });

  it('counts the free plan, from zero, from the end of a paid plan that has ended', () => {
    const ended = subscription({ expiresAt: at('2026-11-01T00:00:00Z') });
    expect(toPlanData(ended, now, accountMade)).toMatchObject({
      code: 'free',
      esign_used: 0,
      ai_credits_used: 0,
      started_at: '2026-11-01T00:00:00.000Z',
      expires_at: null,
    });
  });
});
