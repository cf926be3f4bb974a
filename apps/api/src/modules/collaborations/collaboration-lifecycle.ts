import {
  type CancelCollaborationBody,
  type CollaborationSide,
  type CollaborationStatus,
  collaborationTransition,
} from "@mkt/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { collaboration, interview } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { addEvent } from "./queries.ts";
import { type CollaborationRow, getCollaboration, notifySides, openCollaboration } from "./service.ts";

/** A collaboration's status moves: start, complete, cancel (and the compare-and-set every move goes through). */

const otherSide = (side: CollaborationSide): ("client" | "supplier")[] =>
  side === "client" ? ["supplier"] : side === "supplier" ? ["client"] : ["client", "supplier"];

/** Moves the row from its current status (compare-and-set, so two clicks never both pass). */
export async function moveStatus(
  tx: DbOrTx,
  row: CollaborationRow,
  next: CollaborationStatus,
  extra: Partial<typeof collaboration.$inferInsert> = {},
) {
  const stamp =
    next === "active"
      ? { startedAt: new Date() }
      : next === "completed"
        ? { completedAt: new Date() }
        : next === "cancelled"
          ? { cancelledAt: new Date() }
          : {};
  const moved = await tx
    .update(collaboration)
    .set({ status: next, updatedAt: new Date(), ...stamp, ...extra })
    .where(and(eq(collaboration.id, row.id), eq(collaboration.status, row.status)))
    .returning({ id: collaboration.id });
  if (moved.length === 0) throw new AppError("collaborations.transition_not_allowed");
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
      const [pending] = await tx
        .select({ id: interview.id })
        .from(interview)
        .where(
          and(eq(interview.collaborationId, row.id), inArray(interview.status, ["proposed", "confirmed"])),
        )
        .limit(1);
      if (pending) throw new AppError("collaborations.transition_not_allowed");
    }
    const reason = action === "cancel" ? (body?.reason ?? "") : null;
    await moveStatus(tx, row, next, action === "cancel" ? { cancelReason: reason } : {});
    if (action === "cancel")
      await tx.execute(
        sql`UPDATE interview SET status = 'cancelled', updated_at = now() WHERE collaboration_id = ${row.id} AND status IN ('proposed','confirmed')`,
      );
    const type = `collaboration_${next === "active" ? "started" : next}`;
    await addEvent(tx, row.id, type, actor.userId, reason ? { reason } : {});
    await notifySides(tx, bus, row, otherSide(side), type, reason ? { reason } : {});
  });
  return getCollaboration(db, actor, id);
}
