import { z } from "zod";
import { ROLE } from "../auth/roles.ts";
import { emailSchema, languageSchema, nameSchema } from "../auth/schemas.ts";
import { INT4_MAX } from "../common/constants.ts";
import { pageOf, paginationQuerySchema } from "../common/pagination.ts";
import { LANGUAGE_LEVELS, SENIORITIES } from "../profiles/constants.ts";
import { profileDetailSchema } from "../profiles/schemas.ts";
import { profileSearchItemSchema } from "../profiles/search.ts";
import { SPOKEN_LANGUAGE_CODE_PATTERN } from "../reference-data/languages.ts";

/**
 * Public shared-profile links (issue 16 item 7, spec §7 "Public shared profile"): a client with the share function
 * sends a link to one profile or a shortlist; a visitor leaves name, company and e-mail, then browses the link's
 * profiles without contacts. The link token is the credential of the public calls; the details need the viewer
 * token that saveContacts answers.
 */
export const PUBLIC_LINK_LIMITS = {
  /** Expiry choice in days; 30 by default. */
  defaultDays: 30,
  maxDays: 90,
  /** Profiles in one shortlist link. */
  maxProfiles: 20,
  /** A link token is 32 random bytes in base64url. */
  tokenLength: 43,
  /** The viewer token saveContacts answers lives this long (hours). */
  viewerHours: 4,
  /** Contacts and other public writes: per IP an hour, per link an hour. */
  writesPerIp: { max: 60, windowSeconds: 60 * 60 },
  writesPerLink: { max: 30, windowSeconds: 60 * 60 },
  /** Reads of the public calls per IP a minute. */
  readsPerIp: { max: 300, windowSeconds: 60 },
  /** Links expired or revoked this many months ago are deleted with their contacts (the retention job). */
  retentionMonths: 12,
} as const;

/**
 * Who shares: the client roles (the share_* functions are client functions; §4: suppliers lack them), on a plan
 * that includes the function of the link's kind.
 */
export const PUBLIC_LINK_OWNER_ROLES = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES] as const;
export const PUBLIC_LINK_FUNCTION = "share_profile_information";
export const PUBLIC_LINK_POSITION_FUNCTION = "share_position_information";

/**
 * profile: one profile; shortlist: profiles picked by the owner; position: one of the company's open T&M positions
 * with its compatible profiles as matching ranks them (fixed-price projects have no positions and no matches).
 */
export const PUBLIC_LINK_KINDS = ["profile", "shortlist", "position"] as const;
export type PublicLinkKind = (typeof PUBLIC_LINK_KINDS)[number];
/** The plan function each kind needs. */
export const PUBLIC_LINK_KIND_FUNCTION: Record<PublicLinkKind, string> = {
  profile: PUBLIC_LINK_FUNCTION,
  shortlist: PUBLIC_LINK_FUNCTION,
  position: PUBLIC_LINK_POSITION_FUNCTION,
};
export const PUBLIC_LINK_STATUSES = ["active", "expired", "revoked"] as const;
export type PublicLinkStatus = (typeof PUBLIC_LINK_STATUSES)[number];

/** The header that carries the viewer token (never the address, which ends up in logs and histories). */
export const PUBLIC_LINK_VIEWER_HEADER = "x-public-link-viewer";

const TOKEN_CHARS = /^[A-Za-z0-9_-]+$/;
/** Whether a string has the shape of a link token; says nothing about its validity. */
export function isPublicLinkTokenFormat(value: string): boolean {
  return value.length === PUBLIC_LINK_LIMITS.tokenLength && TOKEN_CHARS.test(value);
}

