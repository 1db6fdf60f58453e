/** The HTML of a draft, in the tags the TipTap editor keeps (h1–h3, p, strong, em, ol, ul, li). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const h = (level: 1 | 2 | 3, text: string) => `<h${level}>${escapeHtml(text)}</h${level}>`;
export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const strongP = (text: string) => `<p><strong>${escapeHtml(text)}</strong></p>`;
export const ol = (items: readonly string[]) =>
  items.length ? `<ol>${items.map((i) => `<li><p>${escapeHtml(i)}</p></li>`).join('')}</ol>` : '';
export const ul = (items: readonly string[]) =>
  items.length ? `<ul>${items.map((i) => `<li><p>${escapeHtml(i)}</p></li>`).join('')}</ul>` : '';
