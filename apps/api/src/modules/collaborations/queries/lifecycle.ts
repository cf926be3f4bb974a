import type { CollaborationStatus } from "@mkt/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { collaboration, interview } from "../../../db/schema/index.ts";
import type { CollaborationRow } from "./parties.ts";

/** A collaboration's status moves and what they check and settle on its interviews. */

/**
 * Moves the row from its current status to `next` with the given columns (compare-and-set on the status it was
 * read with): whether it moved.
 */
export async function setCollaborationStatusIfUnchanged(
  tx: DbOrTx,
  row: Pick<CollaborationRow, "id" | "status">,
  next: CollaborationStatus,
  set: Partial<typeof collaboration.$inferInsert>,
) {
  const moved = await tx
    .update(collaboration)
    .set({ status: next, ...set })
    .where(and(eq(collaboration.id, row.id), eq(collaboration.status, row.status)))
    .returning({ id: collaboration.id });
  return moved.length > 0;
}

/** Touches a collaboration's updated_at. */
export async function touchCollaboration(tx: DbOrTx, id: number) {
  await tx.update(collaboration).set({ updatedAt: new Date() }).where(eq(collaboration.id, id));
}

/** An interview of the collaboration still waiting for an answer or an outcome (proposed or confirmed), if any. */
export async function findPendingInterview(tx: DbOrTx, collaborationId: number) {
  const [pending] = await tx
    .select({ id: interview.id })
    .from(interview)
    .where(
      and(
        eq(interview.collaborationId, collaborationId),
        inArray(interview.status, ["proposed", "confirmed"]),
      ),
    )
    .limit(1);
  return pending;
}

/** Cancels the collaboration's interviews still proposed or confirmed. */
export async function cancelPendingInterviews(tx: DbOrTx, collaborationId: number) {
  await tx.execute(
    sql`UPDATE interview SET status = 'cancelled', updated_at = now() WHERE collaboration_id = ${collaborationId} AND status IN ('proposed','confirmed')`,
  );
}
