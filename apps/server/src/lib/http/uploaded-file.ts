import { messages } from '@lexi/shared/messages';
import { hasUnsafeText } from '@lexi/shared/validation/safe-text';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { unsafeTextError } from './unsafe-text-error.ts';

/** A multipart body that ended before its closing boundary, or whose parts are malformed. */
export const uploadIncomplete = () =>
  new AppError('request.upload_incomplete', 400, messages.common.uploadIncomplete);

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;
const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * The one file of a multipart request (@fastify/multipart registered on the route's plugin), read
 * whole. Every way the body can go wrong is a 4xx with a sentence, never a 500: a file name with
 * hostile text (a NUL, a control character, half an emoji) → 400 unsafe text; no file part or
 * not multipart at all → `missing`; over the plugin's fileSize limit → `tooLarge`; cut off before
 * its closing boundary ("Unexpected end of multipart data") or malformed → 400 upload incomplete.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  errors: { missing: () => AppError; tooLarge: () => AppError },
): Promise<Buffer> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if (statusOf(error) === 413) throw errors.tooLarge();
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw errors.missing();
    throw uploadIncomplete();
  }
  if (!file) throw errors.missing();
  // A multipart file name is text of the request like any other (the JSON hook cannot see it).
  if (hasUnsafeText(file.filename, 'single_line')) throw unsafeTextError('file');
  try {
    const bytes = await file.toBuffer();
    // A part cut off mid-way can also surface as a truncated file rather than an error.
    if (file.file.truncated) throw errors.tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (statusOf(error) === 413) throw errors.tooLarge();
    throw uploadIncomplete();
  }
}
