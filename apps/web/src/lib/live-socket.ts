import type { z } from 'zod';
import { useSessionStore } from './session-store.ts';

/** How a live connection ended when the caller did not end it. */
export type LiveSocketEnd = 'closed' | 'error';

export interface LiveSocketHandlers<T> {
  /** Once the connection is open: the place to send the first message. */
  onOpen: (socket: LiveSocket) => void;
  /** Every message the server sends that the schema accepts. */
  onMessage: (message: T) => void;
  /**
   * The connection ended without the caller closing it: 'error' when it failed (the browser's
   * error event, or a message the schema refused), 'closed' when the server or network closed it.
   * Called at most once.
   */
  onEnd: (end: LiveSocketEnd) => void;
}

export interface LiveSocket {
  /** True once the connection is open and until it ends. */
  isOpen: () => boolean;
  /** Sent only on an open connection. */
  send: (message: unknown) => void;
  /** Closes the connection; onEnd is not called afterwards. */
  close: () => void;
}

/**
 * The address of a live connection: `path` (absolute, or relative to the page) with ws: or wss:
 * after the page's scheme, and the session's token as `?token=` (a WebSocket carries no header).
 */
export function liveSocketUrl(path: string, token: string | null, base = window.location.href): string {
  const url = new URL(path, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** Opens a WebSocket whose server messages are JSON checked with a shared schema. */
export function openLiveSocket<S extends z.ZodType>(
  path: string,
  schema: S,
  handlers: LiveSocketHandlers<z.output<S>>,
): LiveSocket {
  const socket = new WebSocket(liveSocketUrl(path, useSessionStore.getState().authToken));
  let ended = false;
  const live: LiveSocket = {
    isOpen: () => !ended && socket.readyState === WebSocket.OPEN,
    send: (message) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close: () => {
      ended = true;
      socket.close();
    },
  };
  const end = (how: LiveSocketEnd) => {
    if (ended) return;
    ended = true;
    handlers.onEnd(how);
    socket.close();
  };
  socket.addEventListener('open', () => {
    if (!ended) handlers.onOpen(live);
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    if (ended) return;
    const parsed = schema.safeParse(parseJson(event.data));
    if (!parsed.success) {
      // The server and the shared schema disagree: a bug worth seeing in the console and in e2e runs.
      console.error('Unexpected message on the live connection', parsed.error.issues);
      end('error');
      return;
    }
    handlers.onMessage(parsed.data);
  });
  socket.addEventListener('error', () => end('error'));
  socket.addEventListener('close', () => end('closed'));
  return live;
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
