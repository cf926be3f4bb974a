import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { productCategory } from "../../../db/schema/index.ts";

type CategoryRow = { code: string; nameIt: string; nameEn: string; sort: number };

/** Inserts top-level categories and their children that are not there yet (matched by code). */
export async function insertMissingCategories(
  db: DbOrTx,
  parents: (CategoryRow & { children: CategoryRow[] })[],
): Promise<void> {
  await db
    .insert(productCategory)
    .values(parents.map(({ children: _children, ...row }) => row))
    .onConflictDoNothing();
  const ids = await db
    .select({ id: productCategory.id, code: productCategory.code })
    .from(productCategory)
    .where(
      inArray(
        productCategory.code,
        parents.map((p) => p.code),
      ),
    );
  const idOf = new Map(ids.map((r) => [r.code, r.id]));
  const children = parents.flatMap((p) =>
    p.children.map((c) => ({ ...c, parentId: idOf.get(p.code) ?? null })),
  );
  if (children.length) await db.insert(productCategory).values(children).onConflictDoNothing();
}

/** Every category, parents before their children, in catalogue order. */
export function listCategories(db: DbOrTx) {
  return db
    .select()
    .from(productCategory)
    .orderBy(
      sql`${productCategory.parentId} asc nulls first`,
      asc(productCategory.sort),
      asc(productCategory.id),
    );
}

/** The category with this id, if any. */
export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(productCategory).where(eq(productCategory.id, id));
  return row;
}

/** The category with this code, if any. */
export async function findCategoryByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(productCategory).where(eq(productCategory.code, code));
  return row;
}
