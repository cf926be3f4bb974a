import { SERVICE_MANAGER_ROLES, SERVICE_REQUESTER_ROLES } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";

/** Where each side reads a request: the supplier's incoming list opened on its target, the client's comparison. */
export const incomingLink = (targetId: number) => `/service_requests/incoming?target=${targetId}`;
export const requestLink = (requestId: number) => `/service_requests/${requestId}`;
export const collaborationLink = (id: number) => `/collaborations_request?id=${id}`;

type Notice = { type: string; params: Record<string, string>; link: string };

/**
 * Tells the people of a company who act on requests (the supplier's service managers, or the client's requesters)
 * about a request: in-app, pushed, and e-mailed per each user's preferences (notifyUsers).
 */
export async function notifySide(
  tx: DbOrTx,
  bus: RealtimeBus,
  side: "supplier" | "client",
  companyId: number,
  notice: Notice,
) {
  const roles = side === "supplier" ? SERVICE_MANAGER_ROLES : SERVICE_REQUESTER_ROLES;
  const userIds = await companyRecipients(tx, companyId, roles);
  await notifyUsers(tx, bus, userIds, { ...notice, icon: "request_quote" });
}
