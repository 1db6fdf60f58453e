import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  hasUnsafeText,
  hasUnstorableText,
  multiLineText,
  singleLineText,
  truncateCodePoints,
} from './safe-text.ts';

const NUL = '\u0000';
const HIGH = '\uD83D'; // the first half of 😀
const LOW = '\uDE00'; // its second half

describe('the hostile-text rule', () => {
  it('finds a NUL or a lone surrogate anywhere in a text, and nothing in well-formed text', () => {
    expect(hasUnstorableText(`Asha${NUL}Rao`)).toBe(true);
    expect(hasUnstorableText(`Asha ${HIGH}`)).toBe(true);
    expect(hasUnstorableText(`${LOW} Rao`)).toBe(true);
    expect(hasUnstorableText(`${LOW}${HIGH}`)).toBe(true);
    expect(hasUnstorableText('Asha 😀 Rao, आशा राव, Łukasz')).toBe(false);
    expect(hasUnstorableText('tab\tnew line\ncarriage return\r\u0001')).toBe(false);
  });

  it('allows tab, line feed and carriage return in multi-line text and no other control character', () => {
    expect(hasUnsafeText('Clause 1.\n\tThe parties\r\n', 'multi_line')).toBe(false);
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect(hasUnsafeText(`a${String.fromCharCode(code)}b`, 'multi_line')).toBe(true);
    }
  });

  it('refuses every control character in single-line text, a line break and a tab included', () => {
    expect(hasUnsafeText('Asha Rao', 'single_line')).toBe(false);
    for (const text of ['Asha\nRao', 'Asha\rRao', 'Asha\tRao', 'Asha\u0007', '\u0000']) {
      expect(hasUnsafeText(text, 'single_line')).toBe(true);
    }
    // Around the text, a tab or line break is whitespace that the field trims away.
    expect(hasUnsafeText('\tAsha Rao\r\n', 'single_line')).toBe(false);
    expect(hasUnsafeText('\t', 'single_line')).toBe(false);
  });

  it('answers the catalogue sentence first, whatever other rule the field has', () => {
    const name = singleLineText({ error: messages.common.required }).trim().min(1).max(5);
    const result = name.safeParse(`${HIGH}${NUL}too long for the field`);
    expect(result.error?.issues[0]?.message).toBe(messages.common.unsafeText);
    expect(name.safeParse('  Asha ').data).toBe('Asha');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe(messages.common.required);
    expect(multiLineText().safeParse(`notes${NUL}`).error?.issues[0]?.message).toBe(
      messages.common.unsafeText,
    );
    expect(multiLineText().safeParse('line one\nline two').success).toBe(true);
  });

  it('finds a lone surrogate at the end of a one-megabyte text', () => {
    const big = `${'a😀'.repeat(350_000)}${HIGH}`;
    expect(hasUnsafeText(big)).toBe(true);
  });
});

describe('truncation by code points', () => {
  it('never cuts an emoji in half', () => {
    const emoji = '😀'.repeat(128);
    expect(truncateCodePoints(emoji, 255)).toBe(emoji);
    expect(truncateCodePoints(emoji, 100)).toBe('😀'.repeat(100));
    const cut = truncateCodePoints(`${'a'.repeat(254)}😀😀`, 255);
    expect(cut).toBe(`${'a'.repeat(254)}😀`);
    expect(hasUnstorableText(cut)).toBe(false);
  });

  it('counts characters as PostgreSQL does, and leaves a short text as it is', () => {
    expect([...truncateCodePoints('आशा राव 😀 Łukasz', 9)]).toHaveLength(9);
    expect(truncateCodePoints('Asha', 10)).toBe('Asha');
    expect(truncateCodePoints('', 0)).toBe('');
    expect(truncateCodePoints('Asha', 0)).toBe('');
  });
});
