import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** How long `afterShown` waits for its element's paint at most (a hidden tab paints nothing). */
const SHOWN_TIMEOUT_MS = 3000;

/**
 * Calls `callback` once the browser has drawn the current frame: an animation frame runs just
 * before its frame is drawn, and the task queued from the next one after. (A passive effect alone
 * may run before the first paint at all: React's scheduler does not wait for one.) Returns a
 * function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Calls `callback` once the element marked `elementtiming={identifier}` is on the screen, as the
 * Element Timing API reports it: a drawn frame reaches the screen some time after the main thread
 * has drawn it, later still on a busy machine. Where the browser lacks the API, after the next
 * paint; at the latest after a few seconds. Returns a function that cancels it.
 */
export function afterShown(identifier: string, callback: () => void): () => void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')) {
    return afterNextPaint(callback);
  }
  const isShown = (entry: PerformanceEntry) => (entry as PerformanceElementEntry).identifier === identifier;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(isShown)) stop(setTimeout(callback, 0));
  });
  let timer = setTimeout(() => stop(setTimeout(callback, 0)), SHOWN_TIMEOUT_MS);
  function stop(next: ReturnType<typeof setTimeout>) {
    observer.disconnect();
    clearTimeout(timer);
    timer = next;
  }
  observer.observe({ type: 'element', buffered: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** What the Element Timing API reports of an element (not yet in TypeScript's DOM types). */
interface PerformanceElementEntry extends PerformanceEntry {
  identifier: string;
}

declare module 'react' {
  interface HTMLAttributes<T> {
    /** The Element Timing API's identifier of the element (see `afterShown`). */
    elementtiming?: string;
  }
}

/** How long `AfterFirstPaint` waits for what its `prepare` fetches before it renders anyway. */
const PREPARE_WAIT_MS = 500;

interface AfterFirstPaintProps {
  children: ReactNode;
  /** Waits until the element marked `elementtiming={shownAfter}` is on the screen. */
  shownAfter?: string;
  /**
   * Fetches what the children need at once (their code, their first data), started after the
   * paint; they render once it has settled, or after half a second. Data that came in the middle
   * of their sliced render would make React render them again, synchronously, in one long task
   * (a store read through useSyncExternalStore, as TanStack Query's are, must not tear).
   */
  prepare?: () => Promise<unknown>;
}

/**
 * Renders `children` only once the page around it has been painted, and then as a transition:
 * React renders them in slices, between which the browser stays free to paint and answer input,
 * instead of in one long task before anything shows. For the parts of a page below its first
 * screen; put nothing after it that is shown at once, or it would move down when they come.
 */
export function AfterFirstPaint({ children, shownAfter, prepare }: AfterFirstPaintProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let active = true;
    const show = () => {
      if (active) startTransition(() => setShown(true));
    };
    const painted = () => {
      if (!prepare) return show();
      const waited = new Promise((resolve) => setTimeout(resolve, PREPARE_WAIT_MS));
      void Promise.race([Promise.allSettled([prepare()]), waited]).then(show);
    };
    const cancel = shownAfter ? afterShown(shownAfter, painted) : afterNextPaint(painted);
    return () => {
      active = false;
      cancel();
    };
  }, [shownAfter, prepare]);
  return shown ? children : null;
}
