import { useEffect } from 'react';

export const APP_NAME = 'LeXi';

/** The browser tab's title for a page: "Documents · LeXi" (the app's name alone without one). */
export function pageTitle(name?: string): string {
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** Sets the document title while the page is shown, and gives the plain name back when it leaves. */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
    return () => {
      document.title = APP_NAME;
    };
  }, [name]);
}
