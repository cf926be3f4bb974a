import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { need, needDocument, position } from "../../db/schema/index.ts";
import type { NeedRow } from "./queries.ts";

/** What a client's own needs write and list: the need row, its positions' count, its documents. */

/** Inserts a need and answers its row (undefined when none came back). */
export async function insertNeed(tx: DbOrTx, values: typeof need.$inferInsert): Promise<NeedRow | undefined> {
  const [created] = await tx.insert(need).values(values).returning();
  return created;
}

/** How many positions a need has. */
export async function countPositionsOfNeed(db: DbOrTx, needId: number) {
  const [existing] = await db.select({ n: count() }).from(position).where(eq(position.needId, needId));
  return existing?.n ?? 0;
}

/** Writes a need's fields. */
export async function updateNeed(tx: DbOrTx, id: number, set: Partial<typeof need.$inferInsert>) {
  await tx.update(need).set(set).where(eq(need.id, id));
}

/** Deletes every position of a need (a draft's list is rewritten whole). */
export async function deletePositionsOfNeed(tx: DbOrTx, needId: number) {
  await tx.delete(position).where(eq(position.needId, needId));
}

/** A company's needs matching the filters: how many, and one page with each need's count of positions. */
export async function companyNeedsPage(
  db: DbOrTx,
  filter: { companyId: number; status?: string; type?: string },
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(need.companyId, filter.companyId),
    // Quote requests on services ("directed" needs) are listed by the service-requests module.
    ne(need.status, "directed"),
    filter.status ? eq(need.status, filter.status) : undefined,
    filter.type ? eq(need.type, filter.type) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(need).where(where);
  const rows = await db
    .select({
      need,
      positions: sql<number>`(select count(*)::int from position p where p.need_id = "need"."id")`,
    })
    .from(need)
    .where(where)
    .orderBy(desc(need.updatedAt), desc(need.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

/** Inserts a need's document and answers its row (undefined when none came back). */
export async function insertNeedDocument(db: DbOrTx, values: typeof needDocument.$inferInsert) {
  const [doc] = await db.insert(needDocument).values(values).returning();
  return doc;
}
