import type { DbOrTx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

/** One line of the audit log written by a staff change of the platform's settings (IP kept at 64 characters). */
export async function insertSettingsAudit(
  db: DbOrTx,
  entry: {
    action: string;
    actorUserId: number;
    assumedByUserId: number | null;
    ip: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, ip: entry.ip.slice(0, 64) });
}
