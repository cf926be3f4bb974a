import { SERVICE_REVIEWER_ROLES, type ServiceDetail } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { notifyUsers } from "../notifications/index.ts";
import { type ServiceManager, visibleService } from "./access.ts";
import { readContent } from "./mappers.ts";
import { activeUsersWithRoles } from "./queries/references.ts";
import { getService } from "./read-service.ts";
import { submitWorking } from "./transitions.ts";

/** Sends the working draft for review and tells the staff that a service waits in their queue. */
export async function submitService(
  db: Db,
  bus: RealtimeBus,
  manager: ServiceManager,
  id: number,
): Promise<ServiceDetail> {
  await db.transaction(async (tx) => {
    const row = await visibleService(tx, manager, id, { lock: true });
    await submitWorking(tx, row, new Date());
    const content = readContent(row.working?.content);
    await notifyUsers(tx, bus, await activeUsersWithRoles(tx, SERVICE_REVIEWER_ROLES), {
      type: "service_submitted",
      params: { company: row.companyName, title_it: content.title_it, title_en: content.title_en },
      icon: "storefront",
      link: "/services_review",
    });
  });
  return getService(db, manager, id);
}
