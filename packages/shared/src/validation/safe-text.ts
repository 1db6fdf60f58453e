import { z } from 'zod';
import { commonMessages } from '../messages/common.ts';

/**
 * Hostile text as a class: one rule for every string a request carries.
 *
 * PostgreSQL cannot store a NUL (U+0000) in text or JSON, and a lone surrogate (half of a UTF-16
 * pair, e.g. an emoji cut in two) is no character at all: drivers turn it into U+FFFD or fail.
 * Other C0 control characters are invisible and have no place in what people type, except tab,
 * line feed and carriage return in multi-line text (notes, comments, contract content).
 */

// Built from strings: a control character written in a regex literal reads as a mistake.
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE}`);
const UNSAFE_MULTILINE = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]|${LONE_SURROGATE}`,
);
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

export type TextKind = 'single_line' | 'multi_line';

/** True when `text` holds a NUL or a lone surrogate: what no database column can keep. */
export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * True when `text` holds a character refused in text of this kind (see the rule above). In single-
 * line text a tab or line break is refused inside the text only: around it, it is whitespace that
 * the field's trim takes away (a whitespace-only value is then "required", not hostile).
 */
export function hasUnsafeText(text: string, kind: TextKind = 'multi_line'): boolean {
  if (UNSAFE_MULTILINE.test(text)) return true;
  return kind === 'single_line' && LINE_BREAK_OR_TAB.test(text.trim());
}

/**
 * A string field that refuses hostile text with the catalogue's sentence. Its check runs first,
 * so that sentence is the field's message whatever else is wrong with the value. `z.string()`
 * in a request schema is written as one of these two.
 */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasUnsafeText(value, 'multi_line'), { error: commonMessages.unsafeText });
}

/** As multiLineText, and a line break or tab is refused too: names, titles, ids, file names. */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasUnsafeText(value, 'single_line'), { error: commonMessages.unsafeText });
}

/**
 * The first `max` characters of `text`, counting code points (as PostgreSQL counts the characters
 * of `varchar(n)`): a pair of surrogates, one emoji, is never cut in half.
 */
export function truncateCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  for (const character of text) {
    if (count === max) break;
    end += character.length;
    count += 1;
  }
  return text.slice(0, end);
}
