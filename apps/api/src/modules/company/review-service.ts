import {
  type AdminCompanyDetail,
  type AdminCompanyRow,
  type adminCompaniesQuerySchema,
  type DocumentReviewBody,
  formatDayMonthYear,
  type Language,
} from "@mkt/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { appUser, auditLog, company, companyDocument } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { companyPublicUrl } from "../../lib/public-url.ts";
import { renderMail } from "../../mail/templates.ts";
import { notifyUsers } from "../notifications/index.ts";
import {
  DOCUMENT_EDITOR_ROLES,
  listDocuments,
  recomputeDocumentationStatus,
  toDocument,
} from "./profile-service.ts";

type CompaniesQuery = z.output<typeof adminCompaniesQuerySchema>;

// The outer company row is named explicitly: drizzle leaves columns unqualified in single-table selects.
const documentCount = sql<number>`(select count(*)::int from ${companyDocument} d where d.company_id = "company"."id")`;
const pendingCount = sql<number>`(select count(*)::int from ${companyDocument} d where d.company_id = "company"."id" and d.status = 'pending')`;

const rowColumns = {
  id: company.id,
  name: company.name,
  vatNumber: company.vatNumber,
  type: company.type,
  country: company.country,
  city: company.city,
  docStatus: company.docStatus,
  docLimitDate: company.docLimitDate,
  createdAt: company.createdAt,
  documents: documentCount,
  pending: pendingCount,
};

type RowData = {
  id: number;
  name: string;
  vatNumber: string;
  type: string;
  country: string;
  city: string | null;
  docStatus: number;
  docLimitDate: string | null;
  createdAt: Date;
  documents: number;
  pending: number;
};

function toRow(r: RowData): AdminCompanyRow {
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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff list of the platform's companies (never the staff's own), filtered, sorted and paginated. */
export async function listCompanies(db: Db, query: CompaniesQuery) {
  const filters: (SQL | undefined)[] = [ne(company.type, "staff")];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    filters.push(or(ilike(company.name, pattern), ilike(company.vatNumber, pattern)));
  }
  if (query.type) filters.push(eq(company.type, query.type));
  if (query.doc_status) filters.push(eq(company.docStatus, query.doc_status));
  const where = and(...filters);
  const direction = query.order === "asc" ? asc : desc;
  const order =
    query.sort === "name"
      ? [direction(sql`lower(${company.name})`), direction(company.id)]
      : [direction(company.createdAt), direction(company.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(company)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(company).where(where),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

/** One company as staff review it: its facts, documentation status and documents with their reviews. */
export async function companyDetail(db: Db, companyId: number): Promise<AdminCompanyDetail> {
  const [row] = await db
    .select({ ...rowColumns, website: company.website })
    .from(company)
    .where(and(eq(company.id, companyId), ne(company.type, "staff")));
  if (!row) throw new AppError("common.not_found");
  const [users] = await db
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), isNull(appUser.disabledAt)));
  return {
    ...toRow(row),
    website: row.website,
    users: users?.n ?? 0,
    document_list: await listDocuments(db, companyId),
  };
}

/** The company's profile page that shows its documentation, for the notification link. */
function documentationPath(companyType: string): string | undefined {
  if (companyType === "client") return "/company_profile";
  if (companyType === "supplier" || companyType === "academy") return "/company_profile_supplier";
  return undefined;
}

/**
 * Staff approve or reject one document: the review is stored, the company's documentation status follows the
 * rule, the action is audited, and the company's owners and managers get a notification and an e-mail in
 * their language.
 */
export async function reviewDocument(
  ctx: AppContext,
  actor: { userId: number; ip: string },
  companyId: number,
  documentId: number,
  body: DocumentReviewBody,
) {
  const db = ctx.database.db;
  const note = body.status === "rejected" ? (body.note ?? "") : body.note || null;
  const result = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ name: company.name, type: company.type, status: company.docStatus })
      .from(company)
      .where(and(eq(company.id, companyId), ne(company.type, "staff")));
    if (!target) throw new AppError("common.not_found");
    const [document] = await tx
      .update(companyDocument)
      .set({ status: body.status, reviewNote: note, reviewedBy: actor.userId, reviewedAt: sql`now()` })
      .where(and(eq(companyDocument.id, documentId), eq(companyDocument.companyId, companyId)))
      .returning();
    if (!document) throw new AppError("common.not_found");
    const idDocStatus = await recomputeDocumentationStatus(tx, companyId);
    await tx.insert(auditLog).values({
      action: `company_document_${body.status}`,
      actorUserId: actor.userId,
      details: {
        company_id: companyId,
        document_id: documentId,
        note,
        doc_status_before: target.status,
        doc_status_after: idDocStatus,
      },
      ip: actor.ip.slice(0, 64),
    });
    const recipients = await tx
      .select({
        id: appUser.id,
        email: appUser.email,
        firstname: appUser.firstname,
        language: appUser.language,
      })
      .from(appUser)
      .where(
        and(
          eq(appUser.companyId, companyId),
          inArray(appUser.roleId, [...DOCUMENT_EDITOR_ROLES]),
          isNull(appUser.disabledAt),
        ),
      );
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
