import { z } from "zod";
import { emailSchema } from "../auth/schemas.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { DEFAULT_SUPPORT_CHAT, supportChatSettingSchema } from "./support-chat.ts";

/** Bounds of the product configuration (issue 17 item 4, spec §4 maintenance, product version, documentation). */
export const PRODUCT_CONFIG_LIMITS = {
  maintenanceMessageMax: 500,
  documentationDaysMin: 1,
  documentationDaysMax: 365,
  embeddingHostsMax: 20,
  hostMax: 253,
  /** How long an instance may keep answering with the maintenance switch it read last (lib/settings.ts). */
  maintenanceCacheMs: 3000,
} as const;

/**
 * One host allowed to embed the open area in a frame (CSP frame-ancestors): an http(s) origin, optionally with
 * "*." for its subdomains and a port, e.g. https://partner.example or https://*.brand.example:8443. No path,
 * quote, semicolon or space can pass, so a value never adds another CSP directive. Linear pattern.
 */
export const EMBEDDING_HOST_PATTERN =
  /^https?:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

export const embeddingHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: "validation.required" })
  .max(PRODUCT_CONFIG_LIMITS.hostMax, { message: "validation.too_long" })
  .regex(EMBEDDING_HOST_PATTERN, { message: "validation.host" });

const messageSchema = z
  .string()
  .trim()
  .max(PRODUCT_CONFIG_LIMITS.maintenanceMessageMax, { message: "validation.too_long" });

export const maintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  /** The text /maintenance shows, per language; empty: the standard text. */
  message_it: messageSchema.default(""),
  message_en: messageSchema.default(""),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

export const productVersionSchema = z.union([z.literal(1), z.literal(2)], { message: "validation.invalid" });

/** The platform settings of the back office's configuration screen (app_setting "product_config"). */
export const productSettingsSchema = z.object({
  /** The product version (§4) the users of a new company start with. */
  default_product_version: productVersionSchema,
  /** Days a new company has to send its documents (its limit_date_documentation, §4 status 4). */
  documentation_days: z.coerce
    .number({ message: "validation.number" })
    .int({ message: "validation.number" })
    .min(PRODUCT_CONFIG_LIMITS.documentationDaysMin, { message: "validation.invalid" })
    .max(PRODUCT_CONFIG_LIMITS.documentationDaysMax, { message: "validation.invalid" }),
  /** The platform's sales mailbox (a brand may name its own). */
  sales_email: emailSchema,
  /** Origins allowed to frame the open area, on top of the server's FRAME_ANCESTORS. */
  embedding_hosts: z
    .array(embeddingHostSchema)
    .max(PRODUCT_CONFIG_LIMITS.embeddingHostsMax, { message: "validation.too_many" })
    .refine((hosts) => new Set(hosts).size === hosts.length, { message: "validation.duplicate" }),
  /** The support chat widget: a known provider and its site id (admin/support-chat.ts). */
  support_chat: supportChatSettingSchema,
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

export const DEFAULT_PRODUCT_SETTINGS: ProductSettings = {
  default_product_version: 2,
  documentation_days: 30,
  sales_email: "sales@marketplace.local",
  embedding_hosts: [],
  support_chat: DEFAULT_SUPPORT_CHAT,
};

/** GET/PUT admin/configuration: the whole screen. */
export const productConfigurationSchema = productSettingsSchema.extend({
  maintenance: maintenanceSettingSchema,
});
export type ProductConfiguration = z.infer<typeof productConfigurationSchema>;

/** GET admin/maintenance/notice (public, answers in maintenance): is it on, and the message in the caller's language. */
export const maintenanceNoticeSchema = z.object({ enabled: z.boolean(), message: z.string() });

/** Page-help records of the back office (§2.6, §3): every page with its text in each language. */
export const pageHelpTextSchema = z.object({
  title: z.string(),
  description: z.string(),
  tutorial_steps: z.array(z.string()),
});
export const adminPageDescriptionSchema = z.object({
  name_page: z.string(),
  path: z.string(),
  it: pageHelpTextSchema.nullable(),
  en: pageHelpTextSchema.nullable(),
});
export type AdminPageDescription = z.infer<typeof adminPageDescriptionSchema>;

export const PAGE_HELP_LIMITS = { titleMax: 120, descriptionMax: 2000, stepMax: 300, stepsMax: 10 } as const;

export const pageHelpBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(PAGE_HELP_LIMITS.titleMax, { message: "validation.too_long" }),
  description: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(PAGE_HELP_LIMITS.descriptionMax, { message: "validation.too_long" }),
  tutorial_steps: z
    .array(
      z
        .string()
        .trim()
        .min(1, { message: "validation.required" })
        .max(PAGE_HELP_LIMITS.stepMax, { message: "validation.too_long" })
        .refine((s) => !s.includes("\n"), { message: "validation.invalid" }),
    )
    .max(PAGE_HELP_LIMITS.stepsMax, { message: "validation.too_many" }),
});
export type PageHelpBody = z.infer<typeof pageHelpBodySchema>;

/**
 * Staff functions screen: a company found by name, and its §4 functions and §6 page permission keys each enabled
 * or not (`page_key`: the item gates a page of the profile menu or the chat icon).
 */
export const functionCompanySchema = z.object({ id: z.number(), name: z.string(), type: z.string() });
export const companyFunctionsSchema = z.object({
  company: functionCompanySchema,
  functions: z.array(z.object({ state: z.string(), enabled: z.boolean(), page_key: z.boolean() })),
});
export type CompanyFunctions = z.infer<typeof companyFunctionsSchema>;
export const setCompanyFunctionBodySchema = z.object({
  enabled: z.boolean({ message: "validation.invalid" }),
});
export const functionCompanySearchSchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100, { message: "validation.too_long" }).default(""),
});
