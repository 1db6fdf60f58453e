import { vi } from 'vitest';

/**
 * A WebSocket the test drives: it records the address and what the page sends, and the test plays
 * the server (open, messages, close, error). Installed with `installFakeWebSocket()`.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  closedByPage = false;

  constructor(url: string) {
    super();
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedByPage = true;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  // ——— the server's side ———
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  receive(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  drop(): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

export function installFakeWebSocket(): { latest: () => FakeWebSocket } {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return {
    latest: () => {
      const socket = FakeWebSocket.instances.at(-1);
      if (!socket) throw new Error('No WebSocket was opened');
      return socket;
    },
  };
}
