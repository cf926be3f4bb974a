import type {
  InscriptionDecisionBody,
  InscriptionRow,
  inscriptionsQuerySchema,
  Language,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { csvLine } from "../../lib/csv.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { companyPublicUrl } from "../../lib/public-url.ts";
import { renderMail } from "../../mail/templates.ts";
import { writeAuditLog } from "../auth/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import {
  decidePendingCompanies,
  enabledUsersOfCompany,
  findCompanyBasics,
  pendingInscriptions,
} from "./queries/staff-accounts.ts";
import type { StaffActor } from "./staff-audit.ts";

type Query = z.output<typeof inscriptionsQuerySchema>;
type PendingRow = Awaited<ReturnType<typeof pendingInscriptions>>["rows"][number];

const toRow = (r: PendingRow): InscriptionRow => ({
  id: r.id,
  name: r.name,
  vat_number: r.vatNumber,
  type: r.type,
  country: r.country,
  owner_name: [r.ownerFirstname, r.ownerLastname].filter(Boolean).join(" "),
  owner_email: r.ownerEmail ?? "",
  email_confirmed: r.ownerConfirmedAt !== null,
  created_at: r.createdAt.toISOString(),
});

const filterOf = (q: Query) => ({ search: q.search, type: q.type, sort: q.sort, order: q.order });

/** pending_inscriptions: sign-ups waiting for approval, searchable, sortable, paginated. */
export async function listInscriptions(db: Db, query: Query) {
  const { rows, total } = await pendingInscriptions(db, filterOf(query), pageWindow(query));
  return toPage(query, total, rows.map(toRow));
}

/** The current filter's sign-ups (every page) as CSV. */
export async function inscriptionsCsv(db: Db, query: Query): Promise<string> {
  const { rows } = await pendingInscriptions(db, filterOf(query), null);
  const header = [
    "id",
    "name",
    "vat_number",
    "type",
    "country",
    "owner",
    "email",
    "email_confirmed",
    "created_at",
  ];
  const lines = rows
    .map(toRow)
    .map((r) =>
      csvLine([
        String(r.id),
        r.name,
        r.vat_number,
        r.type,
        r.country,
        r.owner_name,
        r.owner_email,
        r.email_confirmed ? "yes" : "no",
        r.created_at,
      ]),
    );
  return [csvLine(header), ...lines].join("");
}

/** Notifies and mails the company's users about the decision, each in their language. */
async function tellCompany(
  ctx: AppContext,
  company: { id: number; name: string },
  status: "approved" | "rejected",
  reason: string | null,
) {
  const db = ctx.database.db;
  const users = await enabledUsersOfCompany(db, company.id);
  await notifyUsers(
    db,
    ctx.bus,
    users.map((u) => u.id),
    {
      type: `inscription_${status}`,
      params: { company: company.name, ...(reason ? { note: reason } : {}) },
      icon: status === "approved" ? "verified" : "report",
    },
  );
  const base = await companyPublicUrl(ctx, db, company.id);
  for (const user of users) {
    const language: Language = normalizeLanguage(user.language);
    await ctx.mailer.send(
      renderMail(status === "approved" ? "inscription_approved" : "inscription_rejected", language, {
        to: user.email,
        name: user.firstname,
        company: company.name,
        actionUrl: `${base}/authentication/login`,
        brandName: "Marketplace",
        ...(reason ? { note: reason } : {}),
      }),
    );
  }
}

async function decide(ctx: AppContext, actor: StaffActor, ids: number[], body: InscriptionDecisionBody) {
  const status = body.decision === "approve" ? ("approved" as const) : ("rejected" as const);
  const reason = body.decision === "reject" ? body.reason.trim() : null;
  const decided = await ctx.database.db.transaction(async (tx) => {
    const rows = await decidePendingCompanies(tx, ids, status);
    for (const row of rows) {
      await writeAuditLog(tx, {
        action: `inscription_${status}`,
        actor,
        subjectCompanyId: row.id,
        details: { company_type: row.type, ...(reason ? { reason } : {}) },
      });
    }
    return rows;
  });
  for (const row of decided) await tellCompany(ctx, row, status, reason);
  return { decided, status };
}

/** Approve or reject (with a reason) one pending sign-up. */
export async function decideInscription(
  ctx: AppContext,
  actor: StaffActor,
  companyId: number,
  body: InscriptionDecisionBody,
) {
  const found = await findCompanyBasics(ctx.database.db, companyId);
  if (!found || found.ghost) throw new AppError("common.not_found");
  const { decided, status } = await decide(ctx, actor, [companyId], body);
  if (decided.length === 0) throw new AppError("staff.already_decided");
  return { id: companyId, review_status: status };
}

/** Approve several pending sign-ups at once; those already decided are skipped. */
export async function bulkApproveInscriptions(ctx: AppContext, actor: StaffActor, ids: number[]) {
  const { decided } = await decide(ctx, actor, [...new Set(ids)], { decision: "approve" });
  return { approved: decided.map((r) => r.id).sort((a, b) => a - b) };
}
