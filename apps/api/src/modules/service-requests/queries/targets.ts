import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { need, quote, service, serviceRequest, serviceRequestTarget } from "../../../db/schema/index.ts";
import { LIVE_TARGET_STATUSES } from "./requests.ts";

/** What answering, declining, accepting and cancelling read and write on the targets of a request. */

/**
 * A target with its request, the request's need (title, deadline, client) and the service's live titles; `lock`
 * takes the target and its request FOR UPDATE (inside a transaction).
 */
export async function findTarget(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      target: serviceRequestTarget,
      request: serviceRequest,
      need: { id: need.id, title: need.title, deadline: need.deadline, companyId: need.companyId },
      service: { titleIt: service.titleIt, titleEn: service.titleEn },
    })
    .from(serviceRequestTarget)
    .innerJoin(serviceRequest, eq(serviceRequest.id, serviceRequestTarget.requestId))
    .innerJoin(need, eq(need.id, serviceRequest.needId))
    .innerJoin(service, eq(service.id, serviceRequestTarget.serviceId))
    .where(eq(serviceRequestTarget.id, id));
  const [row] = options.lock
    ? await query.for("update", { of: [serviceRequestTarget, serviceRequest] })
    : await query;
  return row;
}

export type TargetRow = typeof serviceRequestTarget.$inferSelect;

/** Moves a target from one of `from` with the given columns (compare-and-set): whether it moved. */
export async function setTargetIfStatus(
  tx: DbOrTx,
  id: number,
  from: readonly string[],
  set: Partial<typeof serviceRequestTarget.$inferInsert>,
) {
  const moved = await tx
    .update(serviceRequestTarget)
    .set(set)
    .where(and(eq(serviceRequestTarget.id, id), inArray(serviceRequestTarget.status, [...from])))
    .returning({ id: serviceRequestTarget.id });
  return moved.length > 0;
}

/** Cancels the live targets of a request; the ones it cancelled (their supplier). */
export async function cancelLiveTargets(tx: DbOrTx, requestId: number, now: Date) {
  return tx
    .update(serviceRequestTarget)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        eq(serviceRequestTarget.requestId, requestId),
        inArray(serviceRequestTarget.status, [...LIVE_TARGET_STATUSES]),
      ),
    )
    .returning({ id: serviceRequestTarget.id, supplierCompanyId: serviceRequestTarget.supplierCompanyId });
}

/**
 * Every other target of the request still answerable or answered becomes not_chosen; the ones it moved (their
 * supplier and quote). Declined and cancelled targets keep their status.
 */
export async function markOthersNotChosen(tx: DbOrTx, requestId: number, chosenId: number, now: Date) {
  return tx
    .update(serviceRequestTarget)
    .set({ status: "not_chosen", updatedAt: now })
    .where(
      and(
        eq(serviceRequestTarget.requestId, requestId),
        ne(serviceRequestTarget.id, chosenId),
        inArray(serviceRequestTarget.status, [...LIVE_TARGET_STATUSES]),
      ),
    )
    .returning({
      id: serviceRequestTarget.id,
      supplierCompanyId: serviceRequestTarget.supplierCompanyId,
      quoteId: serviceRequestTarget.quoteId,
    });
}

/** The quote a target's supplier answered with, or undefined. */
export async function findAnswer(db: DbOrTx, quoteId: number) {
  const [row] = await db.select().from(quote).where(eq(quote.id, quoteId));
  return row;
}

/** The open statuses of a quote (sent, viewed, favourite): the ones a client decision may move. */
const OPEN_QUOTE = ["sent", "viewed", "favourite"];

/** Accepts an open quote as `decideQuote` does (status, decided_at/by, viewed): whether it moved. */
export async function acceptOpenQuote(tx: DbOrTx, quoteId: number, userId: number, now: Date) {
  const moved = await tx
    .update(quote)
    .set({ status: "accepted", decidedAt: now, decidedBy: userId, updatedAt: now })
    .where(and(eq(quote.id, quoteId), inArray(quote.status, OPEN_QUOTE)))
    .returning({ id: quote.id, viewedAt: quote.viewedAt });
  const [row] = moved;
  if (row && row.viewedAt === null)
    await tx.update(quote).set({ viewedAt: now }).where(eq(quote.id, quoteId));
  return row !== undefined;
}

/** The open quotes among `ids` become rejected (the client chose another answer). */
export async function rejectOpenQuotes(tx: DbOrTx, ids: number[], userId: number, now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(quote)
    .set({ status: "rejected", decidedAt: now, decidedBy: userId, updatedAt: now })
    .where(and(inArray(quote.id, ids), inArray(quote.status, OPEN_QUOTE)));
}
