import { count, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { productCategory, service, serviceRevision } from "../../../db/schema/index.ts";

export type CategoryRow = typeof productCategory.$inferSelect;

/** Every product category (the tree is small: tens of entries), each with how many services use it. */
export async function allCategoriesWithUse(db: DbOrTx) {
  const [rows, uses] = await Promise.all([
    db.select().from(productCategory),
    db
      .select({ id: service.categoryId, n: count() })
      .from(service)
      .where(isNotNull(service.categoryId))
      .groupBy(service.categoryId),
  ]);
  const byId = new Map(uses.map((u) => [u.id, u.n]));
  return rows.map((row) => ({ row, services: byId.get(row.id) ?? 0 }));
}

export async function findCategory(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(productCategory).where(eq(productCategory.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Locks the whole tree for a move or merge, so two concurrent moves cannot build a cycle together. */
export async function lockCategoryTree(db: DbOrTx) {
  await db.select({ id: productCategory.id }).from(productCategory).for("update");
}

export async function findCategoryByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(productCategory).where(eq(productCategory.code, code));
  return row;
}

export async function insertCategory(db: DbOrTx, values: typeof productCategory.$inferInsert) {
  const [row] = await db.insert(productCategory).values(values).returning();
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<typeof productCategory.$inferInsert>,
) {
  const [row] = await db.update(productCategory).set(values).where(eq(productCategory.id, id)).returning();
  return row;
}

const revisionHas = (id: number) => sql`(${serviceRevision.content} ->> 'category_id') = ${String(id)}`;

/** Where a category is used: services, service revisions, and subcategories under it. */
export async function countCategoryReferences(db: DbOrTx, id: number) {
  const [services, revisions, children] = await Promise.all([
    db.select({ n: count() }).from(service).where(eq(service.categoryId, id)),
    db.select({ n: count() }).from(serviceRevision).where(revisionHas(id)),
    db.select({ n: count() }).from(productCategory).where(eq(productCategory.parentId, id)),
  ]);
  return [
    { table: "service", count: services[0]?.n ?? 0 },
    { table: "service_revision", count: revisions[0]?.n ?? 0 },
    { table: "product_category", count: children[0]?.n ?? 0 },
  ];
}

/** Moves services, revisions and subcategories of `from` to `to`, then deletes `from` (it has no merged-into column). */
export async function mergeCategoryInto(tx: DbOrTx, from: number, to: number) {
  const services = await tx
    .update(service)
    .set({ categoryId: to })
    .where(eq(service.categoryId, from))
    .returning({ id: service.id });
  const revisions = await tx
    .update(serviceRevision)
    .set({ content: sql`jsonb_set(${serviceRevision.content}, '{category_id}', to_jsonb(${to}::int))` })
    .where(revisionHas(from))
    .returning({ id: serviceRevision.id });
  const children = await tx
    .update(productCategory)
    .set({ parentId: to })
    .where(eq(productCategory.parentId, from))
    .returning({ id: productCategory.id });
  await tx.delete(productCategory).where(eq(productCategory.id, from));
  return { moved: services.length + revisions.length + children.length, duplicatesRemoved: 0 };
}
