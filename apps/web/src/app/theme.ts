import { INDIAN_FONT_STACK } from '@lexi/shared/indian-scripts';
import {
  type BadgeFactory,
  type CSSVariablesResolver,
  createTheme,
  type ExtendComponent,
  type FileInputFactory,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Deep indigo. Shade 8 is the light scheme's filled colour and shade 6 the dark scheme's (white text
 * on both passes AA); shades 3 and 4 are light enough for text on the dark background.
 */
const lexi: MantineColorsTuple = [
  '#eef0fb',
  '#dcdff5',
  '#bcc0ee',
  '#a3a9e6',
  '#8e95df',
  '#5860cf',
  '#4d55c9',
  '#3f46b1',
  '#373d9e',
  '#2b3088',
];

/**
 * The Indian scripts' Noto faces (served by LeXi, linked by app/indian-fonts.ts) first: each is limited to its
 * script by unicode-range, so it draws only those characters, the same on every machine. A system
 * font listed before them (system-ui) may claim the characters without having their glyphs. Latin
 * text falls through to the system fonts.
 */
const FONT_STACK = `${INDIAN_FONT_STACK}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif`;

export const theme = createTheme({
  primaryColor: 'lexi',
  primaryShade: { light: 8, dark: 6 },
  colors: { lexi },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '650',
  },
  focusRing: 'auto',
  respectReducedMotion: true,
  // Plain objects typed as `Component.extend` would return them (`extend` is the identity): calling
  // it would make the theme, and so the first page, load each component's code.
  components: {
    // Mantine's clear button of a file field has no name of its own.
    // Its placeholder ("Choose a file") is text in a span, not an input's ::placeholder, so it must
    // reach 4.5:1 (axe color-contrast on /verify at 375 px): Mantine's placeholder grey does not.
    FileInput: {
      defaultProps: { clearButtonProps: { 'aria-label': 'Clear the chosen file' } },
      styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } },
    } satisfies ExtendComponent<FileInputFactory>,
    // A badge is a short label (a status, a role): it keeps its whole width beside a long title or
    // in a table column, where Mantine's ellipsis left a status as "DR…" on a phone.
    Badge: {
      styles: { root: { flexShrink: 0, minWidth: 'max-content' } },
    } satisfies ExtendComponent<BadgeFactory>,
  },
});

/** Mantine's default dimmed, error and dark-scheme link colours fall short of WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text of light badges and alerts (status, signers, audit): darker than Mantine's shade 6-9 so
    // that it keeps 4.5:1 on the pale background of its own colour.
    '--mantine-color-teal-light-color': '#06614a',
    '--mantine-color-orange-light-color': '#9a3a07',
    '--mantine-color-grape-light-color': '#7b2a8f',
    '--mantine-color-blue-light-color': '#1c5a99',
    '--mantine-color-red-light-color': '#a51d1d',
    '--mantine-color-yellow-light-color': '#6b4a00',
    // Outline buttons in red (Delete): shade 9 keeps 4.5:1 on white; the dark scheme's shade 2 does too.
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-lexi-3)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
