import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreationProgress } from './use-creation-progress.ts';

describe('the contract creation progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 0 and rises by 1 every 350 ms while waiting', () => {
    const { result } = renderHook(() => useCreationProgress());
    expect(result.current.progress).toBe(0);
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(349));
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.progress).toBe(1);
    act(() => vi.advanceTimersByTime(350 * 9));
    expect(result.current.progress).toBe(10);
    expect(result.current.isComplete).toBe(false);
  });

  it('stops at 95 however long the wait', () => {
    const { result } = renderHook(() => useCreationProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(350 * 95));
    expect(result.current.progress).toBe(95);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.progress).toBe(95);
    expect(result.current.isComplete).toBe(false);
  });

  it('jumps to 100 and is complete on any answer, then sets the animation flag 1000 ms later', () => {
    const { result } = renderHook(() => useCreationProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(350 * 20));
    act(() => result.current.finish(true));
    expect(result.current.progress).toBe(100);
    expect(result.current.isComplete).toBe(true);
    expect(result.current.succeeded).toBe(true);
    expect(result.current.isAnimationComplete).toBe(false);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.isAnimationComplete).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isAnimationComplete).toBe(true);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.progress).toBe(100);
  });

  it('a failure is complete at 100 too, marked as a failure', () => {
    const { result } = renderHook(() => useCreationProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(350 * 5));
    act(() => result.current.finish(false));
    expect(result.current).toMatchObject({ progress: 100, isComplete: true, succeeded: false });
  });

  it('a fast answer (before the first tick) still ends at 100', () => {
    const { result } = renderHook(() => useCreationProgress());
    act(() => result.current.start());
    act(() => result.current.finish(true));
    act(() => vi.advanceTimersByTime(350 * 10));
    expect(result.current.progress).toBe(100);
  });

  it('reset returns to 0 and cancels the pending flag; a new start counts from 0 again', () => {
    const { result } = renderHook(() => useCreationProgress());
    act(() => result.current.start());
    act(() => result.current.finish(false));
    act(() => result.current.reset());
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toMatchObject({
      progress: 0,
      isComplete: false,
      succeeded: false,
      isAnimationComplete: false,
    });
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(350 * 3));
    expect(result.current.progress).toBe(3);
  });

  it('clears its timers when unmounted', () => {
    const { result, unmount } = renderHook(() => useCreationProgress());
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
