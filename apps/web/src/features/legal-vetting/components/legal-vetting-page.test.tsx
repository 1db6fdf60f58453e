import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DASHBOARD_STORAGE_KEY } from '../../dashboard/dashboard-store.ts';

const own = messages.lawyer.own;
const kapoor = {
  username: 'adv.kapoor',
  name: 'Nandini Kapoor',
  firm_name: null,
  practice_areas: ['Contracts', 'Employment'],
  jurisdictions: ['India'],
  languages: ['English', 'Hindi'],
  years_experience: 14,
  fee_amount: 4000,
  fee_currency: 'INR',
  bio: 'Commercial contracts for start-ups.',
  time_zone: 'Asia/Kolkata',
  meeting_minutes: 30,
};
const ok = (extra: Record<string, unknown>) => ({ body: { success: true, message: 'ok', ...extra } });
const noProfile = ok({ may_offer: false, profile: null });
const future = new Date(Date.now() + 3 * 86_400_000);
future.setUTCHours(4, 30, 0, 0);
const slotStart = future.toISOString();

/** A client's meeting with Nandini Kapoor, about a lease. */
function aMeeting(start_time: string, end_time: string) {
  return {
    id: 'm1',
    start_time,
    end_time,
    meeting_purpose: 'Lease review',
    message: '',
    status: 'scheduled',
    role: 'client',
    lawyer: { username: 'adv.kapoor', name: 'Nandini Kapoor', time_zone: 'Asia/Kolkata' },
    client: { username: 'asha', name: 'Asha Rao' },
  };
}

function baseRoutes(lawyer: typeof kapoor | null) {
  return {
    '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer, meetings: [] }),
    '/api/legal_vetting/requests/': ok({ requests: [] }),
    '/api/legal_vetting/profile/': noProfile,
    '/api/legal_vetting/lawyers': ok({ lawyers: [kapoor] }),
    '/api/legal_vetting/lawyers?area=Employment': ok({ lawyers: [kapoor] }),
    '/api/dashboard_dash': ok({
      user_data: aUser,
      formatted_expiry_dates: '{"contract_expiry_dates":[]}',
      contracts: [],
    }),
    '/api/slots/': ok({
      lawyer_username: 'adv.kapoor',
      time_zone: 'UTC',
      lawyer_time_zone: 'Asia/Kolkata',
      meeting_minutes: 30,
      availability: [{ start_time: slotStart, end_time: slotStart, day: '', label: '' }],
    }),
  };
}

