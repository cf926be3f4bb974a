import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company, productCategory, service, serviceFavourite } from "../../../db/schema/index.ts";
import { type CatalogueRow, catalogueCardColumns, intArray, listed } from "./search.ts";

/** Whether this service is listed in the catalogue (published, approved, company not blocked). */
export async function isListedService(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: service.id })
    .from(service)
    .where(and(eq(service.id, id), ...listed));
  return row !== undefined;
}

/** Saves the service to the company's favourites; saving it twice keeps the first save. */
export async function insertFavourite(db: DbOrTx, companyId: number, serviceId: number, userId: number) {
  await db.insert(serviceFavourite).values({ companyId, serviceId, savedBy: userId }).onConflictDoNothing();
}

export async function deleteFavourite(db: DbOrTx, companyId: number, serviceId: number) {
  await db
    .delete(serviceFavourite)
    .where(and(eq(serviceFavourite.companyId, companyId), eq(serviceFavourite.serviceId, serviceId)));
}

/** Which of these services the company saved (one statement for a whole page: service_id = ANY(...)). */
export async function favouriteServiceIds(
  db: DbOrTx,
  companyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: serviceFavourite.serviceId })
    .from(serviceFavourite)
    .where(
      and(
        eq(serviceFavourite.companyId, companyId),
        sql`${serviceFavourite.serviceId} = ANY(${intArray(ids)})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const ofCompany = (companyId: number) => and(eq(serviceFavourite.companyId, companyId), ...listed);

/** One page of the company's still-listed favourites as catalogue rows, newest saved first. */
export function favouritePage(
  db: DbOrTx,
  companyId: number,
  window: { limit: number; offset: number },
): Promise<CatalogueRow[]> {
  return db
    .select(catalogueCardColumns)
    .from(serviceFavourite)
    .innerJoin(service, eq(service.id, serviceFavourite.serviceId))
    .innerJoin(company, eq(company.id, service.companyId))
    .leftJoin(productCategory, eq(productCategory.id, service.categoryId))
    .where(ofCompany(companyId))
    .orderBy(desc(serviceFavourite.createdAt), desc(service.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many still-listed favourites the company has. */
export async function favouriteCount(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(serviceFavourite)
    .innerJoin(service, eq(service.id, serviceFavourite.serviceId))
    .where(ofCompany(companyId));
  return row?.n ?? 0;
}
