import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './live-socket.ts';

describe('the address of a live connection', () => {
  it("takes the page's host and secure scheme, and carries the token as a query parameter", () => {
    expect(
      liveSocketUrl('/api/litigation/ws/generate-case/', 'a b+c', 'https://lexi.example/dashboard'),
    ).toBe('wss://lexi.example/api/litigation/ws/generate-case/?token=a+b%2Bc');
    expect(liveSocketUrl('/api/x/', 'tok', 'http://localhost:5173/')).toBe(
      'ws://localhost:5173/api/x/?token=tok',
    );
  });

  it('keeps an absolute ws address and adds no token when signed out', () => {
    expect(liveSocketUrl('wss://live.example/ws', null, 'https://lexi.example/')).toBe(
      'wss://live.example/ws',
    );
  });
});
