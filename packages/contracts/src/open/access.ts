import { z } from "zod";
import { languageSchema } from "../auth/schemas.ts";

/** The open area's entries (spec §2.2 `urlRedirect`); an entry URL may say `need`, which is `need_open_create`. */
export const OPEN_ENTRIES = [
  "dashboard_client",
  "profile_available",
  "search_services",
  "need_open_create",
  "complete_detail",
] as const;
export type OpenEntry = (typeof OPEN_ENTRIES)[number];

/** An open-access token lives this long after it was issued (a visit is re-entered from the entry URL after). */
export const OPEN_TOKEN_TTL_HOURS = 72;

/** Sub-types of the need_open_create entry (query `type`): a T&M position or a fixed-price project. */
export const OPEN_ENTRY_TYPES = ["tm", "fp"] as const;

/** Bounds of the open token request and the open area's abuse limits. */
export const OPEN_LIMITS = {
  utmMax: 100,
  callerMax: 40,
  modeOperationMax: 40,
  /** A token is 32 random bytes in base64url: 43 characters. Longer inputs are refused before any lookup. */
  tokenLength: 43,
  tokenInputMax: 200,
  /** POST open/addTokenOpenAccess per IP. */
  tokenRequestsPerIp: { max: 60, windowSeconds: 60 * 60 },
  /** Every other open POST, per token and per IP. */
  postsPerToken: { max: 120, windowSeconds: 60 },
  postsPerIp: { max: 600, windowSeconds: 60 * 60 },
  /** last_used_at is written at most this often per token. */
  touchIntervalSeconds: 60,
  /** Expired tokens are deleted this many days after their expiry. */
  expiredRetentionDays: 30,
} as const;

const CALLER_CHARS = /^[A-Za-z0-9_-]+$/;
const TOKEN_CHARS = /^[A-Za-z0-9_-]+$/;

/** A caller code: 1–40 of [A-Za-z0-9_-]. The length is checked first, so the character class sees at most 40. */
export function isOpenCaller(value: string): boolean {
  return value.length >= 1 && value.length <= OPEN_LIMITS.callerMax && CALLER_CHARS.test(value);
}

/** Whether a string has the shape of an open token (43 base64url characters); says nothing about its validity. */
export function isOpenTokenFormat(value: string): boolean {
  return value.length === OPEN_LIMITS.tokenLength && TOKEN_CHARS.test(value);
}

/** `need` in an entry URL is the need_open_create entry. */
export function openEntryFromUrl(value: string): OpenEntry | null {
  if (value === "need") return "need_open_create";
  return (OPEN_ENTRIES as readonly string[]).includes(value) ? (value as OpenEntry) : null;
}

/** A 0/1 flag of the entry URL, as a number or a string (spec §5); anything else is invalid. */
const binaryFlagSchema = z
  .union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")], { message: "validation.invalid" })
  .transform((v) => Number(v) === 1);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "validation.too_long" })
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalId = z.coerce
  .number({ message: "validation.number" })
  .int({ message: "validation.number" })
  .positive({ message: "validation.positive" })
  .optional();

/** Body of POST open/addTokenOpenAccess (spec §5 "open token request"). */
export const openTokenRequestSchema = z
  .object({
    redirect_url: z
      .string({ message: "validation.required" })
      .max(40, { message: "validation.invalid" })
      .transform((v, ctx) => {
        const entry = openEntryFromUrl(v);
        if (!entry) ctx.addIssue({ code: "custom", message: "validation.invalid" });
        return entry ?? "dashboard_client";
      }),
    type_version: z.coerce
      .number({ message: "validation.number" })
      .int({ message: "validation.invalid" })
      .min(1, { message: "validation.invalid" })
      .max(2, { message: "validation.invalid" }),
    type_caller: z
      .string({ message: "validation.required" })
      .min(1, { message: "validation.required" })
      .max(OPEN_LIMITS.callerMax, { message: "validation.too_long" })
      .refine(isOpenCaller, { message: "validation.invalid" }),
    utm_source: optionalText(OPEN_LIMITS.utmMax),
    utm_medium: optionalText(OPEN_LIMITS.utmMax),
    utm_campaign: optionalText(OPEN_LIMITS.utmMax),
    have_sidebar: binaryFlagSchema,
    language: languageSchema.default("it"),
    company_id: optionalId,
    employee_id: optionalId,
    mode_operation: optionalText(OPEN_LIMITS.modeOperationMax),
    type: z.enum(OPEN_ENTRY_TYPES, { message: "validation.invalid" }).optional(),
    inside: binaryFlagSchema.optional().transform((v) => v ?? false),
  })
  .superRefine((body, ctx) => {
    if (body.redirect_url !== "complete_detail") return;
    if (body.company_id === undefined)
      ctx.addIssue({ code: "custom", path: ["company_id"], message: "validation.required" });
    if (body.employee_id === undefined)
      ctx.addIssue({ code: "custom", path: ["employee_id"], message: "validation.required" });
  });
export type OpenTokenRequest = z.infer<typeof openTokenRequestSchema>;

/**
 * The token as a route receives it (query or body): bounded, never validated by shape here — a missing,
 * malformed or unknown token is one 401 (open.token_invalid) from the API, not a 400.
 */
export const openTokenInputSchema = z.string().max(OPEN_LIMITS.tokenInputMax).optional();
export const openTokenQuerySchema = z.object({ token: openTokenInputSchema });

/** Body of POST open/changeLanguage. */
export const openChangeLanguageSchema = z.object({ token: openTokenInputSchema, language: languageSchema });

/** The token-access result (spec §3), with what the open layout needs from the entry URL. */
export const openTokenAccessSchema = z.object({
  origin: z.string(),
  urlRedirect: z.enum(OPEN_ENTRIES),
  token: z.string(),
  versionProduct: z.number().int(),
  typeCaller: z.string(),
  language: languageSchema,
  have_sidebar: z.boolean(),
  inside: z.boolean(),
  entry_type: z.string().nullable(),
  company_id: z.number().int().nullable(),
  employee_id: z.number().int().nullable(),
  mode_operation: z.string().nullable(),
  expires_at: z.string(),
});
export type OpenTokenAccess = z.infer<typeof openTokenAccessSchema>;

/** One entry of the open-view sidebar (spec §2.4, `sidebar/getSidebarElement`); `name` is a web translation key. */
export const openSidebarElementSchema = z.object({
  state: z.string(),
  name: z.string(),
  type: z.literal("link"),
  icon: z.string(),
  priority: z.number().int(),
});
export type OpenSidebarElement = z.infer<typeof openSidebarElementSchema>;

const OPEN_SIDEBAR: readonly (OpenSidebarElement & { versions: readonly number[] })[] = [
  {
    state: "dashboard_client",
    name: "menu.open.home",
    type: "link",
    icon: "dashboard",
    priority: 1,
    versions: [1, 2],
  },
  {
    state: "profile_available",
    name: "menu.open.profiles",
    type: "link",
    icon: "person_search",
    priority: 2,
    versions: [1, 2],
  },
  {
    state: "search_services",
    name: "menu.open.services",
    type: "link",
    icon: "storefront",
    priority: 3,
    versions: [2],
  },
  { state: "need", name: "menu.open.need", type: "link", icon: "work", priority: 4, versions: [1, 2] },
];

/** The open-view sidebar of a product version (spec §2.4): version 1 has no services catalogue. */
export function openSidebarElements(versionProduct: number): OpenSidebarElement[] {
  return OPEN_SIDEBAR.filter((e) => e.versions.includes(versionProduct)).map(({ versions: _, ...e }) => e);
}
