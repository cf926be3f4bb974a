import {
  type AdminCompanyDetail,
  type AdminCompanyRow,
  type adminCompaniesQuerySchema,
  DOCUMENT_EDITOR_ROLES,
  type DocumentationSettings,
  type DocumentReviewBody,
  documentationStatusAfterReview,
  formatDayMonthYear,
  type Language,
  requiredKinds,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { companyPublicUrl } from "../../lib/public-url.ts";
import { renderMail } from "../../mail/templates.ts";
import { writeAuditLog } from "../auth/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import { documentationPath } from "./documentation-notices.ts";
import { type Actor, todayIso } from "./documentation-service.ts";
import { documentationDeadlineDays, readDocumentationSettings } from "./documentation-settings.ts";
import { asReviewStatus, listDocuments, toDocument } from "./profile-service.ts";
import { documentsOfCompany, findCompanyDocStatus, storeDocumentationStatus } from "./queries/documents.ts";
import {
  type CompanyReviewRow,
  companiesForReview,
  countEnabledUsers,
  enabledUsersWithRoles,
  findCompanyForReview,
  findReviewedCompany,
  storeDocumentReview,
} from "./queries/review.ts";

type CompaniesQuery = z.output<typeof adminCompaniesQuerySchema>;

function toRow(r: CompanyReviewRow): AdminCompanyRow {
  return {
    id: r.id,
    name: r.name,
    vat_number: r.vatNumber,
    type: r.type,
    country: r.country,
    city: r.city,
    id_doc_status: r.docStatus,
    limit_date_documentation: r.docLimitDate
      ? formatDayMonthYear(new Date(`${r.docLimitDate}T00:00:00Z`))
      : null,
    documents: Number(r.documents),
    pending_documents: Number(r.pending),
    created_at: r.createdAt.toISOString(),
  };
}

/** Staff list of the platform's companies (never the staff's own), filtered, sorted and paginated. */
export async function listCompanies(db: Db, query: CompaniesQuery) {
  const page = { page: query.page, limit: query.page_size };
  const { rows, total } = await companiesForReview(
    db,
    {
      search: query.search,
      type: query.type,
      docStatus: query.doc_status,
      sort: query.sort,
      order: query.order,
    },
    pageWindow(page),
  );
  const { limit, ...answer } = toPage(page, total, rows.map(toRow));
  return { ...answer, page_size: limit };
}

/** One company as staff review it: its facts, documentation status and documents with their reviews. */
export async function companyDetail(db: Db, companyId: number): Promise<AdminCompanyDetail> {
  const row = await findCompanyForReview(db, companyId);
  if (!row) throw new AppError("common.not_found");
  const users = await countEnabledUsers(db, companyId);
  return {
    ...toRow(row),
    website: row.website,
    users,
    document_list: await listDocuments(db, companyId),
  };
}

/**
 * The documentation rule after a document review (contracts `documentationStatusAfterReview`) over the
 * company's usable documents (not expired), stored when it moves; answers the status.
 */
async function statusAfterReview(
  rules: { settings: DocumentationSettings; graceDays: number },
  tx: DbOrTx,
  companyId: number,
  companyType: string,
) {
  const status = await findCompanyDocStatus(tx, companyId);
  if (status === undefined) throw new AppError("common.not_found");
  const { settings } = rules;
  const today = todayIso();
  const documents = (await documentsOfCompany(tx, companyId)).filter(
    (d) => d.expiresAt === null || d.expiresAt >= today,
  );
  const next = documentationStatusAfterReview(
    status,
    requiredKinds(settings, companyType).map((k) => k.code),
    documents.map((d) => ({ kind: d.kind, status: asReviewStatus(d.status) })),
  );
  if (next !== status) await storeDocumentationStatus(tx, companyId, next, rules.graceDays);
  return next;
}

/**
 * Staff approve or reject one document: the review is stored, documentation under revision follows the rule,
 * the action is audited, and the company's owners and managers get a notification and an e-mail in
 * their language.
 */
export async function reviewDocument(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  documentId: number,
  body: DocumentReviewBody,
) {
  const db = ctx.database.db;
  const note = body.status === "rejected" ? (body.note ?? "") : body.note || null;
  // Read before the transaction: PGlite hangs on the outer handle inside one.
  const rules = {
    settings: await readDocumentationSettings(ctx.settings),
    graceDays: await documentationDeadlineDays(ctx.settings),
  };
  const result = await db.transaction(async (tx) => {
    const target = await findReviewedCompany(tx, companyId);
    if (!target) throw new AppError("common.not_found");
    const document = await storeDocumentReview(tx, companyId, documentId, {
      status: body.status,
      note,
      reviewedBy: actor.userId,
    });
    if (!document) throw new AppError("common.not_found");
    const idDocStatus = await statusAfterReview(rules, tx, companyId, target.type);
    await writeAuditLog(tx, {
      action: `company_document_${body.status}`,
      actor,
      subjectCompanyId: companyId,
      details: {
        document_id: documentId,
        document: document.filename,
        note,
        doc_status_before: target.status,
        doc_status_after: idDocStatus,
      },
    });
    const recipients = await enabledUsersWithRoles(tx, companyId, [...DOCUMENT_EDITOR_ROLES]);
    const link = documentationPath(target.type);
    await notifyUsers(
      tx,
      ctx.bus,
      recipients.map((r) => r.id),
      {
        type: `document_${body.status}`,
        params: { document: document.filename, ...(note ? { note } : {}) },
        icon: body.status === "approved" ? "verified" : "report",
        ...(link ? { link } : {}),
      },
    );
    return { document: toDocument(document), idDocStatus, recipients, companyName: target.name, link };
  });
  // Mails to the company's users: their brand's host (staff reviewing from the back office may be on another).
  const base = await companyPublicUrl(ctx, db, companyId);
  for (const recipient of result.recipients) {
    const language: Language = normalizeLanguage(recipient.language);
    await ctx.mailer.send(
      renderMail(body.status === "approved" ? "document_approved" : "document_rejected", language, {
        to: recipient.email,
        name: recipient.firstname,
        company: result.companyName,
        document: result.document.filename,
        actionUrl: `${base}${result.link ?? "/notifications"}`,
        brandName: "Marketplace",
        ...(note ? { note } : {}),
      }),
    );
  }
  return { document: result.document, id_doc_status: result.idDocStatus };
}
