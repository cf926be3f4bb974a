import type { DbOrTx } from "../../../db/client.ts";
import { auditLog } from "../../../db/schema/index.ts";

/** One privacy action in the audit log (an export or an erasure), with the caller's IP cut to the column. */
export async function insertPrivacyAudit(
  db: DbOrTx,
  entry: {
    action: string;
    actorUserId: number;
    subjectUserId: number;
    details: Record<string, unknown>;
    ip: string;
  },
) {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId,
    details: entry.details,
    ip: entry.ip.slice(0, 64),
  });
}
