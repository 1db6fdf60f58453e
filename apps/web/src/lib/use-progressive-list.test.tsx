import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('useProgressiveList', () => {
  it('shows the first items at once, then grows a step at a time until the whole list shows', async () => {
    const items = numbers(20);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveList(items, 6);
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(6);
    await waitFor(() => expect(result.current).toBe(items));
    expect([...new Set(seen)]).toEqual([6, 12, 18, 20]);
  });

  it('shows a list no longer than a step whole at once', () => {
    const items = numbers(4);
    const { result } = renderHook(() => useProgressiveList(items, 6));
    expect(result.current).toBe(items);
  });
});
