import { Readable } from "node:stream";
import { auditLogPageSchema, auditLogQuerySchema, envelope, ROLE } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireRoles } from "../auth/index.ts";
import { auditLogCsv, listAuditLog } from "./audit-log-service.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];

/** Staff's audit log: who did what, to which company, when, and as whom (acting as another user). */
export function registerAuditLogRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);

  app.get(
    "/admin/audit-log",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: the audit log, filtered by actor, action, company, dates or acting-as, newest first",
        security,
        querystring: auditLogQuerySchema,
        response: { 200: envelope(auditLogPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listAuditLog(db, request.query)),
  );

  app.get(
    "/admin/audit-log.csv",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: the audit log of the filter as CSV (newest first, at most 10,000 rows), streamed",
        security,
        querystring: auditLogQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, Readable.from(auditLogCsv(db, request.query)), {
        contentType: "text/csv",
        filename: "audit-log.csv",
      }),
  );
}
