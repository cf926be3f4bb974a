import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";

/**
 * Who maintains the reference data (issue 17 item 3, docs/back-office.md): both staff roles list, export, create
 * and edit labels, codes and order; only the Administrator switches entries on and off and merges duplicates,
 * which change what every form offers and repoint the references of every company.
 */
export const REFERENCE_EDITOR_ROLES = [
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
] as const satisfies readonly RoleId[];
export const REFERENCE_MANAGER_ROLES = [ROLE.ADMINISTRATOR] as const satisfies readonly RoleId[];

export const REFERENCE_LIMITS = {
  searchMax: 80,
  aliasesMax: 30,
  /** Rows an export answers at most (the taxonomy is about 1,500 entries). */
  exportMax: 5_000,
  sortMax: 32_767,
} as const;

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A yes/no filter of the address query ("true"/"false"). */
export const booleanParam = z.enum(["true", "false"]).transform((v) => v === "true");

/** A required text, trimmed, 1..max characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** An optional label: empty or missing is null. */
export const optionalLabel = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A lowercase code: letters, digits and underscores. */
export const referenceCode = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[a-z0-9_]+$/, { message: "validation.reference_code" });

export const sortValue = z.coerce
  .number({ message: "validation.number" })
  .int({ message: "validation.number" })
  .min(0, { message: "validation.number" })
  .max(REFERENCE_LIMITS.sortMax, { message: "validation.number" });

export const enabledBodySchema = z.object({ enabled: z.boolean() });
export type EnabledBody = z.infer<typeof enabledBodySchema>;

export const mergeBodySchema = z.object({
  survivor_id: z.number({ message: "validation.required" }).int().positive(),
});
export type MergeBody = z.infer<typeof mergeBodySchema>;

/** What a merge would move: the references per table (only tables with some), and their sum. */
export const mergePreviewSchema = z.object({
  references: z.array(z.object({ table: z.string(), count: z.number() })),
  total: z.number(),
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;

/** A merge's outcome: references moved, duplicates removed (the row already referenced the survivor). */
export const mergeResultSchema = z.object({
  survivor_id: z.number(),
  moved: z.number(),
  duplicates_removed: z.number(),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
