import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` only once the page around it has been painted, and then as a transition:
 * React renders them in slices, between which the browser stays free to paint and answer input,
 * instead of in one long task before anything shows. For the parts of a page below its first
 * screen; put nothing after it that is shown at once, or it would move down when they come.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
