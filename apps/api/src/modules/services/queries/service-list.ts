import type { Language } from "@mkt/contracts";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { company, productCategory, service, serviceRevision } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

const working = alias(serviceRevision, "working");

export type ServiceListFilter = {
  companyId?: number | undefined;
  /** The member companies of this Company Administrator organisation (company.admin_company_id). */
  adminCompanyId?: number | undefined;
  status?: string | undefined;
  searchWord?: string | undefined;
  /** The staff queue: oldest submitted first; otherwise newest updated first. */
  order: "queue" | "updated";
};

/** The title as the list shows it: the working revision's when there is one, else the live one. */
const titleOf = (language: Language) =>
  language === "en"
    ? sql<string>`coalesce(${working.content}->>'title_en', ${service.titleEn}, '')`
    : sql<string>`coalesce(${working.content}->>'title_it', ${service.titleIt}, '')`;

function conditions(filter: ServiceListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.companyId !== undefined) where.push(eq(service.companyId, filter.companyId));
  if (filter.adminCompanyId !== undefined) where.push(eq(company.adminCompanyId, filter.adminCompanyId));
  if (filter.status !== undefined) where.push(eq(service.status, filter.status));
  if (filter.searchWord) {
    const pattern = containsPattern(filter.searchWord);
    where.push(
      sql`(coalesce(${working.content}->>'title_it', ${service.titleIt}, '') ilike ${pattern}
        or coalesce(${working.content}->>'title_en', ${service.titleEn}, '') ilike ${pattern}
        or ${company.name} ilike ${pattern})`,
    );
  }
  return and(...where);
}

/** One page of services with the fields of a list row, and the total matching the filter. */
export async function listServiceRows(
  db: DbOrTx,
  filter: ServiceListFilter,
  language: Language,
  window: { limit: number; offset: number },
) {
  const where = conditions(filter);
  const categoryName = language === "en" ? productCategory.nameEn : productCategory.nameIt;
  const order =
    filter.order === "queue"
      ? [asc(service.submittedAt), asc(service.id)]
      : [desc(service.updatedAt), desc(service.id)];
  const rows = await db
    .select({
      id: service.id,
      companyId: service.companyId,
      companyName: company.name,
      title: titleOf(language),
      category: categoryName,
      status: service.status,
      published: service.published,
      approvedRevisionId: service.approvedRevisionId,
      workingRevisionId: service.workingRevisionId,
      workingStatus: working.status,
      rejectionReason: working.rejectionReason,
      submittedAt: service.submittedAt,
      updatedAt: service.updatedAt,
    })
    .from(service)
    .innerJoin(company, eq(company.id, service.companyId))
    .leftJoin(working, eq(working.id, service.workingRevisionId))
    .leftJoin(
      productCategory,
      eq(productCategory.id, sql`coalesce((${working.content}->>'category_id')::int, ${service.categoryId})`),
    )
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ n: count() })
    .from(service)
    .innerJoin(company, eq(company.id, service.companyId))
    .leftJoin(working, eq(working.id, service.workingRevisionId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
