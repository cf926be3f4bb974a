import { z } from "zod";

/** One field-level problem in a rejected request, already in the caller's language. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The response envelope every endpoint answers with (§7, DEVELOPERS.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    message: z.string(),
  });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.unknown().nullable(),
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: boolean; data: T; message: string };
