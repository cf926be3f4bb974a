import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { profileSearchQuerySchema } from "../profiles/search.ts";
import { serviceSearchBodySchema } from "../services/search.ts";

/** Saved searches with e-mail alerts (issue 20, "Beyond the anchors"): what a user keeps of a search. */
export const SAVED_SEARCH_KINDS = ["profiles", "services"] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per user. */
  perUser: 20,
  nameMin: 1,
  nameMax: 80,
  /** Names of new results an alert e-mail shows per search. */
  alertNames: 3,
} as const;

/**
 * The criteria of a saved search are the search request itself, checked by the search's own schema, without the
 * paging (a saved search always opens on its first page).
 */
export const savedProfileCriteriaSchema = profileSearchQuerySchema.omit({
  start_profile: true,
  limit_page: true,
});
export const savedServiceCriteriaSchema = serviceSearchBodySchema.omit({ page: true, limit: true });
export type SavedProfileCriteria = z.output<typeof savedProfileCriteriaSchema>;
export type SavedServiceCriteria = z.output<typeof savedServiceCriteriaSchema>;

/**
 * Who keeps saved searches of each kind: the roles that search it for a company (the talent search: clients;
 * the services catalogue: clients and company administrators). Staff search without saving: they get no alerts.
 */
export const SAVED_SEARCH_ROLES: Record<SavedSearchKind, readonly RoleId[]> = {
  profiles: [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES],
  services: [
    ROLE.CLIENT,
    ROLE.CLIENT_EMPLOYEES,
    ROLE.COMPANY_ADMINISTRATOR,
    ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
  ],
};
export const canSaveSearch = (roleId: RoleId | number | undefined, kind: SavedSearchKind) =>
  (SAVED_SEARCH_ROLES[kind] as readonly number[]).includes(Number(roleId));
/** Every role that keeps some saved search (the routes' gate; each kind is checked on create). */
export const SAVED_SEARCH_ANY_ROLES: readonly RoleId[] = [
  ...new Set([...SAVED_SEARCH_ROLES.profiles, ...SAVED_SEARCH_ROLES.services]),
];

const invalid = { message: "validation.invalid" } as const;
export const savedSearchNameSchema = z
  .string({ message: "validation.required" })
  .trim()
  .min(SAVED_SEARCH_LIMITS.nameMin, { message: "validation.required" })
  .max(SAVED_SEARCH_LIMITS.nameMax, { message: "validation.too_long" });

export const savedSearchCreateBodySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("profiles"),
      name: savedSearchNameSchema,
      criteria: savedProfileCriteriaSchema,
      alert: z.boolean(invalid).default(true),
    }),
    z.object({
      kind: z.literal("services"),
      name: savedSearchNameSchema,
      criteria: savedServiceCriteriaSchema,
      alert: z.boolean(invalid).default(true),
    }),
  ],
  invalid,
);
export type SavedSearchCreateBody = z.input<typeof savedSearchCreateBodySchema>;

/** Rename and/or switch the alert (at least one of them). */
export const savedSearchUpdateBodySchema = z
  .object({ name: savedSearchNameSchema.optional(), alert: z.boolean(invalid).optional() })
  .refine((b) => b.name !== undefined || b.alert !== undefined, {
    message: "validation.required",
    path: ["name"],
  });
export type SavedSearchUpdateBody = z.input<typeof savedSearchUpdateBodySchema>;

export const savedSearchListQuerySchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS, invalid).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(SAVED_SEARCH_LIMITS.perUser).default(SAVED_SEARCH_LIMITS.perUser),
});

export const savedSearchSchema = z.object({
  id: z.number(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  alert: z.boolean(),
  /** The search page with the criteria in its address (what "open" and the alert e-mail link to). */
  path: z.string(),
  last_alert_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
