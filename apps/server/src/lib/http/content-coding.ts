import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings LeXi writes an answer in, best first. */
export type ContentCoding = 'br' | 'gzip';

const preferred: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to answer in for an `Accept-Encoding` header (RFC 9110 §12.5.3), or undefined for
 * the identity: the first of ours the client accepts with a weight above zero; `*` accepts any
 * coding the header does not name. Weights only rule codings out, as browsers give none.
 */
export function chooseContentCoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*');
  return preferred.find((coding) => (weights.get(coding) ?? any ?? 0) > 0);
}

/**
 * The same, remembered per header text: a browser sends the same header with every request, so
 * the few distinct texts seen are parsed once. Bounded, in case clients send many.
 */
export function contentCodingChooser(limit = 64): (header: string | undefined) => ContentCoding | undefined {
  const chosen = new Map<string, ContentCoding | undefined>();
  return (header) => {
    if (!header) return undefined;
    if (chosen.has(header)) return chosen.get(header);
    const coding = chooseContentCoding(header);
    if (chosen.size >= limit) chosen.clear();
    chosen.set(header, coding);
    return coding;
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `text` compressed in `coding`, on libuv's thread pool (the event loop does not wait for it).
 * Brotli at quality 5 and gzip at level 6: a few tens of microseconds for a JSON answer of
 * tens of kilobytes, several times smaller.
 */
export function compressText(text: string, coding: ContentCoding): Promise<Buffer> {
  const input = Buffer.from(text, 'utf8');
  return coding === 'br'
    ? brotli(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    : gzipAsync(input, { level: 6 });
}
