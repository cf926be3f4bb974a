import { z } from "zod";
import { languageSchema } from "../auth/schemas.ts";
import { INT4_MAX } from "../common/constants.ts";
import { BRAND_KINDS } from "./brand-hosts.ts";

export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  host_pattern: z.string().nullable(),
  colors: z.object({
    main: z.string(),
    secondary: z.string(),
    light: z.string(),
    dark: z.string(),
    grey: z.string(),
    greyLight: z.string(),
    excellent: z.string(),
    veryGood: z.string(),
    good: z.string(),
    bad: z.string(),
    noData: z.string(),
  }),
  login_image_url: z.string().nullable(),
  logo_url: z.string(),
  /** What the host is (issue 17): standard, distributor (no sidebar, chat, add-profile) or partner. */
  kind: z.enum(BRAND_KINDS).default("standard"),
  /** The brand's sales mailbox (the blocked-feature contact link); null: the platform's. */
  sales_email: z.string().nullable().default(null),
  /** Whether analytics run on this brand's host. */
  analytics_enabled: z.boolean().default(true),
});
export type Brand = z.infer<typeof brandSchema>;

export const versionProductSchema = z.object({ type_version: z.number(), version: z.number() });
export const switchVersionBodySchema = z.object({
  type_version: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, { message: "validation.invalid" }),
});

export const configurationLoginSchema = z.object({
  sso: z.array(
    z.object({
      provider: z.enum(["google", "microsoft"]),
      client_id: z.string(),
      authorization_endpoint: z.string(),
    }),
  ),
  registration_roles: z.array(z.number()),
  dev_mailbox: z.boolean(),
});
export type ConfigurationLogin = z.infer<typeof configurationLoginSchema>;

export const ENCODED_LIST_NAMES = [
  "number_employees",
  "revenue",
  "seniority",
  "total_deal",
  "project_duration",
  "number_candidacy",
  "how_do_you_know",
] as const;
export type EncodedListName = (typeof ENCODED_LIST_NAMES)[number];

export const encodedValueSchema = z.object({ id: z.number(), code: z.string(), label: z.string() });
export type EncodedValue = z.infer<typeof encodedValueSchema>;
export const encodedListsSchema = z.record(z.enum(ENCODED_LIST_NAMES), z.array(encodedValueSchema));
export type EncodedLists = z.infer<typeof encodedListsSchema>;
export const listRegisterBodySchema = z.object({ language: languageSchema.default("it") });

export const tutorialPageBodySchema = z.object({
  id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  page_id: z.coerce.number().int().nonnegative(),
  name_page: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(100, { message: "validation.too_long" }),
  state: z.coerce.number().int().min(0).max(2),
});
export const tutorialPageSchema = z.object({
  id: z.number(),
  page_id: z.number(),
  name_page: z.string(),
  state: z.number(),
});

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ reachable: z.boolean(), driver: z.enum(["pglite", "postgres"]) }),
  migration: z.string().nullable(),
  maintenance: z.boolean(),
  version: z.string(),
});

export const mailboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type MailboxItem = z.infer<typeof mailboxItemSchema>;
