import { z } from 'zod';

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
