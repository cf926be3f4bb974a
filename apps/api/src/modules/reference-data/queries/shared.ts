import type { DbOrTx } from "../../../db/client.ts";
import { auditLog } from "../../../db/schema/index.ts";

/** A LIKE pattern matching the word anywhere, its wildcards taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who changed the reference data: the staff user (or the staff behind an acting session) and the IP. */
export type ReferenceActor = { userId: number; assumedByUserId: number | null; ip: string };

/** One reference-data change in the audit log (subject: no user, no company). */
export async function insertReferenceAudit(
  db: DbOrTx,
  actor: ReferenceActor,
  action: string,
  details: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    action,
    actorUserId: actor.userId,
    assumedByUserId: actor.assumedByUserId,
    details,
    ip: actor.ip.slice(0, 64),
  });
}
