import { hasUnsafeText } from '@lexi/shared/validation/safe-text';
import sanitizeHtml from 'sanitize-html';

/** The tags the contract editor writes; everything else is dropped (its text kept). */
export const CONTRACT_HTML_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'ol',
  'ul',
  'li',
  'strong',
  'em',
  'u',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'blockquote',
] as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...CONTRACT_HTML_TAGS],
  // Only what a table's layout needs; no style, no event handlers, no links, no images.
  allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  // The engine's two layout classes survive a round trip through the editor.
  allowedClasses: { ol: ['contract-parties'], table: ['contract-signatures'] },
  allowedSchemes: [],
  // The content of these is code or markup, never contract text: drop it whole.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  disallowedTagsMode: 'discard',
  allowProtocolRelative: false,
  parser: { lowerCaseTags: true },
};

/**
 * The HTML of a saved contract, kept to the editor's tags: what is stored, shown to a counter party
 * and turned into DOCX can carry no script, style, link or embedded object.
 */
export function sanitizeContractHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text of sanitized HTML, block by block: for contract_text when the browser sends none. */
export function htmlToPlainText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-4]|li|tr|blockquote)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // A reference to a NUL, a control character or half a surrogate pair stays as written.
      const decoded =
        Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      return decoded && !hasUnsafeText(decoded) ? decoded : whole;
    }
    return named[name.toLowerCase()] ?? whole;
  });
}