const invalid = { message: "validation.invalid" } as const;
const positiveId = z.coerce
  .number({ message: "validation.required" })
  .int(invalid)
  .positive(invalid)
  .max(INT4_MAX, invalid);
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Body of POST public-links (the owner creates a link). */
export const publicLinkCreateSchema = z
  .object({
    kind: z.enum(PUBLIC_LINK_KINDS, { message: "validation.invalid" }),
    /** The profiles of a profile or shortlist link (none for a position link: its profiles are its matches). */
    profile_ids: z
      .array(positiveId, { message: "validation.required" })
      .max(PUBLIC_LINK_LIMITS.maxProfiles, { message: "validation.too_many" })
      .default([]),
    /** The position of a position link. */
    position_id: positiveId.optional(),
    expires_in_days: z.coerce
      .number({ message: "validation.number" })
      .int(invalid)
      .min(1, invalid)
      .max(PUBLIC_LINK_LIMITS.maxDays, invalid)
      .default(PUBLIC_LINK_LIMITS.defaultDays),
    title: z.preprocess(
      blankToUndefined,
      z.string().trim().max(120, { message: "validation.too_long" }).optional(),
    ),
    language: languageSchema.default("it"),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "position") {
      if (v.position_id === undefined)
        ctx.addIssue({ code: "custom", path: ["position_id"], message: "validation.required" });
      if (v.profile_ids.length > 0)
        ctx.addIssue({ code: "custom", path: ["profile_ids"], message: "validation.invalid" });
      return;
    }
    if (v.position_id !== undefined)
      ctx.addIssue({ code: "custom", path: ["position_id"], message: "validation.invalid" });
    if (v.profile_ids.length === 0)
      ctx.addIssue({ code: "custom", path: ["profile_ids"], message: "validation.required" });
    else if (v.kind === "profile" && v.profile_ids.length !== 1)
      ctx.addIssue({ code: "custom", path: ["profile_ids"], message: "validation.too_many" });
    if (new Set(v.profile_ids).size !== v.profile_ids.length)
      ctx.addIssue({ code: "custom", path: ["profile_ids"], message: "validation.duplicate" });
  });
export type PublicLinkCreateInput = z.input<typeof publicLinkCreateSchema>;

