import { type InterviewStatus, type interviewOutcomeBodySchema, interviewTransition } from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { Actor } from "../auth/index.ts";
import { moveStatus } from "./collaboration-lifecycle.ts";
import { loadInterview } from "./interview-lookups.ts";
import { setInterviewIfStatus } from "./queries/interviews.ts";
import { addEvent } from "./queries/parties.ts";
import { getCollaboration, notifySides, openCollaboration } from "./service.ts";

/** POST interviews/:id/outcome: the client records how it went; a negative outcome cancels the collaboration. */
export async function recordOutcome(
  ctx: AppContext,
  actor: Actor,
  interviewId: number,
  body: z.output<typeof interviewOutcomeBodySchema>,
) {
  const db = ctx.database.db;
  const iv = await loadInterview(db, interviewId);
  const { row, side } = await openCollaboration(db, actor, iv.collaborationId);
  if (side !== "client") throw new AppError("common.not_found");
  const next = interviewTransition(iv.status as InterviewStatus, "outcome");
  if (!next) throw new AppError("collaborations.interview_not_open");
  await db.transaction(async (tx) => {
    const moved = await setInterviewIfStatus(tx, iv.id, "confirmed", {
      status: next,
      outcome: body.outcome,
      updatedAt: new Date(),
    });
    if (!moved) throw new AppError("collaborations.interview_not_open");
    await addEvent(
      tx,
      row.id,
      `interview_${body.outcome}`,
      actor.userId,
      body.reason ? { reason: body.reason } : {},
    );
    if (body.outcome === "negative") {
      await moveStatus(tx, row, "cancelled", { cancelReason: body.reason ?? "" });
      await addEvent(tx, row.id, "collaboration_cancelled", actor.userId, { reason: body.reason ?? "" });
    }
    await notifySides(tx, ctx.bus, row, ["supplier"], `interview_${body.outcome}`, {
      reason: body.reason ?? "",
    });
  });
  return getCollaboration(db, actor, row.id);
}
