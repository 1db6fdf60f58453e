import { MAX_PDF_BYTES } from '../pdf/pdf-inspect.ts';

/**
 * The body limit of a JSON request carrying a file of at most `fileBytes` as base64: 4/3 of the
 * file's size plus a megabyte for the JSON around it.
 */
export const base64JsonBodyLimit = (fileBytes: number): number =>
  Math.ceil((fileBytes * 4) / 3) + 1024 * 1024;

/** A JSON request carrying a PDF of the largest size LeXi accepts (20 MB). */
export const PDF_JSON_BODY_LIMIT = base64JsonBodyLimit(MAX_PDF_BYTES);
