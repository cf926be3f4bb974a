import { z } from "zod";
import { COMPANY_TYPES, ROLE, type RoleId, roleIn } from "../auth/roles.ts";

/**
 * Company documentation (§3, §4 documentation status): the kinds of document a company sends before trading,
 * kept in app_setting under DOCUMENTATION_SETTINGS_KEY and edited by the Administrator; the documentation
 * deadline (days given to a new company, or to one whose document expired) is app_setting
 * DOCUMENTATION_DEADLINE_KEY, a number, edited on the configuration page.
 */
export const DOCUMENTATION_SETTINGS_KEY = "company_documentation";
export const DOCUMENTATION_DEADLINE_KEY = "documentation_deadline_days";
export const DEFAULT_DOCUMENTATION_DEADLINE_DAYS = 30;

/**
 * The documentation deadline from its stored app_setting value (a number, or `{ days }`): 30 when absent or
 * not a whole number from 1 to 365.
 */
export function documentationDeadlineFrom(stored: unknown): number {
  const value = typeof stored === "object" && stored !== null && "days" in stored ? stored.days : stored;
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 365
    ? value
    : DEFAULT_DOCUMENTATION_DEADLINE_DAYS;
}

/** The company types that send documentation (staff do not). */
/** §6: the documentation status is checked (banner, /my_profile's card) for these roles. */
const DOCUMENTATION_ROLES: readonly RoleId[] = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

export function checksDocumentation(roleId: RoleId): boolean {
  return roleIn(DOCUMENTATION_ROLES, roleId);
}

export const DOCUMENTED_COMPANY_TYPES = COMPANY_TYPES.filter((t) => t !== "staff");
export const DOCUMENTATION_LIMITS = {
  kindsMax: 20,
  labelMin: 2,
  labelMax: 80,
  validityMonthsMax: 120,
  reminderDaysMax: 180,
  reasonMin: 3,
  reasonMax: 500,
} as const;

const label = z
  .string()
  .trim()
  .min(DOCUMENTATION_LIMITS.labelMin, { message: "validation.too_short" })
  .max(DOCUMENTATION_LIMITS.labelMax, { message: "validation.too_long" });

export const documentKindSettingSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,29}$/, { message: "validation.invalid" }),
  label_it: label,
  label_en: label,
  /** The company types that must send this kind; the others may send it. */
  required_for: z.array(z.enum(DOCUMENTED_COMPANY_TYPES, { message: "validation.invalid" })),
  /** How long a document of this kind is valid from its upload; null: it does not expire. */
  validity_months: z
    .number({ message: "validation.number" })
    .int({ message: "validation.number" })
    .min(1, { message: "validation.invalid" })
    .max(DOCUMENTATION_LIMITS.validityMonthsMax, { message: "validation.invalid" })
    .nullable(),
});
export type DocumentKindSetting = z.infer<typeof documentKindSettingSchema>;

export const documentationSettingsSchema = z
  .object({
    kinds: z
      .array(documentKindSettingSchema)
      .min(1, { message: "validation.required" })
      .max(DOCUMENTATION_LIMITS.kindsMax, { message: "validation.invalid" }),
    /** Days before a document expires its company is reminded (once). */
    reminder_days: z
      .number({ message: "validation.number" })
      .int({ message: "validation.number" })
      .min(1, { message: "validation.invalid" })
      .max(DOCUMENTATION_LIMITS.reminderDaysMax, { message: "validation.invalid" }),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.kinds.forEach((kind, index) => {
      if (seen.has(kind.code))
        ctx.addIssue({ code: "custom", path: ["kinds", index, "code"], message: "validation.invalid" });
      seen.add(kind.code);
    });
  });
export type DocumentationSettings = z.infer<typeof documentationSettingsSchema>;

const ALL_BUT_STAFF = [...DOCUMENTED_COMPANY_TYPES];
export const DEFAULT_DOCUMENTATION_SETTINGS: DocumentationSettings = {
  kinds: [
    {
      code: "chamber_of_commerce",
      label_it: "Visura camerale",
      label_en: "Chamber of commerce registration",
      required_for: ALL_BUT_STAFF,
      validity_months: 6,
    },
    {
      code: "framework_agreement",
      label_it: "Accordo quadro firmato",
      label_en: "Signed framework agreement",
      required_for: ["supplier", "academy", "freelance"],
      validity_months: null,
    },
    {
      code: "durc",
      label_it: "DURC",
      label_en: "DURC (social security compliance)",
      required_for: [],
      validity_months: 4,
    },
    { code: "other", label_it: "Altro", label_en: "Other", required_for: [], validity_months: null },
  ],
  reminder_days: 30,
};

/** YYYY-MM-DD. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.invalid" })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { message: "validation.invalid" });

/** POST company/documents?kind=…&expires_at=…: the kind is one of the configured codes (checked by the API). */
export const documentUploadQuerySchema = z.object({
  kind: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(30, { message: "validation.invalid" }),
  /** The day the document stops being valid; absent: upload day + the kind's validity. */
  expires_at: isoDaySchema.optional(),
});

/** The day a document uploaded on `day` (YYYY-MM-DD) expires, from its kind's validity; null: never. */
export function documentExpiry(day: string, validityMonths: number | null): string | null {
  if (validityMonths === null) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + validityMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The kinds a company of this type must send. */
export function requiredKinds(settings: DocumentationSettings, companyType: string): DocumentKindSetting[] {
  return settings.kinds.filter((k) => (k.required_for as readonly string[]).includes(companyType));
}

/**
 * The required kinds still without a usable document: one that is not rejected and not expired on `today`
 * (YYYY-MM-DD). The company may send its documentation for review only when this is empty.
 */
export function missingRequiredKinds(
  settings: DocumentationSettings,
  companyType: string,
  documents: readonly { kind: string; status: string; expires_at: string | null }[],
  today: string,
): string[] {
  const usable = new Set(
    documents
      .filter((d) => d.status !== "rejected" && (d.expires_at === null || d.expires_at >= today))
      .map((d) => d.kind),
  );
  return requiredKinds(settings, companyType)
    .map((k) => k.code)
    .filter((code) => !usable.has(code));
}

/** What the company sees about its documentation: the kinds to send and what is still missing. */
export const documentationOverviewSchema = z.object({
  id_doc_status: z.number(),
  limit_date_documentation: z.string().nullable(),
  kinds: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      required: z.boolean(),
      validity_months: z.number().nullable(),
    }),
  ),
  missing: z.array(z.string()),
  /** Why the status last changed by staff or by an expiry (the block reason, the expired kind). */
  last_event: z.object({ action: z.string(), reason: z.string().nullable(), at: z.string() }).nullable(),
});
export type DocumentationOverview = z.infer<typeof documentationOverviewSchema>;

/** POST admin/companies/:id/documentation: approve (2), or block (3) with the reason the company reads. */
export const documentationDecisionBodySchema = z
  .object({
    status: z.union([z.literal(2), z.literal(3)], { message: "validation.invalid" }),
    reason: z
      .string()
      .trim()
      .max(DOCUMENTATION_LIMITS.reasonMax, { message: "validation.too_long" })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const reason = body.reason ?? "";
    if (body.status === 3 && reason.length === 0)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.required" });
    else if (reason.length > 0 && reason.length < DOCUMENTATION_LIMITS.reasonMin)
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: "validation.too_short",
        minimum: DOCUMENTATION_LIMITS.reasonMin,
      } as Parameters<typeof ctx.addIssue>[0]);
  });
export type DocumentationDecisionBody = z.infer<typeof documentationDecisionBodySchema>;
