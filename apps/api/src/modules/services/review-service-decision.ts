import { SERVICE_MANAGER_ROLES, type ServiceDetail } from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import { type ServiceStaff, visibleService } from "./access.ts";
import { publicationVerdict, publisherRoleOf } from "./publication.ts";
import { lockCompanyForPublication, type ServiceRow } from "./queries/services.ts";
import { getService } from "./read-service.ts";
import { approveWorking, rejectWorking } from "./transitions.ts";

/** Tells the company's service managers (in-app and by e-mail, in their language) about the decision. */
async function notifyCompany(
  tx: DbOrTx,
  bus: RealtimeBus,
  row: ServiceRow,
  type: "service_approved" | "service_rejected",
  params: Record<string, string>,
) {
  const userIds = await companyRecipients(tx, row.service.companyId, SERVICE_MANAGER_ROLES);
  await notifyUsers(tx, bus, userIds, { type, params, icon: "storefront", link: "/services_list" });
}

/**
 * Approves the submitted revision: its content becomes the live version in one transaction on the locked row
 * (two staff deciding at once: the second gets 409 services.not_in_review). A first approval also publishes the
 * service when the company may publish it; otherwise the supplier publishes it later.
 */
export async function approveService(
  db: Db,
  bus: RealtimeBus,
  staff: ServiceStaff,
  id: number,
): Promise<ServiceDetail> {
  await db.transaction(async (tx) => {
    // The company row first, as publishService does: a first approval may take the plan's last free place.
    await lockCompanyForPublication(tx, (await visibleService(tx, staff, id)).service.companyId);
    const row = await visibleService(tx, staff, id, { lock: true });
    const verdict =
      row.service.approvedRevisionId === null
        ? await publicationVerdict(tx, {
            companyId: row.service.companyId,
            roleId: publisherRoleOf(row.companyType),
            serviceId: id,
          })
        : { allowed: row.service.published };
    const content = await approveWorking(tx, row, {
      staffUserId: staff.userId,
      now: new Date(),
      publish: verdict.allowed,
    });
    await notifyCompany(tx, bus, row, "service_approved", {
      title_it: content.title_it,
      title_en: content.title_en,
    });
  });
  return getService(db, staff, id);
}

/** Rejects the submitted revision with the reason the supplier reads; the live version, if any, stays. */
export async function rejectService(
  db: Db,
  bus: RealtimeBus,
  staff: ServiceStaff,
  id: number,
  reason: string,
): Promise<ServiceDetail> {
  await db.transaction(async (tx) => {
    const row = await visibleService(tx, staff, id, { lock: true });
    const content = await rejectWorking(tx, row, { staffUserId: staff.userId, now: new Date(), reason });
    await notifyCompany(tx, bus, row, "service_rejected", {
      title_it: content.title_it,
      title_en: content.title_en,
      reason,
    });
  });
  return getService(db, staff, id);
}
