import { must } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { insertCollaboration } from "./queries/open.ts";
import { addEvent } from "./queries/parties.ts";
import { notifySides } from "./service.ts";

/** What a service collaboration is opened with (the service-requests module, when the client accepts an answer). */
export interface ServiceCollaborationValues {
  clientCompanyId: number;
  supplierCompanyId: number;
  serviceId: number;
  /** The service's live title: kept as the collaboration's profile_name (a service collaboration has no profile). */
  serviceTitle: string;
  /** The agreed fixed price in EUR, VAT excluded, as the numeric column takes it ("1200.00"). */
  price: string;
  dateStart: string | null;
  dateEnd: string | null;
  needId: number | null;
  quoteId: number | null;
  createdBy: number;
}

/**
 * Opens a service collaboration inside the caller's transaction: no profile, the service and its price, status
 * requested, the "created" event, the supplier notified. Answers the new collaboration's id.
 */
export async function openServiceCollaboration(
  tx: DbOrTx,
  bus: RealtimeBus,
  values: ServiceCollaborationValues,
): Promise<number> {
  const row = must(
    await insertCollaboration(tx, {
      clientCompanyId: values.clientCompanyId,
      supplierCompanyId: values.supplierCompanyId,
      profileId: null,
      profileName: values.serviceTitle,
      serviceId: values.serviceId,
      price: values.price,
      dateStart: values.dateStart,
      dateEnd: values.dateEnd,
      needId: values.needId,
      quoteId: values.quoteId,
      status: "requested",
      createdBy: values.createdBy,
    }),
    "the service collaboration insert returned no row",
  );
  await addEvent(tx, row.id, "created", values.createdBy);
  await notifySides(tx, bus, row, ["supplier"], "collaboration_requested");
  return row.id;
}
