import type { ServiceContent, ServiceDetail } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import type { ServiceManager } from "./access.ts";
import { checkReferences } from "./check-references.ts";
import { getService } from "./read-service.ts";
import { createServiceDraft } from "./transitions.ts";

/** A new service of the manager's company, its content saved as a draft (nothing is shown until approved). */
export async function createService(
  db: Db,
  manager: ServiceManager,
  content: ServiceContent,
): Promise<ServiceDetail> {
  await checkReferences(db, manager.companyId, content);
  const id = await db.transaction((tx) =>
    createServiceDraft(tx, { companyId: manager.companyId, userId: manager.userId, content }),
  );
  return getService(db, manager, id);
}
