import type { DbOrTx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

/** One line of the audit log: who did what to whom, from which IP (kept at 64 characters). */
export async function insertAuditEntry(
  db: DbOrTx,
  entry: {
    action: string;
    actorUserId: number;
    subjectUserId: number;
    ip: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, ip: entry.ip.slice(0, 64) });
}
