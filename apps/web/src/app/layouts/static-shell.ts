import { useEffect } from 'react';

/** index.html's static frame (#static-shell), painted before the app's code had come. */
const STATIC_SHELL_ID = 'static-shell';

/** Removes index.html's static frame once the calling layout has rendered its own header. */
export function useRemoveStaticShell() {
  useEffect(() => {
    document.getElementById(STATIC_SHELL_ID)?.remove();
  }, []);
}
