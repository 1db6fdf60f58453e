import { startTransition, useEffect, useState } from 'react';

/**
 * A long list rendered a few items at a time: the first `step` items at once, then `step` more in
 * each following task (a transition), until all are shown. Each commit then creates a few rows,
 * not thirty and more in one long task (issue 12). Once all have been shown, a new list (a refetch)
 * is shown whole.
 */
export function useProgressiveList<T>(items: readonly T[], step: number): readonly T[] {
  const [count, setCount] = useState(step);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [complete, step]);
  return complete ? items : items.slice(0, count);
}
