import type { collaborationFeedbackBodySchema } from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { isServiceCollaboration } from "./queries/list.ts";
import { addEvent } from "./queries/parties.ts";
import {
  findClientFeedbackId,
  insertClientFeedback,
  recomputeServiceRating,
  setSupplierReplyOnce,
} from "./queries/reviews.ts";
import { getCollaboration, notifySides, openCollaboration } from "./service.ts";

/** The client's review of a completed collaboration and the supplier's reply to it. */

/** POST collaborations/:id/feedback: the client rates a completed collaboration, once. */
export async function leaveFeedback(
  db: Db,
  bus: RealtimeBus,
  actor: Actor,
  id: number,
  input: z.output<typeof collaborationFeedbackBodySchema>,
) {
  const { row, side } = await openCollaboration(db, actor, id);
  if (side !== "client" || row.status !== "completed")
    throw new AppError("collaborations.transition_not_allowed");
  // A service collaboration has no profile: its profile_rating rates the service. A profile's collaboration whose
  // profile was deleted since cannot be reviewed.
  const isService = isServiceCollaboration(row);
  if (row.profileId === null && !isService) throw new AppError("collaborations.transition_not_allowed");
  await db.transaction(async (tx) => {
    const inserted = await insertClientFeedback(tx, {
      collaborationId: row.id,
      profileId: isService ? null : row.profileId,
      clientCompanyId: row.clientCompanyId,
      supplierCompanyId: row.supplierCompanyId,
      authorUserId: actor.userId,
      profileRating: input.profile_rating,
      supplierRating: input.supplier_rating,
      criteria: input.criteria,
      comment: input.comment,
    });
    if (inserted === undefined) throw new AppError("collaborations.feedback_exists");
    if (row.serviceId !== null) await recomputeServiceRating(tx, row.serviceId);
    await addEvent(tx, row.id, "feedback_left", actor.userId, {
      profile_rating: input.profile_rating,
      supplier_rating: input.supplier_rating,
    });
    await notifySides(tx, bus, row, ["supplier"], "collaboration_feedback", {
      rating: input.profile_rating,
    });
  });
  return getCollaboration(db, actor, id);
}

/** POST collaborations/:id/feedback/reply: the supplier answers the client's review (not external ones), once. */
export async function replyToFeedback(db: Db, bus: RealtimeBus, actor: Actor, id: number, reply: string) {
  const { row, side } = await openCollaboration(db, actor, id);
  if (side !== "supplier") throw new AppError("common.not_found");
  await db.transaction(async (tx) => {
    const existingId = await findClientFeedbackId(tx, row.id);
    if (existingId === undefined) throw new AppError("collaborations.transition_not_allowed");
    if (!(await setSupplierReplyOnce(tx, existingId, reply)))
      throw new AppError("collaborations.reply_exists");
    await addEvent(tx, row.id, "feedback_replied", actor.userId);
    await notifySides(tx, bus, row, ["client"], "collaboration_feedback_reply");
  });
  return getCollaboration(db, actor, id);
}
