import type { Tx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { notifyUsers } from "../notifications/index.ts";
import type { QuoteRow } from "./queries/load-quotes.ts";
import { companyType, companyUserIds, needTitle, positionTitle } from "./queries/quotes.ts";

/** The title a quote's notifications name: its position's, else its need's. */
export async function quoteTitle(tx: Tx, row: QuoteRow) {
  if (row.positionId) {
    const title = await positionTitle(tx, row.positionId);
    if (title !== undefined) return title;
  }
  return (await needTitle(tx, row.needId)) ?? "";
}

export async function notifySupplier(tx: Tx, bus: RealtimeBus, row: QuoteRow, status: string) {
  await notifyCompany(tx, bus, row.supplierCompanyId, {
    type: `quote_${status}`,
    params: { title: await quoteTitle(tx, row) },
    link: await supplierQuotesLink(tx, row.supplierCompanyId),
  });
}

/** Where the supplier's "My quotes" tab lives: freelancers read positions in their own list. */
export async function supplierQuotesLink(tx: Tx, companyId: number) {
  const type = await companyType(tx, companyId);
  return `/${type === "freelance" ? "freelance_position_list" : "position_list"}?tab=quotes`;
}

/** Every user of a company gets the notification in-app. */
export async function notifyCompany(
  tx: Tx,
  bus: RealtimeBus,
  companyId: number,
  input: { type: string; params: Record<string, string>; link: string },
) {
  await notifyUsers(tx, bus, await companyUserIds(tx, companyId), { ...input, icon: "request_quote" });
}
