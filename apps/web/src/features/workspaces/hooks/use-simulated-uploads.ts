import {
  CASE_UPLOAD_ADD_AFTER_MS,
  CASE_UPLOAD_PROGRESS_STEP,
  CASE_UPLOAD_PROGRESS_TICK_MS,
} from '@lexi/shared/workspace-constants';
import { useEffect, useRef, useState } from 'react';

export type PendingUpload = { id: number; file: File; progress: number };

/**
 * The spec's simulated upload (§9): each chosen file shows progress rising 5 % every 100 ms and is
 * added to the list after 2 s. Timers end with the component.
 */
export function useSimulatedUploads() {
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const nextId = useRef(0);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const add = (chosen: File[]) => {
    for (const file of chosen) {
      const id = nextId.current++;
      setPending((all) => [...all, { id, file, progress: 0 }]);
      const tick = setInterval(() => {
        setPending((all) =>
          all.map((p) =>
            p.id === id ? { ...p, progress: Math.min(100, p.progress + CASE_UPLOAD_PROGRESS_STEP) } : p,
          ),
        );
      }, CASE_UPLOAD_PROGRESS_TICK_MS);
      const done = setTimeout(() => {
        clearInterval(tick);
        setPending((all) => all.filter((p) => p.id !== id));
        setFiles((all) => [...all, file]);
      }, CASE_UPLOAD_ADD_AFTER_MS);
      timers.current.push(tick as unknown as ReturnType<typeof setTimeout>, done);
    }
  };
  const remove = (file: File) => setFiles((all) => all.filter((f) => f !== file));
  return { files, pending, add, remove };
}
