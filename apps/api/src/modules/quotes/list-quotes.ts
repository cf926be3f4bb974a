import { type MyQuotesQuery, myQuotesQuerySchema, type Quote } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import type { Actor } from "../auth/index.ts";
import { loadQuotes } from "./queries/load-quotes.ts";
import {
  needOwnerAndType,
  needProposalIds,
  positionOwner,
  positionQuoteIds,
  supplierQuoteIds,
} from "./queries/quotes.ts";
import { assertShowEstimate } from "./quote-access.ts";

/** GET quotes/mine: the supplier's quotes and proposals, newest first. */
export async function listMyQuotes(db: Db, sender: Actor, query: MyQuotesQuery) {
  const q = myQuotesQuerySchema.parse(query);
  const { total, ids } = await supplierQuoteIds(
    db,
    { supplierCompanyId: sender.companyId, status: q.status, kind: q.kind },
    pageWindow(q),
  );
  const items = await loadQuotes(db, ids, { side: "supplier", companyId: sender.companyId });
  return toPage(q, total, items);
}

/** GET positions/:id/quotes: the client's view of one of its positions' quotes, side by side. */
export async function listPositionQuotes(db: Db, client: Actor, positionId: number): Promise<Quote[]> {
  const ownerId = await positionOwner(db, positionId);
  if (ownerId === undefined || ownerId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const ids = await positionQuoteIds(db, positionId);
  return loadQuotes(db, ids, { side: "client", companyId: client.companyId });
}

/** GET needs/:id/proposals: the Fixed Price proposals of one of the client's needs. */
export async function listNeedProposals(db: Db, client: Actor, needId: number): Promise<Quote[]> {
  const row = await needOwnerAndType(db, needId);
  if (!row || row.companyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const ids = await needProposalIds(db, needId);
  return loadQuotes(db, ids, { side: "client", companyId: client.companyId });
}
