import { messages } from '@lexi/shared/messages';
import {
  CASE_GENERATION_DONE_DELAY_MS,
  CASE_GENERATION_NOTICE_MS,
  CASE_GENERATION_TICK_MS,
} from '@lexi/shared/workspace-constants';
import { notificationsStore } from '@mantine/notifications';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost, Providers } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { installFakeWebSocket } from '../../../test/fake-websocket.ts';
import { aUser, mockApi } from '../../../test/mock-api.ts';
import type { GenerationOutcome, GenerationStart } from '../hooks/use-case-generation.ts';
import { CaseGenerationOverlay } from './case-generation-overlay.tsx';

await NotificationsHost.preload();

const l = messages.litigation;
const live: GenerationStart = { generated: false, websocket_url: '/api/litigation/ws/generate' };

function renderOverlay(begin: () => Promise<GenerationStart>) {
  const onClose = vi.fn<(outcome: GenerationOutcome) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/start',
        element: (
          <CaseGenerationOverlay
            workspaceId="lw1"
            begin={begin}
            beginFailure={l.initializeFailed}
            onClose={onClose}
          />
        ),
      },
      { path: '/dashboard/litigation/:id', element: <p>The workspace page</p> },
    ],
    { initialEntries: ['/start'] },
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, onClose };
}

const shownProgress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const toasts = () =>
  notificationsStore
    .getState()
    .notifications.concat(notificationsStore.getState().queue)
    .map((toast) => `${toast.title ? `${String(toast.title)}: ` : ''}${String(toast.message)}`);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the begin() promise settle under fake timers. */
const settle = () => act(async () => {});

