import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { brand } from "../../db/schema/index.ts";
import { containsPattern, escapeLike } from "../../db/sql-like.ts";

export type BrandRow = typeof brand.$inferSelect;
export type BrandValues = Omit<typeof brand.$inferInsert, "id" | "createdAt" | "updatedAt">;

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return or(ilike(brand.name, like), ilike(brand.hostPattern, like));
}

/** One page of brands (the default first, then by name), with the total. */
export async function pageBrands(
  db: DbOrTx,
  filter: { search: string | undefined; limit: number; offset: number },
) {
  const where = searchFilter(filter.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(brand)
      .where(where)
      .orderBy(desc(brand.isDefault), asc(brand.name), asc(brand.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(brand).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBrandById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(brand).where(eq(brand.id, id));
  return row;
}

/** Another brand (not `exceptId`) with this name, compared without case. */
export async function findBrandNamed(db: DbOrTx, name: string, exceptId: number | undefined) {
  const [row] = await db
    .select({ id: brand.id })
    .from(brand)
    .where(and(ilike(brand.name, escapeLike(name)), exceptId ? ne(brand.id, exceptId) : undefined));
  return row;
}

/** Another brand (not `exceptId`) with this host pattern. */
export async function findBrandWithHost(db: DbOrTx, hostPattern: string, exceptId: number | undefined) {
  const [row] = await db
    .select({ id: brand.id })
    .from(brand)
    .where(and(eq(brand.hostPattern, hostPattern), exceptId ? ne(brand.id, exceptId) : undefined));
  return row;
}

/** The default brand's logo, the starting logo of a new brand. */
export async function findDefaultLogo(db: DbOrTx) {
  const [row] = await db.select({ svg: brand.logoSvg }).from(brand).where(eq(brand.isDefault, true)).limit(1);
  return row?.svg;
}

/** Every brand but `keepId` stops being the default (taking their row locks first). */
export async function clearOtherDefaults(db: DbOrTx, keepId: number) {
  await db
    .update(brand)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(brand.isDefault, true), ne(brand.id, keepId)));
}

export async function insertBrand(db: DbOrTx, values: BrandValues) {
  const [row] = await db.insert(brand).values(values).returning();
  return row;
}

export async function updateBrandRow(db: DbOrTx, id: number, values: Partial<BrandValues>) {
  const [row] = await db
    .update(brand)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(brand.id, id))
    .returning();
  return row;
}
