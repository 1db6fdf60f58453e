import { type CaseGenerationServerMessage, caseGenerationServerMessage } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import {
  CASE_GENERATION_DONE_DELAY_MS,
  CASE_GENERATION_NOTICE_MS,
  CASE_GENERATION_TICK_MS,
} from '@lexi/shared/workspace-constants';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { type LiveSocket, openLiveSocket } from '../../../lib/live-socket.ts';
import { cancelGeneration } from '../api/case-package.ts';
import { type GenerationView, generationReducer, initialGenerationView } from '../generation-progress.ts';

const l = messages.litigation;

/**
 * Stops the job over HTTP. The overlay has already said 'cancelled'; should this call fail, the
 * job runs on to its end, as after a closed browser, and its package appears on the page.
 */
function stopJob(workspaceId: string): void {
  cancelGeneration(workspaceId).catch(() => {});
}

/** How the generation began: the package is there already, or a live address to watch it on. */
export type GenerationStart =
  | { generated: true; version: number }
  | { generated: false; websocket_url: string };

export type GenerationOutcome =
  | { kind: 'complete'; version: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

interface Options {
  workspaceId: string;
  /** initialize-case/ or run-all-models/. */
  begin: () => Promise<GenerationStart>;
  /** The catalogue's fallback when `begin` fails without a server message. */
  beginFailure: string;
  /** Called once: complete (after the 500 ms at 100 %), cancelled or failed. */
  onFinish: (outcome: GenerationOutcome) => void;
}

/**
 * Runs a case generation and watches it live (spec part 2 §4 "Case generation"): begin, then the
 * live connection with `generate_case` (which resumes a job already running), progress, notices,
 * then complete or an error. The shown progress climbs on its own until the server reports.
 */
export function useCaseGeneration({ workspaceId, begin, beginFailure, onFinish }: Options): {
  view: GenerationView;
  cancel: () => void;
} {
  const [view, dispatch] = useReducer(generationReducer, initialGenerationView);
  const socket = useRef<LiveSocket | null>(null);
  const finished = useRef(false);
  const version = useRef(0);
  const cancelled = useRef(false);
  // The latest callbacks, read when needed, so that a parent's re-render does not restart the work.
  const latest = useRef({ begin, beginFailure, onFinish });
  useEffect(() => {
    latest.current = { begin, beginFailure, onFinish };
  });

  const finish = useCallback((outcome: GenerationOutcome) => {
    if (finished.current) return;
    finished.current = true;
    socket.current?.close();
    latest.current.onFinish(outcome);
  }, []);

  useEffect(() => {
    if (view.serverReported || view.complete) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), CASE_GENERATION_TICK_MS);
    return () => clearInterval(timer);
  }, [view.serverReported, view.complete]);

  useEffect(() => {
    if (view.notice === null) return;
    const timer = setTimeout(() => dispatch({ type: 'clear-notice' }), CASE_GENERATION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [view.notice]);

  useEffect(() => {
    if (!view.complete) return;
    const timer = setTimeout(
      () => finish({ kind: 'complete', version: version.current }),
      CASE_GENERATION_DONE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [view.complete, finish]);

  useEffect(() => {
    let stopped = false;
    finished.current = false;
    cancelled.current = false;
    const onMessage = (message: CaseGenerationServerMessage) => {
      if (message.type === 'progress') {
        dispatch({ type: 'progress', message });
      } else if (message.type === 'complete') {
        socket.current?.close();
        version.current = message.version;
        dispatch({ type: 'complete' });
      } else if (message.reason === 'cancelled') {
        finish({ kind: 'cancelled' });
      } else {
        finish({ kind: 'failed', message: message.message });
      }
    };
    latest.current
      .begin()
      .then((start) => {
        if (stopped) return;
        // Cancelled while begin was under way: the job it queued is stopped now that it exists.
        if (cancelled.current && !start.generated) stopJob(workspaceId);
        if (finished.current) return;
        if (start.generated) {
          version.current = start.version;
          dispatch({ type: 'complete' });
          return;
        }
        socket.current = openLiveSocket(start.websocket_url, caseGenerationServerMessage, {
          onOpen: (live) => live.send({ action: 'generate_case', workspace_id: workspaceId }),
          onMessage,
          onEnd: (end) =>
            finish({ kind: 'failed', message: end === 'error' ? l.connectionError : l.connectionLost }),
        });
      })
      .catch((caught: unknown) => {
        if (!stopped) finish({ kind: 'failed', message: errorMessage(caught, latest.current.beginFailure) });
      });
    return () => {
      stopped = true;
      socket.current?.close();
      socket.current = null;
    };
  }, [workspaceId, finish]);

  // On an open connection the cancel goes through it; while it is still connecting, through
  // cancel-generation/ (begin has queued the job); before begin has answered, once it answers.
  const cancel = useCallback(() => {
    cancelled.current = true;
    const live = socket.current;
    if (live?.isOpen()) live.send({ action: 'cancel_generation', workspace_id: workspaceId });
    else if (live) stopJob(workspaceId);
    finish({ kind: 'cancelled' });
  }, [workspaceId, finish]);

  return { view, cancel };
}