export const publicLinkContactSchema = z.object({
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type PublicLinkContact = z.infer<typeof publicLinkContactSchema>;

/** One link as its company sees it. The token is never shown again after creation (only its hash is stored). */
export const publicLinkSchema = z.object({
  id: z.number(),
  kind: z.enum(PUBLIC_LINK_KINDS),
  title: z.string(),
  profiles: z.array(z.object({ id: z.number(), title: z.string() })),
  /** The shared position of a position link (its profiles are its live matches, so `profiles` is empty). */
  position: z.object({ id: z.number(), title: z.string() }).nullable(),
  language: languageSchema,
  status: z.enum(PUBLIC_LINK_STATUSES),
  view_count: z.number(),
  last_viewed_at: z.string().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  contact_count: z.number(),
  /** The latest contacts left on the link (at most 50). */
  contacts: z.array(publicLinkContactSchema),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** What creation answers: the link and its address, shown this once. */
export const publicLinkCreatedSchema = z.object({ link: publicLinkSchema, url: z.string() });
export type PublicLinkCreated = z.infer<typeof publicLinkCreatedSchema>;

export const publicLinkListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(PUBLIC_LINK_STATUSES).optional(),
});
export const publicLinkPageSchema = pageOf(publicLinkSchema);
export const publicLinkIdParamsSchema = z.object({ id: positiveId });

/** Token of the public calls (query for GETs, body for POSTs); shape-checked in the service for a clear code. */
export const publicLinkTokenSchema = z
  .string({ message: "validation.required" })
  .min(1, { message: "validation.required" })
  .max(200, invalid);
export const publicLinkTokenQuerySchema = z.object({ token: publicLinkTokenSchema });
export const publicLinkCheckQuerySchema = z.object({
  token: publicLinkTokenSchema,
  profile_id: positiveId.optional(),
});

/**
 * GET publicLinkProfile/chekPublicProfile without profile_id: the link's public face (no personal data). The
 * company is null for a position of an anonymous need (suppliers do not see its client either).
 */
export const publicLinkStateSchema = z.object({
  kind: z.enum(PUBLIC_LINK_KINDS),
  title: z.string(),
  company_name: z.string().nullable(),
  profile_count: z.number(),
  language: languageSchema,
  expires_at: z.string(),
});
export type PublicLinkState = z.infer<typeof publicLinkStateSchema>;

/** Body of POST publicLinkProfile/saveContacts (§7: token, profile_id, firstname, lastname, company_name, email). */
export const publicLinkContactBodySchema = z.object({
  token: publicLinkTokenSchema,
  profile_id: positiveId.optional(),
  firstname: nameSchema,
  lastname: nameSchema,
  company_name: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .min(2, { message: "validation.too_short" })
    .max(120, { message: "validation.too_long" }),
  email: emailSchema,
  language: languageSchema.default("it"),
  consent: z.literal(true, { message: "validation.accept_terms" }),
});
export type PublicLinkContactInput = z.input<typeof publicLinkContactBodySchema>;
export const publicLinkViewerSchema = z.object({ viewer_token: z.string(), expires_at: z.string() });
export type PublicLinkViewer = z.infer<typeof publicLinkViewerSchema>;

const idList = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
  z.array(positiveId).max(20, { message: "validation.too_many" }),
);
const rate = z.preprocess(
  blankToUndefined,
  z.coerce.number({ message: "validation.number" }).min(0, invalid).max(100_000, invalid).optional(),
);

/** Body of POST publicLinkProfile/filterProfile (§3 "public profile filter"). */
export const publicLinkFilterSchema = z
  .object({
    token: publicLinkTokenSchema,
    counter: z.coerce.number().int().min(0).optional(),
    cities: z.array(z.string().trim().min(1).max(80)).max(20, { message: "validation.too_many" }).optional(),
    languages: z.array(z.string().regex(SPOKEN_LANGUAGE_CODE_PATTERN, invalid)).max(10).optional(),
    technology: idList.optional(),
    min_rate: rate,
    max_rate: rate,
  })
  .refine((v) => v.min_rate === undefined || v.max_rate === undefined || v.min_rate <= v.max_rate, {
    path: ["max_rate"],
    message: "validation.range_order",
  });
export type PublicLinkFilterInput = z.input<typeof publicLinkFilterSchema>;

/** A card on the public page: the open area's anonymised card (surname initial, no photo, contacts or CV). */
export const publicLinkProfileItemSchema = profileSearchItemSchema.omit({
  photo_url: true,
  contacts_visible: true,
  saved: true,
});
export type PublicLinkProfileItem = z.infer<typeof publicLinkProfileItemSchema>;
export const publicLinkProfilesSchema = z.object({
  total: z.number(),
  items: z.array(publicLinkProfileItemSchema),
  /** Every city of the link's profiles, for the filter. */
  cities: z.array(z.string()),
});
export type PublicLinkProfiles = z.infer<typeof publicLinkProfilesSchema>;

/** GET chekPublicProfile with profile_id: the anonymised detail, as in the open area. */
export const publicLinkProfileDetailSchema = profileDetailSchema.omit({
  company_name: true,
  email: true,
  phone: true,
  photo_url: true,
  cv_upload_id: true,
  contacts_visible: true,
  editable: true,
  published: true,
});
export type PublicLinkProfileDetail = z.infer<typeof publicLinkProfileDetailSchema>;

export const publicLinkTechSchema = z.object({ id: z.number(), name: z.string() });
export const publicLinkLanguageSchema = z.object({ code: z.string(), name: z.string() });

/**
 * GET publicLinkProfile/position?token (viewer token): the shared position, read-only — what a supplier reads of
 * it, without the budget (maximum daily rate), the client's people or documents.
 */
export const publicLinkPositionSchema = z.object({
  title: z.string(),
  description: z.string(),
  seniority: z.enum(SENIORITIES).nullable(),
  city: z.string().nullable(),
  remote_allowed: z.boolean(),
  profiles_wanted: z.number(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  mandatory_skills: z.array(
    z.object({ technology_id: z.number(), name: z.string(), min_years: z.number().nullable() }),
  ),
  nice_skills: z.array(z.object({ technology_id: z.number(), name: z.string() })),
  languages: z.array(z.object({ code: z.string(), name: z.string(), min_level: z.enum(LANGUAGE_LEVELS) })),
});
export type PublicLinkPosition = z.infer<typeof publicLinkPositionSchema>;
