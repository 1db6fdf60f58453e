import {
  UPLOAD_PROGRESS_MAX_WAITING,
  UPLOAD_PROGRESS_STEP,
  UPLOAD_PROGRESS_TICK_MS,
} from '@lexi/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec §4 "Uploads": while a file is analysed the progress rises by 10 each second up to 90, then
 * shows 100 on completion. Null while nothing is being uploaded.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(() => {
    stop();
    setProgress(0);
    timer.current = setInterval(
      () => setProgress((p) => Math.min((p ?? 0) + UPLOAD_PROGRESS_STEP, UPLOAD_PROGRESS_MAX_WAITING)),
      UPLOAD_PROGRESS_TICK_MS,
    );
  }, [stop]);
  const finish = useCallback(() => {
    stop();
    setProgress(100);
  }, [stop]);
  const reset = useCallback(() => {
    stop();
    setProgress(null);
  }, [stop]);
  useEffect(() => stop, [stop]);
  return { progress, start, finish, reset };
}