let sockets: ReturnType<typeof installFakeWebSocket>;
beforeEach(() => {
  vi.useFakeTimers();
  sockets = installFakeWebSocket();
  useSessionStore.getState().signIn({ token: 'tok-123', user_data: aUser });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the case generation overlay', () => {
  it('climbs 0.4 a tick on its own, and stops at 99 until the generation completes', async () => {
    renderOverlay(async () => live);
    await settle();
    const dialog = screen.getByRole('dialog', { name: l.buildingWorkspace });
    // Focus is held inside the overlay, whose one control is Cancel.
    await advance(0);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(shownProgress()).toBe(0);
    advance(CASE_GENERATION_TICK_MS * 10);
    expect(shownProgress()).toBe(4);
    advance(55_000);
    expect(shownProgress()).toBe(99);
    advance(120_000);
    expect(shownProgress()).toBe(99);
    expect(screen.getByRole('dialog', { name: l.buildingWorkspace })).toBeTruthy();
  });

  it('connects with the token, asks for generate_case, and follows the server once it reports', async () => {
    const { router, onClose } = renderOverlay(async () => live);
    await settle();
    const socket = sockets.latest();
    expect(new URL(socket.url).pathname).toBe('/api/litigation/ws/generate');
    expect(new URL(socket.url).protocol).toBe('ws:');
    expect(new URL(socket.url).searchParams.get('token')).toBe('tok-123');
    act(() => socket.open());
    expect(socket.sent).toEqual([{ action: 'generate_case', workspace_id: 'lw1' }]);

    act(() =>
      socket.receive({
        type: 'progress',
        progress: 45,
        step: 'generating_judgement',
        message: 'Finding relevant judgements',
      }),
    );
    expect(shownProgress()).toBe(45);
    expect(screen.getByText('Finding relevant judgements')).toBeTruthy();
    // The third stage is under way, the first two are done.
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain(l.own.generation.stages.findingJudgements);
    advance(10_000);
    expect(shownProgress()).toBe(45);

    act(() =>
      socket.receive({
        type: 'progress',
        progress: 55,
        step: 'judgements_generated',
        message: '6 relevant judgements found',
      }),
    );
    expect(screen.getAllByText('6 relevant judgements found').length).toBeGreaterThan(0);
    advance(CASE_GENERATION_NOTICE_MS);
    expect(screen.getAllByText('6 relevant judgements found')).toHaveLength(1);

    act(() =>
      socket.receive({
        type: 'complete',
        message: 'ready',
        generated: true,
        version: 2,
        workspace_id: 'lw1',
      }),
    );
    expect(shownProgress()).toBe(100);
    advance(CASE_GENERATION_DONE_DELAY_MS - 1);
    expect(router.state.location.pathname).toBe('/start');
    advance(1);
    expect(router.state.location.pathname).toBe('/dashboard/litigation/lw1');
    expect(onClose).toHaveBeenCalledWith({ kind: 'complete', version: 2 });
  });

  it('is done at 100 % when the package is generated already', async () => {
    const { router } = renderOverlay(async () => ({ generated: true, version: 3 }));
    await settle();
    expect(shownProgress()).toBe(100);
    expect(sockets.latest).toThrow();
    advance(CASE_GENERATION_DONE_DELAY_MS);
    expect(router.state.location.pathname).toBe('/dashboard/litigation/lw1');
  });

  it('cancels: tells the server, closes the connection and says so', async () => {
    const { onClose, router } = renderOverlay(async () => live);
    await settle();
    const socket = sockets.latest();
    act(() => socket.open());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(socket.sent).toContainEqual({ action: 'cancel_generation', workspace_id: 'lw1' });
    expect(socket.closedByPage).toBe(true);
    expect(onClose).toHaveBeenCalledWith({ kind: 'cancelled' });
    expect(toasts()).toEqual([`${l.generationCancelled}: ${l.generationCancelledByUser}`]);
    expect(router.state.location.pathname).toBe('/start');
  });

  it('stops the job through cancel-generation/ when cancelled before the connection is open', async () => {
    const api = mockApi({
      '/api/litigation/cancel-generation/': { body: { success: true, message: l.generationCancelled } },
    });
    const { onClose } = renderOverlay(async () => live);
    await settle();
    const socket = sockets.latest();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(socket.sent).toEqual([]);
    expect(socket.closedByPage).toBe(true);
    expect(api.callsTo('/api/litigation/cancel-generation/')[0]?.body).toEqual({ workspace_id: 'lw1' });
    expect(onClose).toHaveBeenCalledWith({ kind: 'cancelled' });
  });

  it('says the connection was lost when it closes while generating', async () => {
    const { onClose } = renderOverlay(async () => live);
    await settle();
    act(() => sockets.latest().open());
    act(() => sockets.latest().drop());
    expect(onClose).toHaveBeenCalledWith({ kind: 'failed', message: l.connectionLost });
    expect(toasts()).toEqual([l.connectionLost]);
  });

  it('says there was a connection error, once, when the connection fails', async () => {
    const { onClose } = renderOverlay(async () => live);
    await settle();
    act(() => sockets.latest().fail());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith({ kind: 'failed', message: l.connectionError });
    expect(toasts()).toEqual([l.connectionError]);
  });

  it("shows the server's error message, such as a missing token", async () => {
    const { onClose } = renderOverlay(async () => live);
    await settle();
    act(() => sockets.latest().open());
    act(() =>
      sockets
        .latest()
        .receive({ type: 'error', message: l.authenticationRequired, reason: 'authentication' }),
    );
    expect(onClose).toHaveBeenCalledWith({ kind: 'failed', message: l.authenticationRequired });
    expect(toasts()).toEqual([l.authenticationRequired]);
  });

  it('says the case was created but not initialized when the start fails without a message', async () => {
    const { onClose } = renderOverlay(async () => {
      throw new ApiError(500, null);
    });
    await settle();
    expect(onClose).toHaveBeenCalledWith({ kind: 'failed', message: l.initializeFailed });
    expect(toasts()).toEqual([l.initializeFailed]);
    expect(sockets.latest).toThrow();
  });
});
