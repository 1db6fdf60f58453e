import { INDIAN_FONTS_STYLESHEET } from '@lexi/shared/indian-scripts';

/**
 * Links the Indian scripts' web fonts (the server's @font-face rules, each face limited to its
 * script by unicode-range) as the app starts. A style sheet added by a script does not block the
 * page's first paint, as one linked in index.html would; and only the app's own text, rendered
 * after this, can be in those scripts (index.html's static frame is in Latin letters).
 */
export function linkIndianFonts(): void {
  if (document.querySelector(`link[href="${INDIAN_FONTS_STYLESHEET}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = INDIAN_FONTS_STYLESHEET;
  document.head.append(link);
}
