import type { Quote } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { loadQuotes } from "./queries/load-quotes.ts";
import { findQuote, setQuoteIfStatus } from "./queries/quotes.ts";
import { assertShowEstimate, QUOTE_CLIENT_ROLES } from "./quote-access.ts";
import { notifySupplier } from "./quote-notices.ts";

const isClient = (a: Actor) => QUOTE_CLIENT_ROLES.includes(a.roleId);

/**
 * A quote its reader may see: the client that owns the need (its plan must show estimates) or the supplier
 * that sent it. Anything else is not found.
 */
async function readableQuote(db: Db, reader: Actor, id: number) {
  const row = await findQuote(db, id);
  if (!row) throw new AppError("common.not_found");
  const client = isClient(reader);
  if (client ? row.clientCompanyId !== reader.companyId : row.supplierCompanyId !== reader.companyId)
    throw new AppError("common.not_found");
  if (client) await assertShowEstimate(db, reader);
  return { row, side: client ? ("client" as const) : ("supplier" as const) };
}

/** GET quotes/:id: the detail; the client's first look moves a sent quote to viewed and tells the supplier. */
export async function getQuote(db: Db, bus: RealtimeBus, reader: Actor, id: number): Promise<Quote> {
  const { row, side } = await readableQuote(db, reader, id);
  if (side === "client" && row.status === "sent") {
    await db.transaction(async (tx) => {
      const moved = await setQuoteIfStatus(tx, id, "sent", {
        status: "viewed",
        viewedAt: new Date(),
        updatedAt: new Date(),
      });
      if (moved) await notifySupplier(tx, bus, row, "viewed");
    });
  }
  const [dto] = await loadQuotes(db, [id], { side, companyId: reader.companyId });
  if (!dto) throw new Error(`quote ${id} could not be read back`);
  return dto;
}

/** The quote and what its PDF needs, for GET quotes/:id/pdf. */
export async function quoteForPdf(db: Db, reader: Actor, id: number) {
  const { side } = await readableQuote(db, reader, id);
  const [dto] = await loadQuotes(db, [id], { side, companyId: reader.companyId });
  if (!dto) throw new Error(`quote ${id} could not be read back`);
  return dto;
}

/** The FP proposal's document for download (client or sending supplier). */
export async function quoteDocument(db: Db, reader: Actor, id: number) {
  const { row } = await readableQuote(db, reader, id);
  if (!row.documentKey || !row.documentName) throw new AppError("common.not_found");
  return { key: row.documentKey, filename: row.documentName };
}
