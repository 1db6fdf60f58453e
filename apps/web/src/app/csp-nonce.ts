import { setNonce } from 'get-nonce';

/**
 * The server writes a fresh nonce into `<meta name="csp-nonce">` for every page it serves, and
 * the CSP lets only <style> elements carrying it apply (`style-src 'self' 'nonce-…'`). Two
 * libraries inject such elements: Mantine (given the nonce through MantineProvider) and the
 * scroll lock of modals, react-remove-scroll (given it through get-nonce, set here).
 * The Vite dev server has no such meta, and no CSP: then there is no nonce.
 */
export function readStyleNonce(): string | undefined {
  const content = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (!content) return undefined;
  setNonce(content);
  return content;
}
