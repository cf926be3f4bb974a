import { formatDayMonthYear, PLAN_OWNER_ROLES } from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import { claimExpiringSubscriptions, expiryDatesOf, planNamesOf } from "./queries.ts";
import { expireSubscriptions } from "./service.ts";

/** Days before the expiry date the owners are reminded. */
export const EXPIRY_REMINDER_DAYS = 7;

type Notice = { companyId: number; expiresOn: string };

async function tell(tx: DbOrTx, bus: RealtimeBus, notices: Notice[], type: "plan_expiring" | "plan_expired") {
  if (notices.length === 0) return;
  const rows = await planNamesOf(
    tx,
    notices.map((n) => n.companyId),
  );
  for (const notice of notices) {
    const row = rows.find((r) => r.companyId === notice.companyId);
    if (!row) continue;
    await notifyUsers(tx, bus, await companyRecipients(tx, notice.companyId, PLAN_OWNER_ROLES), {
      type,
      params: {
        // Each recipient reads the name of their language: {{plan}} becomes plan_en for English readers.
        plan: row.plan,
        plan_en: row.planEn,
        date: formatDayMonthYear(new Date(`${notice.expiresOn}T00:00:00Z`)),
      },
      icon: type === "plan_expired" ? "card_membership" : "schedule",
      link: row.type === "client" ? "/my_plans" : "/my_plans_supplier",
    });
  }
}

/**
 * A week before an active plan expires, its owners are told once: the UPDATE claims the subscription for that
 * expiry date (expiry_reminded_for), so instances running the job together never remind twice, and a renewal
 * (a new expiry date) is reminded again in its turn. Plans without expiry (31/12/9999) are never reminded.
 */
export async function remindExpiringPlans(db: Db, bus: RealtimeBus): Promise<number[]> {
  return db.transaction(async (tx) => {
    const claimed = await claimExpiringSubscriptions(tx, EXPIRY_REMINDER_DAYS);
    await tell(tx, bus, claimed, "plan_expiring");
    return claimed.map((c) => c.companyId);
  });
}

/** Moves plans past their expiry to state 4 (one idempotent UPDATE) and tells the owners of each, once. */
export async function expireAndNotify(db: Db, bus: RealtimeBus): Promise<number[]> {
  return db.transaction(async (tx) => {
    const expired = await expireSubscriptions(tx);
    const rows = expired.length ? await expiryDatesOf(tx, expired) : [];
    await tell(tx, bus, rows, "plan_expired");
    return expired;
  });
}
