import { REFERENCE_EDITOR_ROLES, REFERENCE_MANAGER_ROLES } from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { requireAuth, requireRoles } from "../auth/index.ts";

export const tags = ["reference-data"];
export const security = [{ bearer: [] }];
/** Both staff roles: list, export, create, edit. */
export const editors = requireRoles(...REFERENCE_EDITOR_ROLES);
/** The Administrator only: enable/disable and merge. */
export const managers = requireRoles(...REFERENCE_MANAGER_ROLES);

/** The staff user of record (the staff behind an acting session is recorded as well) and the request's IP. */
export function actorOf(request: FastifyRequest): {
  userId: number;
  assumedByUserId: number | null;
  ip: string;
} {
  const auth = requireAuth(request);
  return { userId: auth.row.userId, assumedByUserId: auth.assumedByUserId, ip: request.ip };
}
