import { messages } from '@lexi/shared/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { newProfile } from './profile-form.tsx';

const own = messages.lawyer.own;
const ok = (extra: Record<string, unknown>) => ({ body: { success: true, message: 'ok', ...extra } });
const request = {
  contract_id: 'c1',
  title: 'Lease agreement',
  status: 'requested',
  role: 'lawyer',
  lawyer: { username: 'adv.kapoor', name: 'Nandini Kapoor' },
  client: { username: 'asha', name: 'Asha Rao' },
  requested_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
};
const meeting = {
  id: 'm1',
  start_time: '2099-03-09T04:30:00.000Z',
  end_time: '2099-03-09T05:00:00.000Z',
  meeting_purpose: 'Lease review',
  message: '',
  status: 'scheduled',
  role: 'lawyer',
  lawyer: { username: 'adv.kapoor', name: 'Nandini Kapoor', time_zone: 'Asia/Kolkata' },
  client: { username: 'asha', name: 'Asha Rao' },
};

describe("the lawyer's desk", () => {
  beforeEach(() => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: { ...aUser, account_type: 'lawyer' } });
  });

  it('writes a first profile with weekly hours and a day off', async () => {
    const api = mockApi({
      '/api/legal_vetting/profile/': (body) =>
        body
          ? ok({ message: own.profileSaved, may_offer: true, profile: body })
          : ok({ may_offer: true, profile: null }),
      '/api/legal_vetting/requests/': ok({ requests: [] }),
      '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer: null, meetings: [] }),
    });
    renderApp('/lawyer-desk');
    const save = await screen.findByRole('button', { name: 'Save profile' });
    fireEvent.click(save);
    // Nothing is sent while the profile is incomplete.
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one practice area.');
    expect(api.callsTo('/api/legal_vetting/profile/').filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getAllByLabelText('Practice areas')[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Contracts' }));
    fireEvent.click(screen.getAllByLabelText('Jurisdictions')[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'India' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Friday range 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    fireEvent.change(screen.getByLabelText('Override 1 date'), { target: { value: '2099-03-12' } });
    fireEvent.click(save);
    expect(await screen.findByText(own.profileSaved)).toBeTruthy();
    const sent = api.callsTo('/api/legal_vetting/profile/').find((c) => c.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      practice_areas: ['Contracts'],
      jurisdictions: ['India'],
      weekly_hours: { mon: [{ start: '09:00', end: '17:00' }], fri: [], sat: [] },
      date_overrides: [{ date: '2099-03-12', ranges: [] }],
    });
  });

  it('shows the queue and the calendar, and changes the status of a request', async () => {
    const api = mockApi({
      '/api/legal_vetting/profile/': ok({
        may_offer: true,
        profile: { ...newProfile('Asia/Kolkata'), practice_areas: ['Contracts'], jurisdictions: ['India'] },
      }),
      '/api/legal_vetting/requests/': ok({ requests: [request] }),
      '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer: null, meetings: [meeting] }),
      '/api/legal_vetting/get-legal-vetting-contract/': ok({
        contract: { ...request, contract_type: 'lease', html_content: '<p>Clause one.</p>', comments: [] },
      }),
      '/api/legal_vetting/update-status/': ok({
        message: own.statusChanged,
        contract: {
          ...request,
          status: 'in_review',
          contract_type: 'lease',
          html_content: '<p>Clause one.</p>',
          comments: [],
        },
      }),
    });
    renderApp('/lawyer-desk');
    expect(await screen.findByRole('tab', { name: 'Requests (1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Calendar (1)' }));
    expect(await screen.findByText(/with Asha Rao/)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Requests (1)' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Lease agreement' }));

    expect(await screen.findByText('Sent by Asha Rao')).toBeTruthy();
    await userEvent.click(screen.getAllByLabelText('Status')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'In review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(own.statusChanged)).toBeTruthy();
    expect(api.callsTo('/api/legal_vetting/update-status/')[0]?.body).toEqual({
      contract_id: 'c1',
      status: 'in_review',
    });
    expect(
      within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement).getByText('In review'),
    ).toBeTruthy();
  });
});
