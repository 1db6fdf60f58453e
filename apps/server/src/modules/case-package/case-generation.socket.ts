import { type CaseGenerationServerMessage, caseGenerationClientMessage } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { authenticate } from '../accounts/session.service.ts';
import { type Viewer, viewerOf } from '../workspaces/workspace-access.ts';
import { cancelGeneration, type Kick, startGeneration } from './case-generation.ts';
import { followGeneration } from './follow-generation.ts';

const l = messages.litigation;

/** What the connection needs of a WebSocket (the `ws` socket @fastify/websocket hands a route). */
export type LiveSocket = {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number): void;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'message', listener: (data: { toString(): string }) => void): unknown;
};

/**
 * One live connection (spec §7): authenticated by the `token` query parameter, it takes
 * `generate_case` (start or re-attach: the stream resumes from the job row) and
 * `cancel_generation`, and sends progress, then complete or error, then closes. A missing or bad
 * token and a workspace the user may not see end it with an error before any progress.
 */
export function serveGenerationSocket(deps: Deps, socket: LiveSocket, token: string, kick: Kick): void {
  const aborter = new AbortController();
  let viewer: Promise<Viewer | null> | null = null;
  let following: string | null = null;
  const send = (message: CaseGenerationServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const fail = (message: string, reason: 'authentication' | 'not_found' | 'invalid_message' | 'failed') => {
    send({ type: 'error', message, reason });
    aborter.abort();
    socket.close(1000);
  };
  socket.on('close', () => aborter.abort());
  viewer = authenticate(deps, token, deps.now())
    .then((principal) => viewerOf(deps.db, principal.userId))
    .catch(() => {
      fail(l.authenticationRequired, 'authentication');
      return null;
    });

  socket.on('message', (raw) => {
    void (async () => {
      const who = await viewer;
      if (!who) return;
      let parsed: ReturnType<typeof caseGenerationClientMessage.safeParse>;
      try {
        parsed = caseGenerationClientMessage.safeParse(JSON.parse(String(raw)));
      } catch {
        return fail(l.own.generation.invalidMessage, 'invalid_message');
      }
      if (!parsed.success) return fail(l.own.generation.invalidMessage, 'invalid_message');
      const message = parsed.data;
      try {
        if (message.action === 'cancel_generation') {
          // Watchers, this one included, see the cancellation in the row and end with its error.
          await cancelGeneration(deps, who, message.workspace_id);
          return;
        }
        if (following !== null) {
          if (following !== message.workspace_id) fail(l.own.generation.otherWorkspace, 'invalid_message');
          return;
        }
        following = message.workspace_id;
        const start = await startGeneration(deps, who, message.workspace_id, { newVersion: false, kick });
        if (start.generated) {
          send({
            type: 'progress',
            progress: 100,
            step: 'complete',
            message: l.own.generation.steps.complete,
          });
          send({
            type: 'complete',
            message: l.own.generation.complete,
            generated: true,
            version: start.version,
            workspace_id: start.workspaceId,
          });
          socket.close(1000);
          return;
        }
        const live = followGeneration(
          deps,
          start.jobId,
          start.workspaceId,
          aborter.signal,
          deps.config.liveRereadMs,
        );
        for await (const out of live) send(out);
        if (!aborter.signal.aborted) socket.close(1000);
      } catch (error) {
        if (error instanceof AppError)
          return fail(error.message, error.status === 404 ? 'not_found' : 'failed');
        fail(l.connectionError, 'failed');
      }
    })();
  });
}
