import type { DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import { findSearchableProfile } from "../search/index.ts";
import { hasPendingRequest, insertRequest, lockProfile } from "./queries.ts";
import { ANSWER_HOME, ANSWERING_ROLES } from "./service.ts";

/**
 * The availability request of an open-area lead, created when the visitor registers (issue 16): the new client
 * company asks about the profile the visitor asked about. No credit is spent and no plan function is checked: the
 * question was asked (and the supplier told) before the company existed. Nothing is created when the profile is no
 * longer published or a request of the company is already pending. Returns the request's id, or null.
 */
export async function createLeadRequest(
  tx: DbOrTx,
  bus: RealtimeBus,
  lead: { profileId: number; clientCompanyId: number; userId: number; message: string },
): Promise<number | null> {
  const target = await findSearchableProfile(tx, lead.profileId);
  if (!target) return null;
  await lockProfile(tx, lead.profileId);
  if (await hasPendingRequest(tx, lead.profileId, lead.clientCompanyId)) return null;
  const id = await insertRequest(tx, {
    profileId: lead.profileId,
    supplierCompanyId: target.companyId,
    clientCompanyId: lead.clientCompanyId,
    positionId: null,
    requestedBy: lead.userId,
    message: lead.message,
  });
  await notifyUsers(tx, bus, await companyRecipients(tx, target.companyId, ANSWERING_ROLES), {
    type: "availability_requested",
    params: { profile: target.title },
    icon: "event_available",
    link: ANSWER_HOME[target.kind] ?? "/dashboard_supplier",
  });
  return id;
}
