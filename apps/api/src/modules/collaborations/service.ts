import {
  type CollaborationDetail,
  type CollaborationSide,
  isProfileManager,
  must,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import {
  loadExternalFeedback,
  loadFeedback,
  loadInterviews,
  loadReviewRequests,
  loadTimeline,
} from "./queries/detail.ts";
import { loadItem } from "./queries/list.ts";
import { type CollaborationRow, companyUsers, findCollaboration, profileUserId } from "./queries/parties.ts";

// What every collaboration use case shares: who may act (roles, the actor's side), a collaboration with its
// detail, and the notices to its sides. The use cases themselves: open-collaboration.ts, list-collaborations.ts,
// collaboration-lifecycle.ts, collaboration-feedback.ts and the interview-*.ts files.

export const CLIENT_ROLES: RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];
/** The profile's side: the managers of supplier, academy and freelancer companies. */
export const SUPPLIER_ROLES: RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];
export const STAFF_ROLES: RoleId[] = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT];

export const isClient = (a: Actor) => CLIENT_ROLES.includes(a.roleId);
const isStaff = (a: Actor) => STAFF_ROLES.includes(a.roleId);

export type { CollaborationRow };

/** How the actor stands towards a collaboration; null when it is none of theirs (answered as 404). */
async function sideOf(db: DbOrTx, actor: Actor, row: CollaborationRow): Promise<CollaborationSide | null> {
  if (isStaff(actor)) return "staff";
  if (isClient(actor) && row.clientCompanyId === actor.companyId) return "client";
  if (isProfileManager(actor.roleId) && row.supplierCompanyId === actor.companyId) return "supplier";
  if (actor.roleId === ROLE.PROFILE_ACCADEMY && row.profileId !== null) {
    if ((await profileUserId(db, row.profileId)) === actor.userId) return "student";
  }
  return null;
}

/** Loads a collaboration the actor takes part in, with their side; anything else is 404. */
export async function openCollaboration(db: DbOrTx, actor: Actor, id: number) {
  const row = await findCollaboration(db, id);
  const side = row ? await sideOf(db, actor, row) : null;
  if (!row || !side) throw new AppError("common.not_found");
  return { row, side };
}

export const collaborationLink = (id: number) => `/collaborations_request?id=${id}`;
/** The collaboration a notification's link names (collaborationLink's inverse), or null for other links. */
export function collaborationIdOfLink(link: string): number | null {
  const match = /^\/collaborations_request\?id=(\d{1,10})$/.exec(link);
  return match ? Number(match[1]) : null;
}

/** Tells every user of the companies on `to` (client, supplier) about an event, in-app (and by mail, per prefs). */
export async function notifySides(
  db: DbOrTx,
  bus: RealtimeBus,
  row: Pick<CollaborationRow, "id" | "clientCompanyId" | "supplierCompanyId" | "profileName">,
  to: ("client" | "supplier")[],
  type: string,
  params: Record<string, string | number> = {},
) {
  const ids: number[] = [];
  for (const side of to) {
    const users = await companyUsers(db, side === "client" ? row.clientCompanyId : row.supplierCompanyId);
    ids.push(...users.map((u) => u.id));
  }
  await notifyUsers(db, bus, ids, {
    type,
    params: { profile: row.profileName, ...params },
    icon: "handshake",
    link: collaborationLink(row.id),
  });
}

/** GET collaborations/:id: the collaboration with its interviews, timeline and feedback. */
export async function getCollaboration(db: Db, actor: Actor, id: number): Promise<CollaborationDetail> {
  const { row, side } = await openCollaboration(db, actor, id);
  const seesRequests = side === "supplier" || side === "staff";
  const [loaded, interviews, timeline, feedback, externalFeedback, reviewRequests] = await Promise.all([
    loadItem(db, id, side),
    loadInterviews(db, id),
    loadTimeline(db, id),
    loadFeedback(db, id),
    loadExternalFeedback(db, id),
    seesRequests ? loadReviewRequests(db, id) : Promise.resolve([]),
  ]);
  return {
    ...must(loaded, `collaboration ${id} read back`).item,
    side,
    note: row.note,
    cancel_reason: row.cancelReason,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    interviews,
    timeline,
    feedback,
    external_feedback: externalFeedback,
    review_requests: reviewRequests,
  };
}
