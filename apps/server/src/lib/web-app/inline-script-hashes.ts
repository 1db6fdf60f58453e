import { createHash } from 'node:crypto';

/** A `<script>` element with no `src` attribute, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source expressions (`'sha256-…'`) that allow exactly the inline scripts of an HTML page
 * (the built index.html) and nothing else, as the browser hashes them: the element's text as
 * written, its line breaks normalised as the HTML parser does. No 'unsafe-inline' is needed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = (match[1] ?? '').replace(/\r\n?/g, '\n');
    if (text.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
