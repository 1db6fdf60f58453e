import { messages } from '@lexi/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { installFakeWebSocket } from '../../../test/fake-websocket.ts';
import { aUser, errorBody, type MockAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { packageTexts } from '../case-generation-texts.ts';
import { aCasePackage, aLitigationWorkspace } from '../test-fixtures.ts';

const l = messages.litigation;
const g = l.own.generation;

function setUp(packageAnswers: MockAnswer | MockAnswer[] | ((body: unknown) => MockAnswer), extra = {}) {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
  return mockApi({
    '/api/litigation/get-single-litigation-workspace/': {
      body: {
        success: true,
        workspace: aLitigationWorkspace(1, { is_case_details_extracted: true }),
        cases: [],
      },
    },
    '/api/litigation/get-notes/': { body: { success: true, notes: [] } },
    '/api/litigation/get-case-package/': packageAnswers,
    ...extra,
  });
}

/** jsdom has no layout: ProseMirror asks for rectangles while it places the caret. */
function withoutLayout() {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const proto of [Range.prototype, Element.prototype]) {
    if (!('getClientRects' in proto))
      Object.defineProperty(proto, 'getClientRects', { value: noRects, configurable: true });
    if (!('getBoundingClientRect' in proto)) {
      Object.defineProperty(proto, 'getBoundingClientRect', {
        value: () => new DOMRect(),
        configurable: true,
      });
    }
  }
  if (!document.elementFromPoint) {
    Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
  }
}

const open = () => renderApp('/dashboard/litigation/lw1');
const user = () => userEvent.setup();

