import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterShown } from './after-first-paint.tsx';

/** A PerformanceObserver that supports Element Timing, fed by the test. */
function fakeElementTiming() {
  const observers: Array<(entries: PerformanceEntry[]) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    private connected = true;
    constructor(private readonly report: (list: { getEntries: () => PerformanceEntry[] }) => void) {}
    observe() {
      observers.push((entries) => {
        if (this.connected) this.report({ getEntries: () => entries });
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (identifier: string) => {
    for (const report of observers) report([{ identifier } as unknown as PerformanceEntry]);
  };
}

describe('after the first paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('afterNextPaint waits for two animation frames and a task', async () => {
    const done = vi.fn();
    afterNextPaint(done);
    expect(done).not.toHaveBeenCalled();
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    expect(done).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });

  it('afterShown waits for its own element, not another one', async () => {
    const paint = fakeElementTiming();
    const done = vi.fn();
    afterShown('top', done);
    paint('elsewhere');
    await new Promise((r) => setTimeout(r, 10));
    expect(done).not.toHaveBeenCalled();
    paint('top');
    paint('top');
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toHaveBeenCalledOnce();
  });

  it('afterShown gives up waiting after a few seconds (a hidden tab paints nothing)', () => {
    vi.useFakeTimers();
    fakeElementTiming();
    const done = vi.fn();
    afterShown('top', done);
    vi.advanceTimersByTime(2_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(done).toHaveBeenCalledOnce();
  });

  it('afterShown cancelled calls nothing', async () => {
    const paint = fakeElementTiming();
    const done = vi.fn();
    afterShown('top', done)();
    paint('top');
    await new Promise((r) => setTimeout(r, 10));
    expect(done).not.toHaveBeenCalled();
  });
});
