import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the contract editor demo', () => {
  it('says it is a demonstration, offers the spec’s panels and controls, and calls nothing', async () => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
    const api = mockApi({});
    renderApp('/dashboard/contract-editor-demo');
    expect(await screen.findByText(/This screen is a demonstration/)).toBeTruthy();
    for (const tab of [
      'LeXi Draft',
      'Risk Analysis',
      'Clause AI',
      'Auto Summary',
      'Translation',
      'LeXi Chat',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('5');

    await userEvent.click(screen.getByRole('combobox', { name: 'Drafting style' }));
    const styles = screen.getAllByRole('option').map((option) => option.textContent);
    expect(styles).toEqual([
      'Balanced',
      'Client-favorable',
      'Provider-favorable',
      'Highly detailed',
      'Simplified language',
    ]);
    await userEvent.keyboard('{Escape}');

    const contract = screen.getByRole('region', { name: 'Contract' });
    expect(within(contract).getByText(/liable for all losses/)).toBeTruthy();
    await userEvent.click(screen.getByText('AI Draft'));
    expect(within(contract).getByText('4. Limitation of liability')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Translation' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Spanish',
      'French',
      'German',
      'Chinese',
      'Japanese',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Drafted',
      'In Review',
      'Finalized',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'New contract' }));
    expect(await screen.findByRole('dialog', { name: 'New contract' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('dialog', { name: 'Upload a contract' })).toBeTruthy();
    expect(api.calls.filter((call) => !call.path.startsWith('/api/user_plan'))).toEqual([]);
  });
});
