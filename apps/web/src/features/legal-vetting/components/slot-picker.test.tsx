import { messages } from '@lexi/shared/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { SlotPicker } from './slot-picker.tsx';

/** A Kolkata lawyer's 10:00 and 11:00 IST, before and after New York moves its clocks (8 March 2026). */
const slotsAnswer = {
  success: true,
  message: 'Free times loaded.',
  lawyer_username: 'adv.kapoor',
  time_zone: 'America/New_York',
  lawyer_time_zone: 'Asia/Kolkata',
  meeting_minutes: 45,
  availability: ['2026-03-06T04:30:00.000Z', '2026-03-09T04:30:00.000Z', '2026-03-09T05:30:00.000Z'].map(
    (start) => ({
      start_time: start,
      end_time: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
      day: '',
      label: '',
    }),
  ),
};

function renderPicker(timeZone: string, onSelect = vi.fn()) {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
  const api = mockApi({ '/api/slots/': { body: slotsAnswer } });
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <SlotPicker lawyerUsername="adv.kapoor" timeZone={timeZone} selected={null} onSelect={onSelect} />
    </Providers>,
  );
  return { api, onSelect };
}

describe('the slot picker', () => {
  it("shows each slot in the user's zone, grouped by the user's days, across the US change", async () => {
    const { api, onSelect } = renderPicker('America/New_York');
    // Friday 6 March 04:30 UTC is still Thursday evening in New York (EST).
    const thursday = await screen.findByRole('group', { name: 'Thursday, 5 March 2026' });
    expect(within(thursday).getByRole('button', { name: '23:30' })).toBeTruthy();
    const monday = screen.getByRole('group', { name: 'Monday, 9 March 2026' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['00:30', '01:30']);
    expect(
      screen.getByText(/shown in your time zone \(America\/New_York\); the lawyer works in Asia\/Kolkata/),
    ).toBeTruthy();
    expect(api.callsTo('/api/slots/')[0]?.body).toMatchObject({
      lawyer_username: 'adv.kapoor',
      time_zone: 'America/New_York',
    });

    await userEvent.click(within(monday).getByRole('button', { name: '01:30' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ start_time: '2026-03-09T05:30:00.000Z' }),
    );
  });

  it("shows the same instants at 04:30 and 05:30 in London, on the lawyer's own days", async () => {
    renderPicker('Europe/London');
    const friday = await screen.findByRole('group', { name: 'Friday, 6 March 2026' });
    expect(within(friday).getByRole('button', { name: '04:30' })).toBeTruthy();
    const monday = screen.getByRole('group', { name: 'Monday, 9 March 2026' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['04:30', '05:30']);
  });

  it('is one Tab stop a day, with the arrow keys moving between the times of the day', async () => {
    renderPicker('America/New_York');
    const thursday = await screen.findByRole('group', { name: 'Thursday, 5 March 2026' });
    const monday = screen.getByRole('group', { name: 'Monday, 9 March 2026' });
    // Headings in order: the booking panel's title is a level-two heading.
    expect(within(monday).getByRole('heading', { level: 3, name: 'Monday, 9 March 2026' })).toBeTruthy();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(within(thursday).getByRole('button', { name: '23:30' }));
    await user.tab();
    expect(document.activeElement).toBe(within(monday).getByRole('button', { name: '00:30' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(monday).getByRole('button', { name: '01:30' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(monday).getByRole('button', { name: '00:30' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(within(monday).getByRole('button', { name: '01:30' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(thursday).getByRole('button', { name: '23:30' }));
  });

  it('says why the free times failed to load, and loads them again on Try again', async () => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
    mockApi({
      '/api/slots/': [{ status: 403, body: errorBody(messages.common.forbidden) }, { body: slotsAnswer }],
    });
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <SlotPicker lawyerUsername="adv.kapoor" timeZone="Europe/London" selected={null} onSelect={vi.fn()} />
      </Providers>,
    );
    expect(await screen.findByText(messages.lawyer.own.slotsFailed)).toBeTruthy();
    expect(screen.getAllByText(messages.common.forbidden).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Friday, 6 March 2026' })).toBeTruthy();
  });
});
