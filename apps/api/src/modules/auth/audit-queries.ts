import type { AuditAction } from "@mkt/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, auditLog } from "../../db/schema/index.ts";

/** Who did it: the user of record, the staff member behind an acting session (null otherwise), the IP. */
export type AuditActor = { userId: number | null; assumedByUserId: number | null; ip: string | null };

/** One line of the audit log (`audit_log`): every module writes it through `writeAuditLog`. */
export type AuditEntry = {
  action: AuditAction;
  actor: AuditActor;
  /** The user the action concerns (an acted-as user, an erased account, an invited staff member…). */
  subjectUserId?: number | null;
  /** The company it concerns; when absent, the subject user's company (so the log's company filter finds it). */
  subjectCompanyId?: number | null;
  details?: Record<string, unknown>;
};

/** The IP as stored: at most the column's 64 characters (an IPv6 with a zone fits; anything longer is cut). */
export const AUDIT_IP_MAX = 64;

/**
 * The one audit-log writer (issue 17): actor, acting staff, subject user and company, action, IP capped at 64
 * characters, details. Runs on the caller's transaction handle, so the line commits or rolls back with the change.
 */
export async function writeAuditLog(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const subjectUserId = entry.subjectUserId ?? null;
  const subjectCompanyId =
    entry.subjectCompanyId ??
    (subjectUserId === null
      ? null
      : sql<number>`(select ${appUser.companyId} from ${appUser} where ${appUser.id} = ${subjectUserId})`);
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actor.userId,
    assumedByUserId: entry.actor.assumedByUserId,
    subjectUserId,
    subjectCompanyId,
    details: entry.details ?? {},
    ip: entry.actor.ip === null ? null : entry.actor.ip.slice(0, AUDIT_IP_MAX),
  });
}
