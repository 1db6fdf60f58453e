import type { DocumentListItem, DocumentsListResponse } from '@lexi/shared/api/documents';
import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const d = messages.documents.own;

function signedIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

function anItem(overrides: Partial<DocumentListItem> = {}): DocumentListItem {
  return {
    kind: 'emohar',
    id: 'doc-1',
    title: 'Office lease',
    parties: ['Asha Rao', 'Ravi Menon'],
    status: 'sealed',
    role: 'owner',
    last_activity: '2026-03-02T10:00:00.000Z',
    expiry_date: '2027-03-31',
    opens: 'signed',
    open_id: 'doc-1',
    ...overrides,
  };
}

function page(items: DocumentListItem[], overrides: Partial<DocumentsListResponse> = {}) {
  return {
    body: {
      success: true,
      message: d.listLoaded,
      items,
      page: 1,
      page_size: 20,
      total: items.length,
      num_pages: 1,
      ...overrides,
    } satisfies DocumentsListResponse,
  };
}

/** The query of a recorded call, as an object. */
const queryOf = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.path ?? '/', 'http://localhost').searchParams.entries());

/** A wide screen: the table instead of the phone's cards. */
function desktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('the documents page', () => {
  it('says what to do next on an empty account: start an e-mohar document or draft a contract', async () => {
    signedIn();
    mockApi({ '/api/documents/': page([]) });
    renderApp('/documents');
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(document.title).toBe('Documents · LeXi');
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    // In the page's header and in the empty state alike.
    const starts = screen.getAllByRole('link', { name: /New e-mohar document/ });
    expect(starts.map((link) => link.getAttribute('href'))).toEqual(['/e_mohar?new=1', '/e_mohar?new=1']);
    const drafts = screen.getAllByRole('link', { name: /Draft a contract/ });
    expect(drafts.map((link) => link.getAttribute('href'))).toEqual(['/drafts/new', '/drafts/new']);
  });

  it('shows a loading skeleton, then each row with the link to the page that opens it', async () => {
    signedIn();
    desktop();
    mockApi({
      '/api/documents/': page([
        anItem(),
        anItem({ id: 'doc-2', title: 'NDA', status: 'draft', opens: 'signing', open_id: 'doc-2' }),
        anItem({
          kind: 'contract',
          id: 'c-1',
          title: 'Services',
          status: 'draft',
          opens: 'editor',
          open_id: 'c-1',
        }),
        anItem({
          id: 'doc-3',
          title: 'Their lease',
          role: 'counter_party',
          status: 'waiting_for_counter_party',
          open_id: 'doc-3',
        }),
      ]),
    });
    renderApp('/documents');
    expect(screen.getByLabelText('Loading your documents')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your documents' });
    expect(within(table).getByRole('link', { name: 'Office lease' }).getAttribute('href')).toBe(
      '/e_mohar/signed?id=doc-1',
    );
    expect(within(table).getByRole('link', { name: 'NDA' }).getAttribute('href')).toBe('/e_mohar?id=doc-2');
    expect(within(table).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/drafts/c-1');
    expect(within(table).getByRole('link', { name: 'Continue signing: NDA' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Open in editor: Services' })).toBeTruthy();
    expect(within(table).getByText('Sealed')).toBeTruthy();
    expect(within(table).getByText('Waiting for counter party')).toBeTruthy();
    expect(within(table).getAllByText('Asha Rao, Ravi Menon')).toHaveLength(4);
    expect(within(table).getAllByText('31 Mar 2027')).toHaveLength(4);
    // Only the owner archives: the counter party's row has no Archive.
    expect(within(table).getAllByRole('button', { name: /^Archive / })).toHaveLength(3);
    expect(within(table).queryByRole('button', { name: 'Archive Their lease' })).toBeNull();
  });

  it('shows cards on a phone', async () => {
    signedIn();
    mockApi({ '/api/documents/': page([anItem()]) });
    renderApp('/documents');
    const list = await screen.findByRole('list', { name: 'Your documents' });
    expect(within(list).getByRole('link', { name: 'Office lease' })).toBeTruthy();
    expect(within(list).getByText(/Last activity 2 Mar 2026 · expires 31 Mar 2027/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('searches after typing stops, filters by status, sorts, and goes back to page 1', async () => {
    signedIn();
    desktop();
    const api = mockApi({ '/api/documents/': page([anItem()], { total: 45, num_pages: 3 }) });
    renderApp('/documents');
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(queryOf(api.calls.at(-1))).toEqual({ page: '1', sort: 'last_activity', order: 'desc' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queryOf(api.calls.at(-1)).page).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'lease');
    await waitFor(() =>
      expect(queryOf(api.calls.at(-1))).toEqual({
        page: '1',
        search: 'lease',
        sort: 'last_activity',
        order: 'desc',
      }),
    );
    // One search for the settled text, not one per key.
    expect(api.calls.filter((call) => queryOf(call).search !== undefined)).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(queryOf(api.calls.at(-1)).status).toBe('archived'));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Expiry, soonest first' }));
    await waitFor(() =>
      expect(queryOf(api.calls.at(-1))).toEqual({
        page: '1',
        search: 'lease',
        status: 'archived',
        sort: 'expiry',
        order: 'asc',
      }),
    );
  });

  it('says when nothing matches and clears the filters', async () => {
    signedIn();
    const api = mockApi({
      '/api/documents/': (_body, call) => (queryOf(call).status ? page([]) : page([anItem()])),
    });
    renderApp('/documents?status=expired');
    const user = userEvent.setup();
    expect(await screen.findByText('No documents match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Office lease' })).toBeTruthy();
    expect(queryOf(api.calls.at(-1)).status).toBeUndefined();
  });

  it('shows the error with a retry that loads the list', async () => {
    signedIn();
    mockApi({
      '/api/documents/': [{ status: 400, body: errorBody(d.pageInvalid) }, page([anItem()])],
    });
    renderApp('/documents');
    const user = userEvent.setup();
    expect(await screen.findByText(d.listFailed)).toBeTruthy();
    expect(screen.getAllByText(d.pageInvalid).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Office lease' })).toBeTruthy();
  });

  it('archives a row after asking, and unarchives an archived one at once', async () => {
    signedIn();
    const api = mockApi({
      '/api/documents/': page([anItem(), anItem({ id: 'doc-9', title: 'Old NDA', status: 'archived' })]),
      '/api/documents/archive': { body: { success: true, message: d.archived } },
      '/api/documents/unarchive': { body: { success: true, message: d.unarchived } },
    });
    renderApp('/documents');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive Office lease' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this document?' });
    expect(within(dialog).getByText(/Nothing is deleted: it stays verifiable/)).toBeTruthy();
    expect(api.callsTo('/api/documents/archive')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(d.archived)).toBeTruthy();
    expect(api.callsTo('/api/documents/archive')[0]?.body).toEqual({ kind: 'emohar', id: 'doc-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Unarchive Old NDA' }));
    expect(await screen.findByText(d.unarchived)).toBeTruthy();
    expect(api.callsTo('/api/documents/unarchive')[0]?.body).toEqual({ kind: 'emohar', id: 'doc-9' });
    // The list is fetched again after each change.
    expect(
      api.calls.filter((call) => call.path.startsWith('/api/documents/?')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('shows the server sentence when archiving fails, else "Failed to archive the document"', async () => {
    signedIn();
    mockApi({
      '/api/documents/': page([anItem()]),
      '/api/documents/archive': [
        { status: 500, body: null },
        { status: 404, body: errorBody(messages.emohar.own.documentNotFound) },
      ],
    });
    renderApp('/documents');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive Office lease' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(d.archiveFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(messages.emohar.own.documentNotFound)).toBeTruthy();
  });
});
