import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { appUser, company, need, position, type quote } from "../../db/schema/index.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { notifyUsers } from "../notifications/index.ts";

/** The title a quote's notifications name: its position's, else its need's. */
export async function quoteTitle(tx: Tx, row: typeof quote.$inferSelect) {
  if (row.positionId) {
    const [p] = await tx
      .select({ title: position.title })
      .from(position)
      .where(eq(position.id, row.positionId));
    if (p) return p.title;
  }
  const [n] = await tx.select({ title: need.title }).from(need).where(eq(need.id, row.needId));
  return n?.title ?? "";
}

export async function notifySupplier(
  tx: Tx,
  bus: RealtimeBus,
  row: typeof quote.$inferSelect,
  status: string,
) {
  await notifyCompany(tx, bus, row.supplierCompanyId, {
    type: `quote_${status}`,
    params: { title: await quoteTitle(tx, row) },
    link: await supplierQuotesLink(tx, row.supplierCompanyId),
  });
}

/** Where the supplier's "My quotes" tab lives: freelancers read positions in their own list. */
export async function supplierQuotesLink(tx: Tx, companyId: number) {
  const [row] = await tx.select({ type: company.type }).from(company).where(eq(company.id, companyId));
  return `/${row?.type === "freelance" ? "freelance_position_list" : "position_list"}?tab=quotes`;
}

/** Every user of a company gets the notification in-app. */
export async function notifyCompany(
  tx: Tx,
  bus: RealtimeBus,
  companyId: number,
  input: { type: string; params: Record<string, string>; link: string },
) {
  const users = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.companyId, companyId));
  await notifyUsers(
    tx,
    bus,
    users.map((u) => u.id),
    { ...input, icon: "request_quote" },
  );
}
