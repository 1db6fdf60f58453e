import {
  ANIMATION_COMPLETE_DELAY_MS,
  CONTRACT_PROGRESS_MAX_WAITING,
  CONTRACT_PROGRESS_TICK_MS,
} from '@lexi/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CreationProgress {
  progress: number;
  /** The server answered (success or failure): the bar is at 100. */
  isComplete: boolean;
  /** Once complete: whether the answer was a created contract (spec §4: "as success or failure"). */
  succeeded: boolean;
  /** One second after reaching 100: the moment to move on. */
  isAnimationComplete: boolean;
  /** The request went out: 0, then +1 every 350 ms up to 95. */
  start: () => void;
  /** Any answer: 100 at once, complete as a success or a failure, and the animation flag one second later. */
  finish: (succeeded: boolean) => void;
  reset: () => void;
}

/** Spec §4 "Contract creation progress", with the constants of §9. */
export function useCreationProgress(): CreationProgress {
  const [progress, setProgress] = useState(0);
  const [isComplete, setComplete] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [isAnimationComplete, setAnimationComplete] = useState(false);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const delay = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimers = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    if (delay.current !== null) clearTimeout(delay.current);
    ticker.current = null;
    delay.current = null;
  }, []);

  const start = useCallback(() => {
    stopTimers();
    setProgress(0);
    setComplete(false);
    setSucceeded(false);
    setAnimationComplete(false);
    ticker.current = setInterval(() => {
      setProgress((value) => Math.min(value + 1, CONTRACT_PROGRESS_MAX_WAITING));
    }, CONTRACT_PROGRESS_TICK_MS);
  }, [stopTimers]);

  const finish = useCallback(
    (answerSucceeded: boolean) => {
      stopTimers();
      setProgress(100);
      setComplete(true);
      setSucceeded(answerSucceeded);
      delay.current = setTimeout(() => setAnimationComplete(true), ANIMATION_COMPLETE_DELAY_MS);
    },
    [stopTimers],
  );

  const reset = useCallback(() => {
    stopTimers();
    setProgress(0);
    setComplete(false);
    setSucceeded(false);
    setAnimationComplete(false);
  }, [stopTimers]);

  useEffect(() => stopTimers, [stopTimers]);

  return { progress, isComplete, succeeded, isAnimationComplete, start, finish, reset };
}
