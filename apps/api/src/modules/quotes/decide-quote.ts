import {
  type NominationStatus,
  nominationTransition,
  type Quote,
  type QuoteAction,
  type QuoteStatus,
  quoteTransition,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { loadQuotes } from "./queries/load-quotes.ts";
import {
  findNeedToPropose,
  findNominationWithQuote,
  findQuote,
  markQuoteViewed,
  nominationsOfQuote,
  setNominationIfStatus,
  setQuoteIfStatus,
} from "./queries/quotes.ts";
import { assertShowEstimate } from "./quote-access.ts";
import { notifyCompany, notifySupplier, quoteTitle, supplierQuotesLink } from "./quote-notices.ts";

/** POST quotes/:id/{favourite,discard,accept}: the client's decision, recorded and told to the supplier. */
export async function decideQuote(
  db: Db,
  bus: RealtimeBus,
  client: Actor,
  id: number,
  action: QuoteAction,
  reason?: string,
): Promise<Quote> {
  const row = await findQuote(db, id);
  if (!row || row.clientCompanyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  // The answer to a quote request on services is decided on the request (POST service-requests/:id/accept).
  if ((await findNeedToPropose(db, row.needId))?.status === "directed")
    throw new AppError("quotes.transition_not_allowed");
  const next = quoteTransition(row.status as QuoteStatus, action);
  if (!next) throw new AppError("quotes.transition_not_allowed");
  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await setQuoteIfStatus(tx, id, row.status, {
      status: next,
      updatedAt: now,
      viewedAt: row.viewedAt ?? now,
      ...(action === "discard" ? { discardReason: reason ?? null } : {}),
      ...(action !== "favourite" ? { decidedAt: now, decidedBy: client.userId } : {}),
    });
    if (!moved) throw new AppError("quotes.transition_not_allowed");
    await notifySupplier(tx, bus, row, next);
  });
  const [dto] = await loadQuotes(db, [id], { side: "client", companyId: client.companyId });
  if (!dto) throw new Error(`quote ${id} could not be read back`);
  return dto;
}

/** POST nominations/:id/{favourite,discard,accept}: the same decisions on one candidacy; answers its quote. */
export async function decideNomination(
  db: Db,
  bus: RealtimeBus,
  client: Actor,
  id: number,
  action: QuoteAction,
  reason?: string,
): Promise<Quote> {
  const row = await findNominationWithQuote(db, id);
  if (!row || row.quote.clientCompanyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const next = nominationTransition(row.nomination.status as NominationStatus, action);
  if (!next) throw new AppError("quotes.transition_not_allowed");
  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await setNominationIfStatus(tx, id, row.nomination.status, {
      status: next,
      updatedAt: now,
      ...(action === "discard" ? { discardReason: reason ?? null } : {}),
      ...(action !== "favourite" ? { decidedAt: now, decidedBy: client.userId } : {}),
    });
    if (!moved) throw new AppError("quotes.transition_not_allowed");
    // Deciding on a candidacy means the client has looked at its quote.
    if (row.quote.status === "sent") await markQuoteViewed(tx, row.quote.id, now);
    const quoteStatus = row.quote.status === "sent" ? "viewed" : (row.quote.status as QuoteStatus);
    await followCandidacies(tx, row.quote.id, quoteStatus, now, client.userId);
    await notifyCompany(tx, bus, row.quote.supplierCompanyId, {
      type: `nomination_${next}`,
      params: { profile: `${row.firstname} ${row.lastname}`, title: await quoteTitle(tx, row.quote) },
      link: await supplierQuotesLink(tx, row.quote.supplierCompanyId),
    });
  });
  const [dto] = await loadQuotes(db, [row.quote.id], { side: "client", companyId: client.companyId });
  if (!dto) throw new Error(`quote ${row.quote.id} could not be read back`);
  return dto;
}

/**
 * A T&M quote follows its candidacies, so its status in every list agrees with what its candidacies show: one
 * accepted makes the open quote accepted; a favourite one makes it favourite; all of them discarded makes it
 * discarded. Decided quotes stay as they are.
 */
async function followCandidacies(
  tx: DbOrTx,
  quoteId: number,
  status: QuoteStatus,
  now: Date,
  userId: number,
) {
  const statuses = (await nominationsOfQuote(tx, quoteId)).map((n) => n.status as NominationStatus);
  const next: QuoteStatus | null = statuses.includes("accepted")
    ? quoteTransition(status, "accept")
    : statuses.every((s) => s === "discarded" || s === "withdrawn")
      ? quoteTransition(status, "discard")
      : statuses.includes("favourite")
        ? quoteTransition(status, "favourite")
        : null;
  if (!next) return;
  const decided = next === "accepted" || next === "discarded";
  await setQuoteIfStatus(tx, quoteId, status, {
    status: next,
    updatedAt: now,
    ...(decided ? { decidedAt: now, decidedBy: userId } : {}),
  });
}
