import {
  type DocumentationDecisionBody,
  type DocumentationOverview,
  type DocumentationSettings,
  formatDayMonthYear,
  type Language,
  missingRequiredKinds,
  requiredKinds,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { writeAuditLog } from "../auth/index.ts";
import { mailEditors, notifyEditors } from "./documentation-notices.ts";
import { readDocumentationSettings } from "./documentation-settings.ts";
import {
  approvePendingDocuments,
  findDocumentedCompany,
  lastDocumentationEvent,
  moveDocumentationStatus,
} from "./queries/documentation.ts";
import { documentsOfCompany } from "./queries/documents.ts";

/** Who acts: the user, the staff user behind an assumed session, and the request's IP. */
export type Actor = { userId: number; assumedByUserId: number | null; ip: string };

export const todayIso = () => new Date().toISOString().slice(0, 10);
const dayLabel = (day: string | null) => (day ? formatDayMonthYear(new Date(`${day}T00:00:00Z`)) : null);

/** What the company is told about its documentation's latest change. */
const EVENT_ACTIONS = [
  "documentation_approved",
  "documentation_blocked",
  "documentation_expired",
  "documentation_submitted",
  "company_document_rejected",
] as const;

/** Settings are read before a transaction opens: PGlite hangs on the outer handle inside one. */
async function requiredStillMissing(
  settings: DocumentationSettings,
  db: DbOrTx,
  company: { id: number; type: string },
) {
  const documents = await documentsOfCompany(db, company.id);
  return missingRequiredKinds(
    settings,
    company.type,
    documents.map((d) => ({ kind: d.kind, status: d.status, expires_at: d.expiresAt })),
    todayIso(),
  );
}

/** The company's documentation as it sees it: status, deadline, the kinds to send, what is missing and why. */
export async function documentationOverview(
  ctx: AppContext,
  companyId: number,
  language: Language,
): Promise<DocumentationOverview> {
  const db = ctx.database.db;
  const company = await findDocumentedCompany(db, companyId);
  if (!company) throw new AppError("common.not_found");
  const settings = await readDocumentationSettings(ctx.settings);
  const required = new Set(requiredKinds(settings, company.type).map((k) => k.code));
  const event = await lastDocumentationEvent(db, companyId, EVENT_ACTIONS);
  const reason = event?.details.reason ?? event?.details.note ?? event?.details.document ?? null;
  return {
    id_doc_status: company.docStatus,
    limit_date_documentation: dayLabel(company.docLimitDate),
    kinds: settings.kinds.map((k) => ({
      code: k.code,
      label: language === "it" ? k.label_it : k.label_en,
      required: required.has(k.code),
      validity_months: k.validity_months,
    })),
    missing: await requiredStillMissing(settings, db, company),
    last_event: event
      ? {
          action: event.action,
          reason: typeof reason === "string" ? reason : null,
          at: event.createdAt.toISOString(),
        }
      : null,
  };
}

/** The company sends its documentation for review (4 → 1) once every required kind has a usable document. */
export async function submitDocumentation(ctx: AppContext, actor: Actor, companyId: number) {
  const db = ctx.database.db;
  const settings = await readDocumentationSettings(ctx.settings);
  await db.transaction(async (tx) => {
    const company = await findDocumentedCompany(tx, companyId);
    if (!company) throw new AppError("common.not_found");
    if (company.docStatus !== 4) throw new AppError("documentation.wrong_status");
    const missing = await requiredStillMissing(settings, tx, company);
    if (missing.length) throw new AppError("documentation.incomplete", { data: { missing } });
    if (!(await moveDocumentationStatus(tx, companyId, [4], 1)))
      throw new AppError("documentation.wrong_status");
    await writeAuditLog(tx, {
      action: "documentation_submitted",
      actor,
      subjectCompanyId: companyId,
      details: { doc_status_before: 4, doc_status_after: 1 },
    });
  });
  return { id_doc_status: 1 };
}

/**
 * Staff approve (2) or block (3, with the reason) the company's documentation as a whole. Approval needs every
 * required kind sent and still valid, and approves the documents still waiting. The decision is audited,
 * notified and e-mailed to the company's owners and managers in their language.
 */
export async function decideDocumentation(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: DocumentationDecisionBody,
) {
  const db = ctx.database.db;
  const reason = body.reason ? body.reason : undefined;
  const approve = body.status === 2;
  const settings = await readDocumentationSettings(ctx.settings);
  const result = await db.transaction(async (tx) => {
    const company = await findDocumentedCompany(tx, companyId);
    if (!company) throw new AppError("common.not_found");
    if (company.docStatus === body.status) throw new AppError("documentation.wrong_status");
    if (approve) {
      const missing = await requiredStillMissing(settings, tx, company);
      if (missing.length) throw new AppError("documentation.incomplete", { data: { missing } });
    }
    const from = approve ? [1, 3, 4] : [1, 2, 4];
    if (!(await moveDocumentationStatus(tx, companyId, from, body.status)))
      throw new AppError("documentation.wrong_status");
    if (approve) await approvePendingDocuments(tx, companyId, actor.userId);
    await writeAuditLog(tx, {
      action: approve ? "documentation_approved" : "documentation_blocked",
      actor,
      subjectCompanyId: companyId,
      details: {
        ...(reason ? { reason } : {}),
        doc_status_before: company.docStatus,
        doc_status_after: body.status,
      },
    });
    const notice = approve
      ? ({ type: "documentation_approved" } as const)
      : ({ type: "documentation_blocked", note: reason } as const);
    const recipients = await notifyEditors(tx, ctx.bus, company, notice);
    return { company, recipients, notice };
  });
  await mailEditors(ctx, result.company, result.recipients, result.notice);
  return { id_doc_status: body.status };
}
