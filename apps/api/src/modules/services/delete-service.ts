import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ServiceManager, visibleService } from "./access.ts";
import { stateOf } from "./mappers.ts";
import { deleteServiceRow } from "./queries/services.ts";

/**
 * Deletes a service that was never approved and is not in review, with its revisions. An approved service is
 * unpublished instead (409 services.delete_approved); one in review waits for the decision (409 services.in_review).
 */
export async function deleteService(db: Db, manager: ServiceManager, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await visibleService(tx, manager, id, { lock: true });
    const state = stateOf(row);
    if (state.approved) throw new AppError("services.delete_approved");
    if (state.working === "submitted") throw new AppError("services.in_review");
    await deleteServiceRow(tx, id);
  });
}
