import {
  type CancelCollaborationBody,
  type CollaborationSide,
  type CollaborationStatus,
  collaborationTransition,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import {
  cancelPendingInterviews,
  findPendingInterview,
  setCollaborationStatusIfUnchanged,
} from "./queries/lifecycle.ts";
import { addEvent } from "./queries/parties.ts";
import { type CollaborationRow, getCollaboration, notifySides, openCollaboration } from "./service.ts";

/** A collaboration's status moves: start, complete, cancel (and the compare-and-set every move goes through). */

const otherSide = (side: CollaborationSide): ("client" | "supplier")[] =>
  side === "client" ? ["supplier"] : side === "supplier" ? ["client"] : ["client", "supplier"];

/** Moves the row from its current status (compare-and-set, so two clicks never both pass). */
export async function moveStatus(
  tx: DbOrTx,
  row: CollaborationRow,
  next: CollaborationStatus,
  extra: { cancelReason?: string | null } = {},
) {
  const stamp =
    next === "active"
      ? { startedAt: new Date() }
      : next === "completed"
        ? { completedAt: new Date() }
        : next === "cancelled"
          ? { cancelledAt: new Date() }
          : {};
  const moved = await setCollaborationStatusIfUnchanged(tx, row, next, {
    updatedAt: new Date(),
    ...stamp,
    ...extra,
  });
  if (!moved) throw new AppError("collaborations.transition_not_allowed");
}

/** POST collaborations/:id/{start,complete,cancel}: the allowed side moves the collaboration on. */
export async function transitionCollaboration(
  db: Db,
  bus: RealtimeBus,
  actor: Actor,
  id: number,
  action: "start" | "complete" | "cancel",
  body?: CancelCollaborationBody,
) {
  const { row, side } = await openCollaboration(db, actor, id);
  const next = collaborationTransition(row.status as CollaborationStatus, action, side);
  if (!next) throw new AppError("collaborations.transition_not_allowed");
  await db.transaction(async (tx) => {
    if (action === "start") {
      // An interview still waiting for an answer or an outcome must be settled first.
      if (await findPendingInterview(tx, row.id)) throw new AppError("collaborations.transition_not_allowed");
    }
    const reason = action === "cancel" ? (body?.reason ?? "") : null;
    await moveStatus(tx, row, next, action === "cancel" ? { cancelReason: reason } : {});
    if (action === "cancel") await cancelPendingInterviews(tx, row.id);
    const type = `collaboration_${next === "active" ? "started" : next}`;
    await addEvent(tx, row.id, type, actor.userId, reason ? { reason } : {});
    await notifySides(tx, bus, row, otherSide(side), type, reason ? { reason } : {});
  });
  return getCollaboration(db, actor, id);
}