describe('the case package on the litigation workspace page', () => {
  it('shows the facts with their source, the judgements with their stance, and the strategy', async () => {
    const api = setUp(
      { body: aCasePackage() },
      {
        '/api/litigation/judgements/j1': {
          body: {
            success: true,
            message: 'ok',
            id: 'j1',
            title: 'Dashrath Rupsingh Rathod v. State of Maharashtra',
            citation: '(2014) 9 SCC 129',
            court: 'Supreme Court of India',
            year: 2014,
            text: 'The whole text of the judgement.',
          },
        },
      },
    );
    open();
    expect(await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).')).toBeTruthy();
    expect(screen.getByText('12 Aug 2022')).toBeTruthy();
    expect(screen.getByText(/On 12\/08\/2022 the accused issued cheque/)).toBeTruthy();
    expect(api.callsTo('/api/litigation/get-case-package/')[0]?.body).toEqual({ workspace_id: 'lw1' });

    await user().click(screen.getByRole('tab', { name: 'Judgements (1)' }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Helps your side')).toBeTruthy();
    // The stance says why in words, not by its colour alone.
    expect(within(card).getByText('It holds the drawer liable on facts like these.')).toBeTruthy();
    expect(within(card).getByText(/\(2014\) 9 SCC 129 · Supreme Court of India · 2014/)).toBeTruthy();
    await user().click(within(card).getByRole('button', { name: /Read the judgement/ }));
    const reading = await screen.findByRole('dialog', {
      name: 'Dashrath Rupsingh Rathod v. State of Maharashtra',
    });
    expect(await within(reading).findByText('The whole text of the judgement.')).toBeTruthy();
    await user().keyboard('{Escape}');

    await user().click(screen.getByRole('tab', { name: 'Strategy' }));
    expect(screen.getByText('Whether the cheque was issued for a legally enforceable debt')).toBeTruthy();
    expect(screen.getByText('Last day: 16 Oct 2022')).toBeTruthy();
    expect(screen.getByText('Answer: A security cheque is still covered')).toBeTruthy();
  });

  it('reads an older version when it is chosen', async () => {
    const api = setUp((body) => {
      const version = (body as { version?: number }).version;
      return { body: aCasePackage(version ?? 2) };
    });
    open();
    await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).');
    await user().click(screen.getByRole('combobox', { name: 'Version' }));
    await user().click(await screen.findByRole('option', { name: /^Version 1/ }));
    expect(await screen.findByText('Suresh Patil issued cheque No. 004512 (version 1).')).toBeTruthy();
    expect(api.callsTo('/api/litigation/get-case-package/').at(-1)?.body).toEqual({
      workspace_id: 'lw1',
      version: 1,
    });
  });

  it('saves an edited draft', async () => {
    withoutLayout();
    const api = setUp(
      { body: aCasePackage() },
      {
        '/api/litigation/update-draft/': {
          body: {
            success: true,
            message: g.draftSaved,
            draft: { ...aCasePackage().drafts[0], html: '<p>The complainant states. More.</p>' },
          },
        },
      },
    );
    open();
    await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).');
    await user().click(screen.getByRole('tab', { name: 'Drafts (2)' }));
    const save = screen.getByRole('button', { name: 'Save draft' });
    expect(save).toHaveProperty('disabled', true);
    const editor = await screen.findByRole('textbox', { name: 'Complaint under Section 138, draft text' });
    // Opening a draft changes nothing, even where the editor rewrites its HTML.
    await screen.findByText('The cheque was dishonoured.');
    expect(screen.queryByText(packageTexts.unsaved)).toBeNull();
    expect(save).toHaveProperty('disabled', true);
    await user().click(within(editor).getByText('The complainant states.'));
    await user().type(editor, ' More.');
    expect(await screen.findByText(packageTexts.unsaved)).toBeTruthy();
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user().click(save);
    expect(await screen.findByText(g.draftSaved)).toBeTruthy();
    const sent = api.callsTo('/api/litigation/update-draft/')[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({ workspace_id: 'lw1', draft_id: 'd1' });
    expect(sent.html).toContain('More.');
  });

  it('keeps an unsaved edit of a draft while the lawyer looks at another tab', async () => {
    withoutLayout();
    setUp({ body: aCasePackage() });
    open();
    await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).');
    await user().click(screen.getByRole('tab', { name: 'Drafts (2)' }));
    const editor = await screen.findByRole('textbox', { name: 'Complaint under Section 138, draft text' });
    await user().click(within(editor).getByText('The complainant states.'));
    await user().type(editor, ' More.');
    expect(await screen.findByText(packageTexts.unsaved)).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: /^Facts/ }));
    await user().click(screen.getByRole('tab', { name: 'Drafts (2)' }));
    expect(screen.getByText(packageTexts.unsaved)).toBeTruthy();
    const again = screen.getByRole('textbox', { name: 'Complaint under Section 138, draft text' });
    expect(again.textContent).toContain('More.');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', false);
    // Nor while another draft is read.
    await user().click(screen.getByRole('combobox', { name: 'Draft' }));
    await user().click(await screen.findByRole('option', { name: 'Objection to bail' }));
    await screen.findByRole('textbox', { name: 'Objection to bail, draft text' });
    // The draft shown has nothing to save (the other keeps its edit out of sight).
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    await user().click(screen.getByRole('combobox', { name: 'Draft' }));
    await user().click(await screen.findByRole('option', { name: 'Complaint under Section 138' }));
    const back = await screen.findByRole('textbox', { name: 'Complaint under Section 138, draft text' });
    expect(back.textContent).toContain('More.');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', false);
  });

  it('offers a firm’s viewer nothing to change: the package, the case and the notes read only', async () => {
    withoutLayout();
    const viewerSees = aLitigationWorkspace(1, {
      is_case_details_extracted: true,
      can_manage: false,
      can_edit: false,
    });
    const aCase = {
      id: 'c1',
      case_type: 'Criminal',
      representing: 'victim',
      complainant: 'Ravi Kumar',
      accused: 'Suresh Patil',
      victim: 'Ravi Kumar',
      allegations: 'Dishonour of cheque',
      facts_summary: 'The cheque bounced.',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    setUp(
      { body: aCasePackage() },
      {
        '/api/litigation/get-single-litigation-workspace/': {
          body: { success: true, workspace: viewerSees, cases: [aCase] },
        },
      },
    );
    open();
    await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).');
    expect(screen.getByRole('button', { name: packageTexts.download })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Case Ravi Kumar v Suresh Patil' })).toBeTruthy();
    for (const name of [
      'Edit details',
      packageTexts.generateNewVersion,
      'Edit case',
      'Delete case',
      'Add note',
    ])
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New note' })).toBeNull();
    await user().click(screen.getByRole('tab', { name: 'Drafts (2)' }));
    expect(screen.getByRole('button', { name: packageTexts.downloadDocx })).toBeTruthy();
    expect(screen.queryByRole('button', { name: packageTexts.save })).toBeNull();
    const text = await screen.findByRole('textbox', { name: 'Complaint under Section 138, draft text' });
    expect(text.getAttribute('contenteditable')).toBe('false');
  });

  it('downloads the chosen draft as the DOCX the server names, and says when it cannot', async () => {
    withoutLayout();
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const pack = aCasePackage();
    const api = setUp(
      { body: pack },
      {
        '/api/litigation/download-draft/': [
          {
            body: 'docx-bytes',
            headers: { 'Content-Disposition': 'attachment; filename="Objection to bail.docx"' },
          },
          { status: 404, body: errorBody(g.draftNotFound) },
        ],
      },
    );
    open();
    await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).');
    await user().click(screen.getByRole('tab', { name: 'Drafts (2)' }));
    await user().click(screen.getByRole('combobox', { name: 'Draft' }));
    await user().click(await screen.findByRole('option', { name: 'Objection to bail' }));
    await screen.findByRole('textbox', { name: 'Objection to bail, draft text' });
    await user().click(screen.getByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText(g.draftDownloaded)).toBeTruthy();
    expect(clicked).toEqual(['Objection to bail.docx']);
    expect(api.callsTo('/api/litigation/download-draft/')[0]?.body).toEqual({
      workspace_id: 'lw1',
      draft_id: 'd2',
      version: pack.version,
    });
    await user().click(screen.getByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText(g.draftNotFound)).toBeTruthy();
  });

  it('downloads the case as the zip the server names, and says so', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const api = setUp(
      { body: aCasePackage() },
      {
        '/api/litigation/download-case/': [
          {
            body: 'zip-bytes',
            headers: { 'Content-Disposition': 'attachment; filename="Kumar v Patil.zip"' },
          },
          { status: 500, body: null },
        ],
      },
    );
    open();
    await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).');
    await user().click(screen.getByRole('button', { name: 'Download case' }));
    expect(await screen.findByText(l.caseFileDownloaded)).toBeTruthy();
    expect(clicked).toEqual(['Kumar v Patil.zip']);
    expect(api.callsTo('/api/litigation/download-case/')[0]?.body).toEqual({ workspace_id: 'lw1' });
    await user().click(screen.getByRole('button', { name: 'Download case' }));
    expect(await screen.findByText(l.downloadFailed)).toBeTruthy();
  });

  it('offers to generate the package when there is none, and says when it cannot start', async () => {
    const api = setUp(
      { status: 404, body: errorBody(g.packageNotFound) },
      {
        '/api/litigation/initialize-case/': { status: 500, body: null },
      },
    );
    open();
    expect(await screen.findByText('No case package yet')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Generate the case package' }));
    expect(await screen.findByText(l.initializeFailed)).toBeTruthy();
    expect(api.callsTo('/api/litigation/initialize-case/')[0]?.body).toEqual({ workspace_id: 'lw1' });
  });

  it('resumes a generation still running: the overlay picks up its progress, then shows the package', async () => {
    const sockets = installFakeWebSocket();
    setUp([{ status: 404, body: errorBody(g.packageNotFound) }, { body: aCasePackage(1, 1) }], {
      '/api/litigation/initialize-case/': {
        body: {
          success: true,
          message: g.queued,
          generated: false,
          workspace_id: 'lw1',
          websocket_url: '/api/litigation/ws/generate-case/',
        },
      },
    });
    open();
    await user().click(await screen.findByRole('button', { name: 'Generate the case package' }));
    const overlay = await screen.findByRole('dialog', { name: l.buildingWorkspace });
    await waitFor(() => expect(() => sockets.latest()).not.toThrow());
    const socket = sockets.latest();
    act(() => socket.open());
    expect(socket.sent).toEqual([{ action: 'generate_case', workspace_id: 'lw1' }]);
    act(() =>
      socket.receive({
        type: 'progress',
        progress: 70,
        step: 'generating_strategy',
        message: 'Drafting the legal strategy',
      }),
    );
    expect(within(overlay).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('70');
    act(() =>
      socket.receive({
        type: 'complete',
        message: 'ready',
        generated: true,
        version: 1,
        workspace_id: 'lw1',
      }),
    );
    expect(await screen.findByText('Suresh Patil issued cheque No. 004512 (version 1).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: l.buildingWorkspace })).toBeNull());
  });

  it('says why the package could not be read, and reads it again on request', async () => {
    setUp([{ status: 500, body: errorBody('The database is not reachable.') }, { body: aCasePackage() }]);
    open();
    expect(await screen.findByText('The database is not reachable.')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Suresh Patil issued cheque No. 004512 (version 2).')).toBeTruthy();
  });
});
