import {
  canWithdrawQuote,
  type NominationStatus,
  nominationOnWithdraw,
  type Quote,
  type QuoteStatus,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { loadQuotes } from "./queries/load-quotes.ts";
import {
  companyName,
  findNeedToPropose,
  findQuote,
  nominationsOfQuote,
  setNominationIfStatus,
  withdrawQuoteIfNoneAccepted,
} from "./queries/quotes.ts";
import { notifyCompany, quoteTitle } from "./quote-notices.ts";

/**
 * POST quotes/:id/withdraw: the supplier takes back its open quote or proposal (none of its candidacies
 * accepted); its open candidacies are withdrawn with it and the client is told, in-app and by e-mail per its
 * preferences. Another company's quote is not found.
 */
export async function withdrawQuote(
  db: Db,
  bus: RealtimeBus,
  sender: Actor,
  id: number,
  reason: string | null,
): Promise<Quote> {
  const row = await findQuote(db, id);
  if (!row || row.supplierCompanyId !== sender.companyId) throw new AppError("common.not_found");
  // An answer to a quote request on services stays as sent: the client compares and decides on the request's page.
  if ((await findNeedToPropose(db, row.needId))?.status === "directed")
    throw new AppError("quotes.withdraw_not_allowed");
  const noms = await nominationsOfQuote(db, id);
  const statuses = noms.map((n) => n.status as NominationStatus);
  if (!canWithdrawQuote(row.status as QuoteStatus, statuses))
    throw new AppError("quotes.withdraw_not_allowed");
  await db.transaction(async (tx) => {
    const now = new Date();
    // Compare-and-set: the client may have decided meanwhile (the quote, or a candidacy accepted).
    const moved = await withdrawQuoteIfNoneAccepted(tx, id, row.status, {
      status: "withdrawn",
      discardReason: reason,
      decidedAt: now,
      decidedBy: sender.userId,
      updatedAt: now,
    });
    if (!moved) throw new AppError("quotes.withdraw_not_allowed");
    for (const n of noms) {
      const next = nominationOnWithdraw(n.status as NominationStatus);
      if (next !== n.status)
        await setNominationIfStatus(tx, n.id, n.status, { status: next, updatedAt: now });
    }
    const supplierName = await companyName(tx, row.supplierCompanyId);
    await notifyCompany(tx, bus, row.clientCompanyId, {
      type: row.kind === "fp" ? "proposal_withdrawn" : "quote_withdrawn",
      params: { supplier: supplierName ?? "", title: await quoteTitle(tx, row) },
      link:
        row.kind === "fp"
          ? `/need/detail?id=${row.needId}&tab=proposals`
          : `/need/detail?id=${row.needId}&position=${row.positionId}&tab=quotes`,
    });
  });
  const [dto] = await loadQuotes(db, [id], { side: "supplier", companyId: sender.companyId });
  if (!dto) throw new Error(`quote ${id} could not be read back`);
  return dto;
}
