import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { anAnalysis, analysisAnswer, listAnswer } from '../test-fixtures.ts';

const a = messages.analysis;

function signedIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

const findingsList = () => within(screen.getByRole('region', { name: /^Findings/ })).getByRole('list');

describe('the result page of an analysis', () => {
  it('shows the contract beside its findings, score breakdown, key facts and missing clauses', async () => {
    signedIn();
    mockApi({ '/api/iq/analyses/a1': analysisAnswer(anAnalysis()) });
    renderApp('/iq/a1');
    expect(screen.getByLabelText('Loading the analysis')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'supply.docx' })).toBeTruthy();
    expect(document.title).toBe('supply.docx · LeXi IQ · LeXi');
    const contract = screen.getByRole('region', { name: 'Contract text' });
    expect(contract.textContent).toContain('SUPPLY AGREEMENT');
    expect(contract.querySelectorAll('mark')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Score: 68 / 100' })).toBeTruthy();
    const breakdown = within(screen.getByRole('table'));
    expect(breakdown.getByRole('row', { name: 'High risks 1 −12' })).toBeTruthy();
    expect(breakdown.getByRole('row', { name: 'Missing clauses 1 −6' })).toBeTruthy();
    expect(screen.getByText('Alder Components Inc.; Birch Devices Ltd.')).toBeTruthy();
    expect(screen.getByText('New York')).toBeTruthy();
    expect(screen.getByText(/Your liability has no limit/)).toBeTruthy();
  });

  it('says the score stops at 0 when its points come to more than 100', async () => {
    signedIn();
    const heavy = anAnalysis({
      score: 0,
      score_breakdown: {
        high: 5,
        medium: 8,
        low: 4,
        missing: 2,
        deductions: { high: 60, medium: 40, low: 4, missing: 12 },
      },
    });
    mockApi({ '/api/iq/analyses/a1': analysisAnswer(heavy) });
    renderApp('/iq/a1');
    expect(await screen.findByRole('heading', { name: 'Score: 0 / 100' })).toBeTruthy();
    expect(screen.getByText(a.texts.scoreFloor(116))).toBeTruthy();
  });

  it('filters the findings by risk and by category', async () => {
    signedIn();
    mockApi({ '/api/iq/analyses/a1': analysisAnswer(anAnalysis()) });
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    expect(within(findingsList()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'High' }));
    expect(
      within(findingsList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Anti-Assignment')]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'High' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Exclusivity' }));
    expect(
      within(findingsList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Exclusivity')]);
  });

  it('lists the highest risk first, or as in the contract when asked', async () => {
    signedIn();
    const [exclusivity, assignment] = anAnalysis().findings;
    if (!exclusivity || !assignment) throw new Error('the fixture has two findings');
    // As the analysis gives them (in contract order): a low risk before a high one.
    const lowFirst = anAnalysis({
      findings: [
        { ...exclusivity, risk: 'low' },
        { ...assignment, risk: 'high' },
      ],
    });
    mockApi({ '/api/iq/analyses/a1': analysisAnswer(lowFirst) });
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    const categories = () =>
      within(findingsList())
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(categories()).toEqual(['Anti-Assignment', 'Exclusivity']);
    await userEvent.click(screen.getByRole('radio', { name: 'As in the contract' }));
    expect(categories()).toEqual(['Exclusivity', 'Anti-Assignment']);
    await userEvent.click(screen.getByRole('radio', { name: 'Highest risk first' }));
    expect(categories()).toEqual(['Anti-Assignment', 'Exclusivity']);
  });

  it('takes a finding to its passage: highlighted and scrolled into view', async () => {
    signedIn();
    mockApi({ '/api/iq/analyses/a1': analysisAnswer(anAnalysis()) });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    await userEvent.click(screen.getByRole('button', { name: 'Show in contract: Anti-Assignment' }));
    const contract = screen.getByRole('region', { name: 'Contract text' });
    const active = contract.querySelector('mark[data-active]');
    expect(active?.textContent).toBe('Neither party may assign this Agreement without consent.');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect((scrolled.mock.contexts[0] as Element).id).toBe('iq-passage-1-0');
    // The keyboard and a screen reader go there too: the passage takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(active));
    // And back (on a phone the finding is far above the contract): its button has the focus again.
    const shown = screen.getByRole('button', { name: 'Show in contract: Anti-Assignment' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to the finding: Anti-Assignment' }));
    expect(document.activeElement).toBe(shown);
    expect(screen.queryByRole('button', { name: /^Back to the finding/ })).toBeNull();
  });

  it('reads the risks for party 2 when the user says so', async () => {
    signedIn();
    const forParty2 = anAnalysis({ party: 2, score: 80 });
    const api = mockApi({
      '/api/iq/analyses/a1': analysisAnswer(anAnalysis()),
      '/api/iq/analyses/a1/party': {
        body: { success: true, message: a.own.partyChanged, analysis: forParty2 },
      },
      '/api/iq/analyses': listAnswer([]),
    });
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    await userEvent.click(screen.getByRole('radio', { name: 'Party 2: Birch Devices Ltd.' }));
    expect(await screen.findByText(a.own.partyChanged)).toBeTruthy();
    expect(api.callsTo('/api/iq/analyses/a1/party')[0]?.body).toEqual({ party: 2 });
    expect(await screen.findByRole('heading', { name: 'Score: 80 / 100' })).toBeTruthy();
  });

  it('asks before reading a negotiation with decisions for the other party', async () => {
    signedIn();
    const decided = anAnalysis();
    decided.proposals = decided.proposals.map((p) => ({ ...p, status: 'accepted' as const }));
    const api = mockApi({
      '/api/iq/analyses/a1': analysisAnswer(decided),
      '/api/iq/analyses/a1/party': {
        body: { success: true, message: a.own.partyChanged, analysis: anAnalysis({ party: 2 }) },
      },
      '/api/iq/analyses': listAnswer([]),
    });
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    const party2 = screen.getByRole('radio', { name: 'Party 2: Birch Devices Ltd.' });
    await userEvent.click(party2);
    const dialog = await screen.findByRole('dialog', { name: a.own.partyChangeTitle });
    expect(within(dialog).getByText(a.own.partyChangeKeeps(decided.proposals.length))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/api/iq/analyses/a1/party')).toHaveLength(0);
    await userEvent.click(party2);
    await userEvent.click(await screen.findByRole('button', { name: a.own.partyChangeConfirm }));
    expect(await screen.findByText(a.own.partyChanged)).toBeTruthy();
    expect(api.callsTo('/api/iq/analyses/a1/party')[0]?.body).toEqual({ party: 2 });
  });

  it('shows each proposal as a redline and records the decision', async () => {
    signedIn();
    const proposal = anAnalysis().proposals[0];
    const api = mockApi({
      '/api/iq/analyses/a1': analysisAnswer(anAnalysis()),
      '/api/iq/analyses/a1/proposals/p1': {
        body: {
          success: true,
          message: a.own.proposalAccepted,
          proposal: { ...proposal, status: 'accepted' },
        },
      },
    });
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    const item = screen.getByRole('listitem', { name: 'Exclusivity' });
    expect(item.querySelector('del')?.textContent).toBe('Customer.');
    expect(item.querySelector('ins')?.textContent).toBe('Customer, for one year.');
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(a.own.proposalAccepted)).toBeTruthy();
    expect(api.callsTo('/api/iq/analyses/a1/proposals/p1')[0]?.body).toEqual({ status: 'accepted' });
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Accept' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('heading', { name: 'Proposed changes (1 of 1 accepted)' })).toBeTruthy();
  });

  it('downloads the negotiated DOCX under the contract’s name', async () => {
    signedIn();
    mockApi({
      '/api/iq/analyses/a1': analysisAnswer(anAnalysis()),
      '/api/iq/analyses/a1/export.docx': { body: {} },
    });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    await userEvent.click(screen.getByRole('button', { name: 'Export DOCX' }));
    await waitFor(() => expect(clicked).toEqual(['supply (negotiated).docx']));
    expect(screen.getByRole('button', { name: 'Memo PDF' })).toBeTruthy();
  });

  it('offers no DOCX export and no proposals for a risk analysis', async () => {
    signedIn();
    mockApi({ '/api/iq/analyses/a1': analysisAnswer(anAnalysis({ kind: 'risk', proposals: [] })) });
    renderApp('/iq/a1');
    await screen.findByRole('heading', { level: 1, name: 'supply.docx' });
    expect(screen.queryByRole('button', { name: 'Export DOCX' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Proposed changes/ })).toBeNull();
  });

  it('waits while the analysis is processing, asking again until it is done', async () => {
    signedIn();
    const api = mockApi({
      '/api/iq/analyses/a1': [
        analysisAnswer(anAnalysis({ status: 'processing', findings: [], proposals: [], score: null })),
        analysisAnswer(anAnalysis()),
      ],
    });
    renderApp('/iq/a1');
    expect(await screen.findByText('LeXi is still reading this contract.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Score: 68 / 100' }, { timeout: 15_000 })).toBeTruthy();
    expect(api.callsTo('/api/iq/analyses/a1')).toHaveLength(2);
  });

  it('says so when the analysis is not found', async () => {
    signedIn();
    mockApi({ '/api/iq/analyses/gone': { status: 404, body: errorBody(a.own.notFound) } });
    renderApp('/iq/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'LeXi IQ' })).toBeTruthy();
    expect((await screen.findAllByText(a.own.notFound)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'All analyses' }).getAttribute('href')).toBe('/iq');
  });
});
