import type {
  CategoryAdmin,
  CategoryFilter,
  CategoryListQuery,
  categoryBodySchema,
  MergePreview,
  MergeResult,
  Page,
} from "@mkt/contracts";
import type { z } from "zod";
import { type DbOrTx, isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { writeAuditLog } from "../auth/index.ts";
import { filterCategories, isSelfOrDescendant, withPaths } from "./category-tree.ts";
import {
  allCategoriesWithUse,
  countCategoryReferences,
  findCategory,
  findCategoryByCode,
  insertCategory,
  lockCategoryTree,
  mergeCategoryInto,
  updateCategory,
} from "./queries/categories.ts";
import type { ReferenceActor } from "./queries/shared.ts";

type CategoryBody = z.output<typeof categoryBodySchema>;

async function allCategories(db: DbOrTx) {
  const rows = await allCategoriesWithUse(db);
  return withPaths(rows.map(({ row, services }) => ({ ...row, services })));
}

export async function listCategoryPage(
  ctx: AppContext,
  query: CategoryListQuery,
): Promise<Page<CategoryAdmin>> {
  const all = filterCategories(await allCategories(ctx.database.db), query);
  const { limit, offset } = pageWindow(query);
  return toPage(query, all.length, all.slice(offset, offset + limit));
}

export async function exportCategories(ctx: AppContext, filter: CategoryFilter) {
  return { items: filterCategories(await allCategories(ctx.database.db), filter) };
}

const fieldError = (
  field: string,
  code: "reference.code_taken" | "reference.category_cycle" | "reference.parent_not_found",
) => new AppError(code, { fieldErrors: [{ field, code, message: "" }] });
const codeRace = (error: unknown): never => {
  if (isUniqueViolation(error)) throw fieldError("code", "reference.code_taken");
  throw error;
};

/** The parent must exist and must not be the category itself or one of its subcategories. */
async function checkParent(tx: DbOrTx, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const nodes = (await allCategoriesWithUse(tx)).map((c) => c.row);
  if (!nodes.some((n) => n.id === parentId)) throw fieldError("parent_id", "reference.parent_not_found");
  if (id !== null && isSelfOrDescendant(nodes, id, parentId))
    throw fieldError("parent_id", "reference.category_cycle");
}

const columnsOf = (body: CategoryBody) => ({
  parentId: body.parent_id,
  code: body.code,
  nameIt: body.name_it,
  nameEn: body.name_en,
  sort: body.sort,
});

async function readAdmin(db: DbOrTx, id: number) {
  const found = (await allCategories(db)).find((c) => c.id === id);
  if (!found) throw new AppError("reference.not_found");
  const { treeKey: _tree, ...item } = found as CategoryAdmin & { treeKey?: string };
  return item;
}

export async function createCategory(ctx: AppContext, actor: ReferenceActor, body: CategoryBody) {
  if (await findCategoryByCode(ctx.database.db, body.code)) throw fieldError("code", "reference.code_taken");
  const id = await ctx.database.db
    .transaction(async (tx) => {
      await lockCategoryTree(tx);
      await checkParent(tx, null, body.parent_id);
      const row = await insertCategory(tx, columnsOf(body));
      if (!row) throw new AppError("reference.not_found");
      await writeAuditLog(tx, {
        action: "reference.category.create",
        actor: actor,
        details: { id: row.id, ...body },
      });
      return row.id;
    })
    .catch(codeRace);
  return readAdmin(ctx.database.db, id);
}

/** Edits a category, moving it under another parent when asked (never under itself or its subcategories). */
export async function editCategory(ctx: AppContext, actor: ReferenceActor, id: number, body: CategoryBody) {
  const other = await findCategoryByCode(ctx.database.db, body.code);
  if (other && other.id !== id) throw fieldError("code", "reference.code_taken");
  await ctx.database.db
    .transaction(async (tx) => {
      await lockCategoryTree(tx);
      const before = await findCategory(tx, id);
      if (!before) throw new AppError("reference.not_found");
      await checkParent(tx, id, body.parent_id);
      await updateCategory(tx, id, columnsOf(body));
      await writeAuditLog(tx, {
        action: "reference.category.update",
        actor: actor,
        details: {
          id,
          before: {
            parent_id: before.parentId,
            code: before.code,
            name_it: before.nameIt,
            name_en: before.nameEn,
            sort: before.sort,
          },
          after: body,
        },
      });
    })
    .catch(codeRace);
  return readAdmin(ctx.database.db, id);
}

/** Offers a category in the services form again, or stops offering it (services that hold it keep it). */
export async function setCategoryEnabled(
  ctx: AppContext,
  actor: ReferenceActor,
  id: number,
  enabled: boolean,
) {
  await ctx.database.db.transaction(async (tx) => {
    const updated = await updateCategory(tx, id, { enabled });
    if (!updated) throw new AppError("reference.not_found");
    await writeAuditLog(tx, {
      action: "reference.category.enabled",
      actor: actor,
      details: { id, code: updated.code, enabled },
    });
  });
  return readAdmin(ctx.database.db, id);
}

export async function previewCategoryMerge(ctx: AppContext, id: number): Promise<MergePreview> {
  if (!(await findCategory(ctx.database.db, id))) throw new AppError("reference.not_found");
  const refs = await countCategoryReferences(ctx.database.db, id);
  return { references: refs.filter((r) => r.count > 0), total: refs.reduce((s, r) => s + r.count, 0) };
}

const survivorError = (
  code: "reference.merge_same" | "reference.merge_survivor_invalid" | "reference.category_cycle",
) => new AppError(code, { fieldErrors: [{ field: "survivor_id", code, message: "" }] });

/**
 * Merges a duplicate category into the survivor in one transaction: its services, their revisions and its
 * subcategories move to the survivor, then the duplicate is deleted (product_category has no
 * merged-into column; the audit row keeps what it was). The survivor may not lie under the duplicate.
 */
export async function mergeCategory(
  ctx: AppContext,
  actor: ReferenceActor,
  id: number,
  survivorId: number,
): Promise<MergeResult> {
  if (id === survivorId) throw survivorError("reference.merge_same");
  return ctx.database.db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const nodes = (await allCategoriesWithUse(tx)).map((c) => c.row);
    const merged = nodes.find((n) => n.id === id);
    const survivor = nodes.find((n) => n.id === survivorId);
    if (!merged) throw new AppError("reference.not_found");
    if (!survivor) throw survivorError("reference.merge_survivor_invalid");
    if (isSelfOrDescendant(nodes, id, survivorId)) throw survivorError("reference.category_cycle");
    const references = await countCategoryReferences(tx, id);
    const counts = await mergeCategoryInto(tx, id, survivorId);
    await writeAuditLog(tx, {
      action: "reference.category.merge",
      actor: actor,
      details: {
        id,
        merged: {
          parent_id: merged.parentId,
          code: merged.code,
          name_it: merged.nameIt,
          name_en: merged.nameEn,
        },
        survivor_id: survivorId,
        survivor_code: survivor.code,
        references: references.filter((r) => r.count > 0),
      },
    });
    return { survivor_id: survivorId, moved: counts.moved, duplicates_removed: 0 };
  });
}
