import { startTransition, useEffect, useState } from 'react';

/**
 * A long list rendered a few items at a time: the first `step` items at once, then `step` more in
 * each following task (a transition), until all are shown. Each commit then creates a few rows,
 * not thirty and more in one long task (issue 12). Once all have been shown, a new list (a refetch)
 * is shown whole.
 */
export function useProgressiveList<T>(items: readonly T[], step: number): readonly T[] {
  const [count, setCount] = useState(step);
  const { length } = items;
  // After each commit of a few more, the next few in a task of their own.
  useEffect(() => {
    if (count >= length) return;
    const timer = setTimeout(() => startTransition(() => setCount(count + step)), 0);
    return () => clearTimeout(timer);
  }, [count, length, step]);
  return count >= length ? items : items.slice(0, count);
}
