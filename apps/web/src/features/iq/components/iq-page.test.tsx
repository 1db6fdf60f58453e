import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useDashboardStore } from '../../dashboard/dashboard-store.ts';
import { anAnalysis, analysisAnswer, aSummary, listAnswer } from '../test-fixtures.ts';

const a = messages.analysis;

function signedIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = (name = 'supply.pdf') => new File(['%PDF-1.7\nsome contract'], name, { type: 'application/pdf' });

describe('the LeXi IQ page', () => {
  it('says what to do when there is no analysis yet', async () => {
    signedIn();
    mockApi({ '/api/iq/analyses': listAnswer([]) });
    renderApp('/iq');
    expect(screen.getByRole('heading', { level: 1, name: 'LeXi IQ' })).toBeTruthy();
    expect(await screen.findByText('No analyses yet')).toBeTruthy();
    expect(document.title).toBe('LeXi IQ · LeXi');
    expect(useDashboardStore.getState().iqAnalysis).toBeNull();
  });

  it('refuses a file that is neither PDF nor DOCX before uploading, with the shared rule’s sentence', async () => {
    signedIn();
    const api = mockApi({ '/api/iq/analyses': listAnswer([]) });
    const { container } = renderApp('/iq');
    await userEvent.upload(
      fileInput(container),
      new File(['hello'], 'notes.pdf', { type: 'application/pdf' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText(a.own.unsupportedFile)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(api.callsTo('/api/iq/quick_add_risk_analysis')).toHaveLength(0);
  });

  it('asks for a file when none is chosen', async () => {
    signedIn();
    mockApi({ '/api/iq/analyses': listAnswer([]) });
    renderApp('/iq');
    await userEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByText(a.own.fileRequired)).toBeTruthy();
  });

  it('uploads a contract for negotiation with progress, then opens its result', async () => {
    signedIn();
    let answer: (value: { body: unknown }) => void = () => {};
    const api = mockApi({
      '/api/iq/analyses': listAnswer([]),
      '/api/iq/iq_negotiate': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      // The analysis is a background job: still processing at the first ask, done at the second.
      '/api/iq/analyses/a1': [
        analysisAnswer(anAnalysis({ status: 'processing', findings: [], proposals: [], score: null })),
        analysisAnswer(anAnalysis()),
      ],
    });
    const { container, router } = renderApp('/iq');
    await userEvent.click(screen.getByRole('radio', { name: /Negotiation/ }));
    await userEvent.upload(fileInput(container), pdf());
    expect(await screen.findByText('supply.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Negotiate' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/iq/iq_negotiate')).toHaveLength(1));
    const sent = api.callsTo('/api/iq/iq_negotiate')[0]?.body as { file_content: string; file_name: string };
    expect(sent.file_name).toBe('supply.pdf');
    expect(atob(sent.file_content)).toContain('%PDF-1.7');
    answer({ body: { success: true, id: 'a1', message: a.negotiationProcessed } });
    // One more ask, a second later, finds it done (a busy machine gets more time).
    expect(await screen.findByText(a.negotiationProcessed, {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/iq/a1'), { timeout: 15_000 });
    expect(api.callsTo('/api/iq/analyses/a1').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe('supply.docx'), {
      timeout: 15_000,
    });
  }, 30_000);

  it('shows the server’s refusal of a file, and the spec’s fallback when it gives none', async () => {
    signedIn();
    mockApi({
      '/api/iq/analyses': listAnswer([]),
      '/api/iq/quick_add_risk_analysis': [
        { status: 422, body: errorBody(a.own.scannedFile) },
        { status: 500, body: {} },
      ],
    });
    const { container } = renderApp('/iq');
    await userEvent.upload(fileInput(container), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect((await screen.findAllByText(a.own.scannedFile)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect((await screen.findAllByText(a.analyzeFailed)).length).toBeGreaterThan(0);
  });

  it('says the analysis failed when its background job gives up, and stays on the page', async () => {
    signedIn();
    mockApi({
      '/api/iq/analyses': listAnswer([]),
      '/api/iq/quick_add_risk_analysis': { body: { success: true, id: 'a9', message: a.analyzed } },
      '/api/iq/analyses/a9': analysisAnswer(anAnalysis({ id: 'a9', status: 'failed', findings: [] })),
    });
    const { container, router } = renderApp('/iq');
    await userEvent.upload(fileInput(container), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect((await screen.findAllByText(a.analyzeFailed)).length).toBeGreaterThan(0);
    expect(screen.queryByText(a.analyzed)).toBeNull();
    expect(router.state.location.pathname).toBe('/iq');
  });

  it('lists the analyses, keeps the latest for the dashboard, and deletes one after asking', async () => {
    signedIn();
    const api = mockApi({
      '/api/iq/analyses': [
        listAnswer([aSummary(), aSummary({ id: 'a2', file_name: 'lease.pdf', kind: 'risk', score: 90 })]),
        listAnswer([aSummary({ id: 'a2', file_name: 'lease.pdf', kind: 'risk', score: 90 })]),
      ],
      '/api/iq/analyses/a1': { body: { success: true, message: a.own.deleted } },
    });
    renderApp('/iq');
    const link = await screen.findByRole('link', { name: 'supply.docx' });
    expect(link.getAttribute('href')).toBe('/iq/a1');
    expect(screen.getByLabelText('Score 68 out of 100')).toBeTruthy();
    expect(useDashboardStore.getState().iqAnalysis?.id).toBe('a1');

    await userEvent.click(screen.getByRole('button', { name: 'Delete the analysis of supply.docx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the analysis of supply.docx' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this analysis?' })).getByRole('button', {
        name: 'Delete analysis',
      }),
    );
    expect(await screen.findByText(a.own.deleted)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/iq/analyses/a1',
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'supply.docx' })).toBeNull());
    expect(useDashboardStore.getState().iqAnalysis?.id).toBe('a2');
  });
});
