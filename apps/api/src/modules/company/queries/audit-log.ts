import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, auditLog, company } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

export type AuditLogFilter = {
  actor?: string | undefined;
  action?: string | undefined;
  companyId?: number | undefined;
  /** YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  assumedOnly: boolean;
};

const actor = aliasedTable(appUser, "actor");
const assumed = aliasedTable(appUser, "assumed");
const subject = aliasedTable(appUser, "subject");

const fullName = (t: typeof actor) => sql<string>`trim(${t.firstname} || ' ' || ${t.lastname})`;

function whereOf(filter: AuditLogFilter, beforeId?: number): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.actor) {
    const pattern = containsPattern(filter.actor);
    parts.push(or(ilike(actor.email, pattern), ilike(fullName(actor), pattern)));
  }
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.companyId) parts.push(eq(auditLog.subjectCompanyId, filter.companyId));
  if (filter.from) parts.push(gte(auditLog.createdAt, sql`${filter.from}::date`));
  if (filter.to) parts.push(lt(auditLog.createdAt, sql`(${filter.to}::date + 1)`));
  if (filter.assumedOnly) parts.push(isNotNull(auditLog.assumedByUserId));
  if (beforeId !== undefined) parts.push(lt(auditLog.id, beforeId));
  return and(...parts);
}

const columns = {
  id: auditLog.id,
  action: auditLog.action,
  details: auditLog.details,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
  actorId: actor.id,
  actorName: fullName(actor),
  actorEmail: actor.email,
  assumedId: assumed.id,
  assumedName: fullName(assumed),
  assumedEmail: assumed.email,
  subjectId: subject.id,
  subjectName: fullName(subject),
  subjectEmail: subject.email,
  companyId: company.id,
  companyName: company.name,
};
export type AuditLogRow = {
  id: number;
  action: string;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  assumedId: number | null;
  assumedName: string | null;
  assumedEmail: string | null;
  subjectId: number | null;
  subjectName: string | null;
  subjectEmail: string | null;
  companyId: number | null;
  companyName: string | null;
};

function selectRows(db: DbOrTx) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(assumed, eq(assumed.id, auditLog.assumedByUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .leftJoin(company, eq(company.id, auditLog.subjectCompanyId));
}

/** One page of the audit log, newest first, with the total across pages. */
export async function auditLogPage(
  db: DbOrTx,
  filter: AuditLogFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.actorUserId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The next batch of the export, newest first by id, before `beforeId` (keyset: no offset scan). */
export async function auditLogBatch(
  db: DbOrTx,
  filter: AuditLogFilter,
  beforeId: number | undefined,
  limit: number,
): Promise<AuditLogRow[]> {
  return selectRows(db).where(whereOf(filter, beforeId)).orderBy(desc(auditLog.id)).limit(limit);
}

/** The action names the log holds. */
export async function auditActions(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
