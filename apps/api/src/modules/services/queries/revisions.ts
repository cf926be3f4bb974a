import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { serviceRevision } from "../../../db/schema/index.ts";

/** A new draft revision of a service with this content; its id. */
export async function insertDraftRevision(
  db: DbOrTx,
  values: { serviceId: number; content: Record<string, unknown>; createdBy: number | null },
): Promise<number | undefined> {
  const [row] = await db
    .insert(serviceRevision)
    .values({ ...values, status: "draft" })
    .returning({ id: serviceRevision.id });
  return row?.id;
}

/** Replaces the content of a revision that is still a draft; whether it was one. */
export async function updateDraftContent(
  db: DbOrTx,
  id: number,
  content: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(serviceRevision)
    .set({ content, updatedAt: sql`now()` })
    .where(and(eq(serviceRevision.id, id), eq(serviceRevision.status, "draft")))
    .returning({ id: serviceRevision.id });
  return rows.length > 0;
}

type RevisionMove = {
  status: "submitted" | "approved" | "rejected" | "superseded";
  submittedAt?: Date;
  decidedAt?: Date;
  decidedBy?: number | null;
  rejectionReason?: string;
};

/**
 * Moves a revision from `from` to a new status (compare-and-set: when two requests race, only the first finds
 * it in `from`); whether it moved.
 */
export async function moveRevision(
  db: DbOrTx,
  id: number,
  from: "draft" | "submitted" | "rejected",
  move: RevisionMove,
): Promise<boolean> {
  const rows = await db
    .update(serviceRevision)
    .set({ ...move, updatedAt: sql`now()` })
    .where(and(eq(serviceRevision.id, id), eq(serviceRevision.status, from)))
    .returning({ id: serviceRevision.id });
  return rows.length > 0;
}
