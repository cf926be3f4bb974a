import type { ServiceContent, ServiceDetail } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { type ServiceManager, visibleService } from "./access.ts";
import { checkReferences } from "./check-references.ts";
import { getService } from "./read-service.ts";
import { saveWorkingDraft } from "./transitions.ts";

/**
 * Saves the content as the service's working draft (an approved service keeps its live version until the
 * changes are approved); 409 services.in_review while staff review it.
 */
export async function editService(
  db: Db,
  manager: ServiceManager,
  id: number,
  content: ServiceContent,
): Promise<ServiceDetail> {
  const current = await visibleService(db, manager, id);
  await checkReferences(db, manager.companyId, content, [
    current.service.categoryId,
    (current.working?.content as Partial<ServiceContent> | null | undefined)?.category_id,
  ]);
  await db.transaction(async (tx) => {
    const row = await visibleService(tx, manager, id, { lock: true });
    await saveWorkingDraft(tx, row, manager.userId, content);
  });
  return getService(db, manager, id);
}
