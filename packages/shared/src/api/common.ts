import { z } from 'zod';
import { messages } from '../messages.ts';

/** Every error answer: a sentence a person can act on, and a stable code. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponse>;

/** The largest page any list call answers. */
export const PAGE_SIZE_MAX = 100;

const pageInvalid = { error: messages.workspace.own.pageInvalid };
const pageSizeInvalid = { error: messages.common.pageSizeInvalid };

/** `page` of a list call's query string: 1, 2, … (1 when absent). */
export const pageField = z.coerce
  .number(pageInvalid)
  .int(pageInvalid)
  .min(1, pageInvalid)
  .max(1_000_000, pageInvalid)
  .default(1);

/** `page_size` of a list call's query string, from 1 to PAGE_SIZE_MAX (`fallback` when absent). */
export const pageSizeField = (fallback: number) =>
  z.coerce
    .number(pageSizeInvalid)
    .int(pageSizeInvalid)
    .min(1, pageSizeInvalid)
    .max(PAGE_SIZE_MAX, pageSizeInvalid)
    .default(fallback);

/** How many pages `total` items make, at least 1. */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
