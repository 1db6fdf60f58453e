import type { EmoharAuditEvent } from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { errorBody, mockApi } from '../../../test/mock-api.ts';
import { AuditTrail } from './audit-trail.tsx';

const event: EmoharAuditEvent = {
  seq: 1,
  actor_id: null,
  ip: null,
  user_agent: null,
  details: {},
  prev_hash: '0'.repeat(64),
  event_type: 'uploaded',
  actor_kind: 'owner',
  created_at: '2026-04-01T10:00:00.000Z',
  hash: 'a'.repeat(64),
};

describe('the audit trail', () => {
  it('says when it could not be loaded, and loads it again on Try again', async () => {
    mockApi({
      '/api/e_mohar/audit': [
        { status: 403, body: errorBody(messages.common.forbidden) },
        {
          body: {
            success: true,
            message: messages.emohar.own.auditLoaded,
            chain_valid: true,
            events: [event],
          },
        },
      ],
    });
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <AuditTrail id="d1" />
      </Providers>,
    );
    expect(await screen.findByText(messages.emohar.own.auditFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(screen.queryByText(messages.emohar.own.auditFailed)).toBeNull();
  });

  it('lets the keyboard reach and scroll its table, which holds nothing focusable', async () => {
    mockApi({
      '/api/e_mohar/audit': {
        body: { success: true, message: messages.emohar.own.auditLoaded, chain_valid: true, events: [event] },
      },
    });
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <AuditTrail id="d1" />
      </Providers>,
    );
    const region = await screen.findByRole('region', { name: 'Audit trail events' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table')).toBeTruthy();
  });
});
