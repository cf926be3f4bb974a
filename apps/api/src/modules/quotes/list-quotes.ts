import { type MyQuotesQuery, myQuotesQuerySchema, type Quote } from "@mkt/contracts";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { need, position, quote } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../auth/index.ts";
import { loadQuotes } from "./queries.ts";
import { assertShowEstimate } from "./quote-access.ts";

/** GET quotes/mine: the supplier's quotes and proposals, newest first. */
export async function listMyQuotes(db: Db, sender: Actor, query: MyQuotesQuery) {
  const q = myQuotesQuerySchema.parse(query);
  const where = and(
    eq(quote.supplierCompanyId, sender.companyId),
    q.status ? eq(quote.status, q.status) : undefined,
    q.kind ? eq(quote.kind, q.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(quote).where(where);
  const rows = await db
    .select({ id: quote.id })
    .from(quote)
    .where(where)
    .orderBy(desc(quote.createdAt), desc(quote.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const items = await loadQuotes(
    db,
    rows.map((r) => r.id),
    { side: "supplier", companyId: sender.companyId },
  );
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** GET positions/:id/quotes: the client's view of one of its positions' quotes, side by side. */
export async function listPositionQuotes(db: Db, client: Actor, positionId: number): Promise<Quote[]> {
  const [row] = await db
    .select({ companyId: need.companyId })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  if (!row || row.companyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const ids = await db
    .select({ id: quote.id })
    .from(quote)
    .where(eq(quote.positionId, positionId))
    .orderBy(desc(quote.createdAt), desc(quote.id));
  return loadQuotes(
    db,
    ids.map((r) => r.id),
    { side: "client", companyId: client.companyId },
  );
}

/** GET needs/:id/proposals: the Fixed Price proposals of one of the client's needs. */
export async function listNeedProposals(db: Db, client: Actor, needId: number): Promise<Quote[]> {
  const [row] = await db
    .select({ companyId: need.companyId, type: need.type })
    .from(need)
    .where(eq(need.id, needId));
  if (!row || row.companyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const ids = await db
    .select({ id: quote.id })
    .from(quote)
    .where(and(eq(quote.needId, needId), eq(quote.kind, "fp")))
    .orderBy(desc(quote.createdAt), desc(quote.id));
  return loadQuotes(
    db,
    ids.map((r) => r.id),
    { side: "client", companyId: client.companyId },
  );
}
