import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUploadProgress } from './use-upload-progress.ts';

describe('the upload progress (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises by 10 each second, stops at 90 while waiting, then shows 100', () => {
    const { result } = renderHook(() => useUploadProgress());
    expect(result.current.progress).toBeNull();
    act(() => result.current.start());
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.progress).toBe(10);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.progress).toBe(10);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.progress).toBe(20);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.progress).toBe(90);
    act(() => result.current.finish());
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.progress).toBe(100);
    act(() => result.current.reset());
    expect(result.current.progress).toBeNull();
  });
});
