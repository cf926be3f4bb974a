import { AUDIT_LOG_EXPORT_MAX, type AuditLogEntry, type auditLogQuerySchema } from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { csvLine } from "../../lib/csv.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import {
  type AuditLogFilter,
  type AuditLogRow,
  auditActions,
  auditLogBatch,
  auditLogPage,
} from "./queries/audit-log.ts";

type Query = z.output<typeof auditLogQuerySchema>;

const filterOf = (q: Query): AuditLogFilter => ({
  actor: q.actor || undefined,
  action: q.action || undefined,
  companyId: q.company_id,
  from: q.from,
  to: q.to,
  assumedOnly: q.assumed_only,
});

const person = (id: number | null, name: string | null, email: string | null) =>
  id === null ? null : { id, name: name ?? "", email: email ?? "" };

function toEntry(r: AuditLogRow): AuditLogEntry {
  return {
    id: r.id,
    action: r.action,
    actor: person(r.actorId, r.actorName, r.actorEmail),
    assumed_by: person(r.assumedId, r.assumedName, r.assumedEmail),
    subject_user: person(r.subjectId, r.subjectName, r.subjectEmail),
    company: r.companyId === null ? null : { id: r.companyId, name: r.companyName ?? "" },
    details: r.details,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
  };
}

/** Staff's audit log page: filtered, newest first, with the action names for the filter. */
export async function listAuditLog(db: Db, query: Query) {
  const [{ rows, total }, actions] = await Promise.all([
    auditLogPage(db, filterOf(query), pageWindow(query)),
    auditActions(db),
  ]);
  return { ...toPage(query, total, rows.map(toEntry)), actions };
}

const HEADER = [
  "id",
  "created_at",
  "action",
  "actor",
  "actor_email",
  "assumed_by",
  "assumed_by_email",
  "subject_user",
  "company_id",
  "company",
  "ip",
  "details",
];

/**
 * The audit log of the filter as CSV lines, newest first, read in batches of 500 (keyset), at most
 * AUDIT_LOG_EXPORT_MAX rows, so the response streams and memory stays flat.
 */
export async function* auditLogCsv(db: Db, query: Query): AsyncGenerator<string> {
  const filter = filterOf(query);
  yield `${HEADER.join(",")}\r\n`;
  let sent = 0;
  let before: number | undefined;
  while (sent < AUDIT_LOG_EXPORT_MAX) {
    const batch = await auditLogBatch(db, filter, before, Math.min(500, AUDIT_LOG_EXPORT_MAX - sent));
    if (batch.length === 0) return;
    let chunk = "";
    for (const r of batch) {
      const cells = [
        String(r.id),
        r.createdAt.toISOString(),
        r.action,
        r.actorName ?? "",
        r.actorEmail ?? "",
        r.assumedName ?? "",
        r.assumedEmail ?? "",
        r.subjectEmail ?? "",
        r.companyId === null ? "" : String(r.companyId),
        r.companyName ?? "",
        r.ip ?? "",
        JSON.stringify(r.details),
      ];
      chunk += csvLine(cells);
    }
    yield chunk;
    sent += batch.length;
    before = batch[batch.length - 1]?.id;
  }
}