describe('the legal vetting page', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
  });

  it('keeps the lawyers, the chosen lawyer, meetings and slots in the persisted dashboard data', async () => {
    const meeting = aMeeting(slotStart, slotStart);
    mockApi({
      ...baseRoutes(kapoor),
      '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer: kapoor, meetings: [meeting] }),
    });
    renderApp('/legal-vetting');
    await waitFor(() => {
      const saved = JSON.parse(window.localStorage.getItem(DASHBOARD_STORAGE_KEY) ?? '{}').state;
      expect(saved?.chosenLawyer?.username).toBe('adv.kapoor');
      expect(saved?.meetings).toEqual([meeting]);
      expect(saved?.lawyers?.map((l: { username: string }) => l.username)).toEqual(['adv.kapoor']);
      expect(saved?.slots?.[0]?.start_time).toBe(slotStart);
    });
    useSessionStore.getState().reset();
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(DASHBOARD_STORAGE_KEY) ?? '{}').state?.meetings ?? [],
      ).toEqual([]),
    );
  });

  it('lists lawyers with filters and chooses one; a failure shows the spec message', async () => {
    const api = mockApi({
      ...baseRoutes(null),
      '/api/legal_vetting/assign-lawyer/': [
        { status: 500, body: null },
        ok({ message: own.assigned('Nandini Kapoor'), lawyer: kapoor }),
      ],
    });
    renderApp('/legal-vetting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal vetting' })).toBeTruthy();
    expect(await screen.findByText('Commercial contracts for start-ups.')).toBeTruthy();

    await userEvent.click(screen.getAllByLabelText('Practice area')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Employment' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/legal_vetting/lawyers?area=Employment')).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Choose Nandini Kapoor' }));
    expect(await screen.findByText(messages.lawyer.assignFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Nandini Kapoor' }));
    expect(await screen.findByText(own.assigned('Nandini Kapoor'))).toBeTruthy();
    expect(api.callsTo('/api/legal_vetting/assign-lawyer/').at(-1)?.body).toEqual({
      lawyer_username: 'adv.kapoor',
    });
  });

  it('books a free slot with a purpose and a message', async () => {
    const api = mockApi({
      ...baseRoutes(kapoor),
      '/api/schedule_meeting/': ok({
        message: own.meetingBooked,
        meeting: aMeeting(slotStart, slotStart),
      }),
    });
    renderApp('/legal-vetting');
    const picker = await screen.findByRole('heading', { name: 'Book a meeting with Nandini Kapoor' });
    const panel = picker.closest('.mantine-Paper-root') as HTMLElement;
    await userEvent.click(await within(panel).findByRole('button', { name: '04:30' }));
    await userEvent.type(screen.getByLabelText('Purpose of the meeting'), 'Lease review');
    await userEvent.type(screen.getByLabelText('Message to the lawyer'), 'Clause 4 worries me.');
    await userEvent.click(screen.getByRole('button', { name: 'Book meeting' }));
    expect(await screen.findByText(own.meetingBooked)).toBeTruthy();
    expect(api.callsTo('/api/schedule_meeting/')[0]?.body).toEqual({
      lawyer_username: 'adv.kapoor',
      start_time: slotStart,
      meeting_purpose: 'Lease review',
      message: 'Clause 4 worries me.',
    });
  });

  it('moves a booked meeting to another free slot', async () => {
    const booked = aMeeting('2099-01-05T10:00:00.000Z', '2099-01-05T10:30:00.000Z');
    const api = mockApi({
      ...baseRoutes(kapoor),
      '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer: kapoor, meetings: [booked] }),
      '/api/meetings/reschedule/': ok({
        message: own.meetingRescheduled,
        meeting: { ...booked, start_time: slotStart },
      }),
    });
    renderApp('/legal-vetting');
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this meeting' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '04:30' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Move to / }));
    expect(await screen.findByText(own.meetingRescheduled)).toBeTruthy();
    expect(api.callsTo('/api/meetings/reschedule/')[0]?.body).toEqual({
      meeting_id: 'm1',
      start_time: slotStart,
    });
  });

  it('withdraws from the current lawyer after a confirmation', async () => {
    const api = mockApi({
      ...baseRoutes(kapoor),
      '/api/legal_vetting/withdraw_current_lawyer/': [
        { status: 500, body: null },
        ok({ message: messages.lawyer.withdrawn }),
      ],
    });
    renderApp('/legal-vetting');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from your lawyer?' });
    expect(within(dialog).getByText(own.withdrawConfirm)).toBeTruthy();
    expect(api.callsTo('/api/legal_vetting/withdraw_current_lawyer/')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(messages.lawyer.withdrawFailed)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(messages.lawyer.withdrawn)).toBeTruthy();
  });

  it('shows a vetting contract with its status and comments, or the spec message when it fails', async () => {
    mockApi({
      '/api/legal_vetting/get-legal-vetting-contract/': [
        { status: 404, body: errorBody(own.vettingNotFound) },
        ok({
          contract: {
            contract_id: 'c1',
            title: 'Lease agreement',
            status: 'changes_suggested',
            role: 'client',
            lawyer: { username: 'adv.kapoor', name: 'Nandini Kapoor' },
            client: { username: 'asha', name: 'Asha Rao' },
            requested_at: '2026-03-01T00:00:00.000Z',
            updated_at: '2026-03-01T00:00:00.000Z',
            contract_type: 'lease',
            html_content: '<h1>Lease</h1><p>Clause one.</p><script>alert(1)</script>',
            comments: [
              {
                id: 'k1',
                author: 'Nandini Kapoor',
                author_role: 'lawyer',
                comment: 'Cap the liability.',
                created_at: '2026-03-02T10:00:00.000Z',
              },
            ],
          },
        }),
      ],
    });
    const first = renderApp('/legal-vetting/contracts/c1');
    expect(await screen.findByText(own.vettingNotFound)).toBeTruthy();
    first.unmount();

    const { container } = renderApp('/legal-vetting/contracts/c1');
    expect(await screen.findByText('Cap the liability.')).toBeTruthy();
    expect(screen.getByText('Changes suggested')).toBeTruthy();
    expect(screen.getByText('Clause one.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
  });

  it('with no contract to send, links "Draft one first" to a new draft', async () => {
    mockApi(baseRoutes(kapoor));
    renderApp('/legal-vetting');
    const link = await screen.findByRole('link', { name: 'Draft one first' });
    expect(link.getAttribute('href')).toBe('/drafts/new');
  });
});
