import { hasUnsafeText } from '@lexi/shared/validation/safe-text';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { unsafeTextError } from './unsafe-text-error.ts';
import { uploadIncomplete } from './uploaded-file.ts';

export type UploadedFile = { filename: string; bytes: Buffer };
export type MultipartForm = { files: UploadedFile[]; fields: Record<string, string> };

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;
const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * A multipart form with several files under one field name (@fastify/multipart registered on the
 * route's plugin), each read whole. More files than `maxFiles` → `tooMany` before the extra one is
 * read; a file over the plugin's fileSize → `tooLarge(its name)`; a body that is not multipart →
 * `notMultipart`; a cut-off or malformed body → 400 upload incomplete. Never a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: {
    fileField: string;
    maxFiles: number;
    errors: {
      tooMany: () => AppError;
      tooLarge: (filename: string) => AppError;
      notMultipart: () => AppError;
    };
  },
): Promise<MultipartForm> {
  const form: MultipartForm = { files: [], fields: {} };
  if (!request.isMultipart()) throw options.errors.notMultipart();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (hasUnsafeText(part.filename, 'single_line')) throw unsafeTextError('file');
      if (part.fieldname !== options.fileField) {
        await part.toBuffer();
        continue;
      }
      if (form.files.length >= options.maxFiles) throw options.errors.tooMany();
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (statusOf(error) === 413) throw options.errors.tooLarge(part.filename);
        throw error;
      }
      if (part.file.truncated) throw options.errors.tooLarge(part.filename);
      form.files.push({ filename: part.filename, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_FILES_LIMIT') throw options.errors.tooMany();
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw options.errors.notMultipart();
    throw uploadIncomplete();
  }
  return form;
}
