import type { KeyboardEvent } from 'react';

const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Keydown handler of a group that is one Tab stop (its items but one have tabIndex -1): the arrow
 * keys move focus to the next or previous item, Home and End to the first and last, wrapping round.
 */
export function moveFocusWithArrowKeys(
  event: KeyboardEvent<HTMLElement>,
  selector = 'button:not([disabled])',
): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const step = steps[event.key];
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (step !== undefined) next = (index + step + items.length) % items.length;
  else return;
  event.preventDefault();
  items[next]?.focus();
}
