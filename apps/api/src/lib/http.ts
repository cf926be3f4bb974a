import { errorEnvelopeSchema, INT4_MAX, type Language } from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";

/** The success envelope `{ success, data, message }`. */
export function ok<T>(data: T, message = ""): { success: true; data: T; message: string } {
  return { success: true, data, message };
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's language: the signed-in user's, else the body's `language`, else Accept-Language, else it. */
    lang: Language;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  return request.lang;
}

import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** A Fastify instance whose routes are typed from their zod schemas. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The error responses every route declares: 4xx and 5xx answer the error envelope. */
export const errorResponses = { "4xx": errorEnvelopeSchema, "5xx": errorEnvelopeSchema };

/** Path parameters of a numeric id (`/…/:id`). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
