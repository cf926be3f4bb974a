import { z } from "zod";
import { emailSchema, flagSchema, sessionUserSchema } from "../auth/schemas.ts";
import { INT4_MAX } from "../common/constants.ts";

export const functionEntrySchema = z.object({ state: z.string(), status: z.number() });
export const functionListSchema = z.object({ functions: z.array(functionEntrySchema) });
export const setFunctionBodySchema = z.object({
  company_id: z.coerce.number().int().positive().max(INT4_MAX),
  state: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(40, { message: "validation.too_long" }),
  status: z.union([z.literal(0), z.literal(1)], { message: "validation.invalid" }),
});

export const documentationStatusSchema = z.object({
  id_doc_status: z.number(),
  limit_date_documentation: z.string().nullable(),
});

export const counterSchema = z.number().int().nonnegative();

export const sendFeedbackBodySchema = z.object({ send_feedback: flagSchema });
export const addCountSkipBodySchema = z.object({
  counter: z.coerce.number().int().min(1).max(100).default(1),
});

/** §7 storeParamLoginAuth: staff open a session as another user (identified by e-mail). */
export const storeParamLoginBodySchema = z.object({
  email: emailSchema,
  url_redirect: z
    .string()
    .max(300)
    .regex(/^\/[\w\-/?=&.%]*$/, { message: "validation.invalid" })
    .optional(),
  domain_client: z.string().max(200).optional(),
  versionProduct: z.coerce.number().int().min(1).max(2).optional(),
});
export const storedParamLoginSchema = z.object({ uuid: z.string().uuid(), url: z.string() });
export const paramLoginQuerySchema = z.object({ uuid: z.string().uuid({ message: "validation.invalid" }) });
export const paramLoginResultSchema = z.object({
  token: z.string(),
  expires_in: z.number(),
  user: sessionUserSchema,
  url_redirect: z.string(),
});

export const pageDescriptionSchema = z.object({
  name_page: z.string(),
  path: z.string(),
  language: z.number(),
  title: z.string(),
  description: z.string(),
  has_tutorial: z.boolean(),
  /** The tutorial's steps, in order (empty when the page has no tutorial). */
  tutorial_steps: z.array(z.string()),
});
