/**
 * Where the signer wants the signature: a 1-based page number and a rectangle given as fractions of
 * the page as displayed (rotation applied), measured from its top-left corner. Fractions do not
 * change with zoom or screen width, so the same box shows at the same place on a phone and a desktop.
 */
export interface SignatureBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_BOX_SIZE = { width: 0.3, height: 0.08 } as const;
export const MIN_BOX_WIDTH = 0.08;
export const MIN_BOX_HEIGHT = 0.03;
/** One arrow-key press moves the box by 1 % of the page (10 % with Shift). */
export const KEY_STEP = 0.01;
export const KEY_STEP_LARGE = 0.1;
/** One +/- press grows or shrinks the box by 10 %. */
export const RESIZE_FACTOR = 1.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Six decimals are far finer than a pixel and keep the stored numbers short. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Keeps the box inside its page and no smaller than the minimum. */
export function clampBox(box: SignatureBox, pageCount = Number.POSITIVE_INFINITY): SignatureBox {
  const width = clamp(box.width, MIN_BOX_WIDTH, 1);
  const height = clamp(box.height, MIN_BOX_HEIGHT, 1);
  return {
    page: clamp(Math.round(box.page), 1, Math.max(1, pageCount)),
    x: round(clamp(box.x, 0, 1 - width)),
    y: round(clamp(box.y, 0, 1 - height)),
    width: round(width),
    height: round(height),
  };
}

/** A point of a displayed page in pixels, as fractions of that page. */
export function pointToFractions(
  px: number,
  py: number,
  pageWidthPx: number,
  pageHeightPx: number,
): { fx: number; fy: number } {
  if (pageWidthPx <= 0 || pageHeightPx <= 0) return { fx: 0, fy: 0 };
  return { fx: clamp(px / pageWidthPx, 0, 1), fy: clamp(py / pageHeightPx, 0, 1) };
}

/** A box of the given size centred on a point of a page (a click or a tap). */
export function boxCenteredAt(
  page: number,
  fx: number,
  fy: number,
  size: { width: number; height: number } = DEFAULT_BOX_SIZE,
): SignatureBox {
  return clampBox({ page, x: fx - size.width / 2, y: fy - size.height / 2, ...size });
}

/** The box moved by fractions of its page (a drag, or an arrow key). */
export function moveBox(box: SignatureBox, dx: number, dy: number): SignatureBox {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** The box grown (factor > 1) or shrunk about its centre, keeping its proportions. */
export function resizeBox(box: SignatureBox, factor: number): SignatureBox {
  const width = clamp(box.width * factor, MIN_BOX_WIDTH, 1);
  const height = clamp(box.height * factor, MIN_BOX_HEIGHT, 1);
  // At a limit, keep the proportions instead of distorting the box: the side that hit its limit decides.
  const ratios = [width / box.width, height / box.height];
  const scale = factor < 1 ? Math.max(...ratios) : Math.min(...ratios);
  const w = box.width * scale;
  const h = box.height * scale;
  return clampBox({
    ...box,
    x: box.x + (box.width - w) / 2,
    y: box.y + (box.height - h) / 2,
    width: w,
    height: h,
  });
}

/** The box resized from its bottom-right corner to a point (a drag of the resize handle). */
export function resizeBoxTo(box: SignatureBox, fx: number, fy: number): SignatureBox {
  return clampBox({
    ...box,
    width: Math.min(fx - box.x, 1 - box.x),
    height: Math.min(fy - box.y, 1 - box.y),
  });
}

/** The same place on another page (PageUp / PageDown). */
export function moveBoxToPage(box: SignatureBox, page: number, pageCount: number): SignatureBox {
  return clampBox({ ...box, page }, pageCount);
}

/**
 * What a key does to the selected box: arrows move it, + and - resize it, PageUp and PageDown
 * carry it to the previous or next page. Null for any other key, so that the page keeps it.
 */
export function boxAfterKey(
  box: SignatureBox,
  key: string,
  options: { shift?: boolean; pageCount: number },
): SignatureBox | null {
  const step = options.shift ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return moveBox(box, -step, 0);
    case 'ArrowRight':
      return moveBox(box, step, 0);
    case 'ArrowUp':
      return moveBox(box, 0, -step);
    case 'ArrowDown':
      return moveBox(box, 0, step);
    case '+':
    case '=':
      return resizeBox(box, RESIZE_FACTOR);
    case '-':
    case '_':
      return resizeBox(box, 1 / RESIZE_FACTOR);
    case 'PageUp':
      return moveBoxToPage(box, box.page - 1, options.pageCount);
    case 'PageDown':
      return moveBoxToPage(box, box.page + 1, options.pageCount);
    default:
      return null;
  }
}

/** The box in words, for screen readers and for the summary under the document. */
export function describeBox(box: SignatureBox): string {
  const percent = (value: number) => `${Math.round(value * 100)} %`;
  return `Page ${box.page}, ${percent(box.x)} from the left, ${percent(box.y)} from the top, ${percent(box.width)} wide`;
}
