import type { ServiceDetail } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ServiceManager, visibleService } from "./access.ts";
import { assertPublishable, publicationVerdict } from "./publication.ts";
import { lockCompanyForPublication, setPublishedIfApproved } from "./queries/services.ts";
import { getService } from "./read-service.ts";

/**
 * Lists an approved service in the catalogue: 409 services.not_approved before the first approval, 403 when the
 * documentation, the plan or the plan's limit on published services refuses. Publishing twice changes nothing.
 */
export async function publishService(db: Db, manager: ServiceManager, id: number): Promise<ServiceDetail> {
  await db.transaction(async (tx) => {
    await lockCompanyForPublication(tx, manager.companyId);
    const row = await visibleService(tx, manager, id, { lock: true });
    if (row.service.approvedRevisionId === null) throw new AppError("services.not_approved");
    if (row.service.published) return;
    assertPublishable(
      await publicationVerdict(tx, { companyId: manager.companyId, roleId: manager.roleId, serviceId: id }),
    );
    await setPublishedIfApproved(tx, id, true);
  });
  return getService(db, manager, id);
}

/** Takes the service out of the catalogue (it stays approved and can be published again). */
export async function unpublishService(db: Db, manager: ServiceManager, id: number): Promise<ServiceDetail> {
  await db.transaction(async (tx) => {
    await visibleService(tx, manager, id, { lock: true });
    await setPublishedIfApproved(tx, id, false);
  });
  return getService(db, manager, id);
}
