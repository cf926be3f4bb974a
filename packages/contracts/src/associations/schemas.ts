import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { paginationQuerySchema } from "../common/pagination.ts";

/**
 * Vendor lists (§3 association invitation, issue 7): a client invites a supplier, freelancer or academy into
 * its supplier list, or one of them asks to join a client's list. status 0 pending, 1 accepted, 2 refused.
 */
export const ASSOCIATION_STATUS = { PENDING: 0, ACCEPTED: 1, REFUSED: 2 } as const;
export type AssociationStatus = (typeof ASSOCIATION_STATUS)[keyof typeof ASSOCIATION_STATUS];
export const ASSOCIATION_TYPE = "association";

/** Company types that can sit in a client's supplier list. */
export const SUPPLIER_SIDE_TYPES = ["supplier", "freelance", "academy"] as const;
/** Who acts for the client side and for the supplier side of a vendor list. */
export const ASSOCIATION_CLIENT_ROLES: readonly RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];
export const ASSOCIATION_SUPPLIER_ROLES: readonly RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];
export const ASSOCIATION_ROLES: readonly RoleId[] = [
  ...ASSOCIATION_CLIENT_ROLES,
  ...ASSOCIATION_SUPPLIER_ROLES,
];

/** A vendor-list link joins exactly one client with one supplier-side company. */
export function isAssociationPair(typeA: string, typeB: string): boolean {
  const supplierSide = (t: string) => (SUPPLIER_SIDE_TYPES as readonly string[]).includes(t);
  return (typeA === "client" && supplierSide(typeB)) || (typeB === "client" && supplierSide(typeA));
}

/** A client with a supplier maximum may hold at most that many accepted + pending links. */
export function supplierLimitReached(maximum: number | null, current: number): boolean {
  return maximum !== null && maximum > 0 && current >= maximum;
}

const id = z
  .number({ message: "validation.required" })
  .int({ message: "validation.invalid" })
  .positive({ message: "validation.invalid" });

export const associationCreateBodySchema = z.object({ company_id: id });
export type AssociationCreateBody = z.input<typeof associationCreateBodySchema>;

export const ASSOCIATION_DIRECTIONS = ["all", "sent", "received"] as const;
export type AssociationDirection = (typeof ASSOCIATION_DIRECTIONS)[number];

export const associationListQuerySchema = paginationQuerySchema.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
  direction: z.enum(ASSOCIATION_DIRECTIONS).default("all"),
});
export type AssociationListQuery = z.input<typeof associationListQuerySchema>;

export const associationCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  city: z.string().nullable(),
  type: z.string(),
});
export type AssociationCompany = z.infer<typeof associationCompanySchema>;

/** One link as the caller sees it: the other company, who sent it, its state and dates (ISO). */
export const associationItemSchema = z.object({
  id: z.number(),
  status: z.number(),
  type_invitation: z.string(),
  company_id_sender: z.number(),
  company_id: z.number(),
  direction: z.enum(["sent", "received"]),
  company: associationCompanySchema,
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type AssociationItem = z.infer<typeof associationItemSchema>;

export const associationCandidatesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, { message: "validation.too_short" })
    .max(80, { message: "validation.too_long" }),
});

/** A company one may invite or ask to join, with the link that already exists between the two, if any. */
export const associationCandidateSchema = associationCompanySchema.extend({
  association: z
    .object({ id: z.number(), status: z.number(), direction: z.enum(["sent", "received"]) })
    .nullable(),
});
export type AssociationCandidate = z.infer<typeof associationCandidateSchema>;
