import { and, count, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { company, service, serviceRevision } from "../../../db/schema/index.ts";

const working = alias(serviceRevision, "working");

/** The columns a service's detail needs: the row, its company's name and type, its working revision. */
const detailColumns = {
  service,
  companyName: company.name,
  companyType: company.type,
  working: {
    id: working.id,
    status: working.status,
    content: working.content,
    submittedAt: working.submittedAt,
    decidedAt: working.decidedAt,
    rejectionReason: working.rejectionReason,
    updatedAt: working.updatedAt,
  },
};

/** One service with its company and working revision; `lock` takes the row FOR UPDATE (inside a transaction). */
export async function findServiceRow(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(detailColumns)
    .from(service)
    .innerJoin(company, eq(company.id, service.companyId))
    .leftJoin(working, eq(working.id, service.workingRevisionId))
    .where(eq(service.id, id));
  const [row] = options.lock ? await query.for("update", { of: service }) : await query;
  return row;
}
export type ServiceRow = NonNullable<Awaited<ReturnType<typeof findServiceRow>>>;

/** A new service row (no content until its first approval); its id. */
export async function insertServiceRow(
  db: DbOrTx,
  values: { companyId: number; createdBy: number | null },
): Promise<number | undefined> {
  const [row] = await db.insert(service).values(values).returning({ id: service.id });
  return row?.id;
}

/** The live columns of a service, written when a revision is approved. */
export type LiveColumns = Pick<
  typeof service.$inferInsert,
  | "titleIt"
  | "titleEn"
  | "descriptionIt"
  | "descriptionEn"
  | "categoryId"
  | "deliveryModel"
  | "priceKind"
  | "priceMin"
  | "priceMax"
  | "durationMinDays"
  | "durationMaxDays"
  | "technologyIds"
  | "sectorIds"
  | "deliverables"
  | "caseStudies"
  | "attachments"
>;

/** State (and, on approval, live content) of a service; `updated_at` moves to now. */
export async function updateServiceRow(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      typeof service.$inferInsert,
      "status" | "published" | "workingRevisionId" | "approvedRevisionId" | "submittedAt" | "approvedAt"
    > &
      LiveColumns
  >,
): Promise<void> {
  await db
    .update(service)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(service.id, id));
}

/**
 * Sets `published` only while the service is approved and its publication differs (compare-and-set); whether
 * it changed.
 */
export async function setPublishedIfApproved(db: DbOrTx, id: number, published: boolean): Promise<boolean> {
  const rows = await db
    .update(service)
    .set({ published, updatedAt: sql`now()` })
    .where(
      and(
        eq(service.id, id),
        sql`${service.approvedRevisionId} is not null`,
        eq(service.published, !published),
      ),
    )
    .returning({ id: service.id });
  return rows.length > 0;
}

export async function deleteServiceRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(service).where(eq(service.id, id));
}

/** Services of the company published now, one service left out. */
export async function countPublishedServices(db: DbOrTx, companyId: number, exceptId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(service)
    .where(and(eq(service.companyId, companyId), eq(service.published, true), ne(service.id, exceptId)));
  return row?.n ?? 0;
}

/** A company's documentation status and deadline (the publication gating reads them). */
export async function companyDocumentation(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ docStatus: company.docStatus, docLimitDate: company.docLimitDate, type: company.type })
    .from(company)
    .where(eq(company.id, companyId));
  return row;
}

/** Serialises the publications of one company (the plan's limit is counted, then one more is published). */
export async function lockCompanyForPublication(db: DbOrTx, companyId: number): Promise<void> {
  await db.select({ id: company.id }).from(company).where(eq(company.id, companyId)).for("update");
}
