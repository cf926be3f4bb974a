import type { MergePreview, MergeResult } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { writeAuditLog } from "../auth/index.ts";
import type { ReferenceActor } from "./queries/shared.ts";
import { findTechnology } from "./queries/technology.ts";
import {
  countTechnologyReferences,
  repointTechnology,
  retireTechnology,
} from "./queries/technology-merge.ts";

const total = (refs: { count: number }[]) => refs.reduce((sum, r) => sum + r.count, 0);

/** How many references a merge of this technology would move, per table. */
export async function previewTechnologyMerge(ctx: AppContext, id: number): Promise<MergePreview> {
  const row = await findTechnology(ctx.database.db, id);
  if (!row) throw new AppError("reference.not_found");
  const refs = await countTechnologyReferences(ctx.database.db, id);
  return { references: refs.filter((r) => r.count > 0), total: total(refs) };
}

const survivorError = (
  code: "reference.merge_same" | "reference.merge_survivor_invalid" | "reference.merge_category_mismatch",
) => new AppError(code, { fieldErrors: [{ field: "survivor_id", code, message: "" }] });

/**
 * Merges a duplicate into the surviving entry in one transaction: every reference is repointed (rows that already
 * had the survivor keep one, the stronger skill), the duplicate is disabled and points at the survivor, and its
 * name and aliases become the survivor's aliases. Both must be of the same category. Both rows are locked in id
 * order, so crossed merges cannot deadlock or both succeed.
 */
export async function mergeTechnology(
  ctx: AppContext,
  actor: ReferenceActor,
  id: number,
  survivorId: number,
): Promise<MergeResult> {
  if (id === survivorId) throw survivorError("reference.merge_same");
  return ctx.database.db.transaction(async (tx) => {
    const [first, second] = id < survivorId ? [id, survivorId] : [survivorId, id];
    const a = await findTechnology(tx, first, true);
    const b = await findTechnology(tx, second, true);
    const merged = id === first ? a : b;
    const survivor = id === first ? b : a;
    if (!merged) throw new AppError("reference.not_found");
    if (merged.mergedIntoId !== null) throw new AppError("reference.already_merged");
    if (!survivor || survivor.mergedIntoId !== null) throw survivorError("reference.merge_survivor_invalid");
    // A duplicate is merged within its category (a certification merged into a framework would leave profiles'
    // certifications pointing at a technology): the staff changes its category first.
    if (survivor.category !== merged.category) throw survivorError("reference.merge_category_mismatch");
    const references = await countTechnologyReferences(tx, id);
    const counts = await repointTechnology(tx, id, survivorId);
    await retireTechnology(tx, { id, name: merged.name }, survivorId);
    await writeAuditLog(tx, {
      action: "reference.technology.merge",
      actor: actor,
      details: {
        id,
        name: merged.name,
        survivor_id: survivorId,
        survivor_name: survivor.name,
        references: references.filter((r) => r.count > 0),
        duplicates_removed: counts.duplicatesRemoved,
      },
    });
    return { survivor_id: survivorId, moved: counts.moved, duplicates_removed: counts.duplicatesRemoved };
  });
}
