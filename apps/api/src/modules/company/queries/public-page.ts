import type { Language } from "@mkt/contracts";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../../db/client.ts";
import {
  collaborationFeedback,
  company,
  companyFeedback,
  encodedValue,
  service,
} from "../../../db/schema/index.ts";

/** How many ratings the company has (external reviews and clients' ratings together) and their mean, as text. */
export async function companyRatings(db: DbOrTx, companyId: number) {
  const [row] = resultRows<{ n: number; mean: string | null }>(
    await db.execute(sql`
      SELECT count(*)::int AS n, avg(rating)::text AS mean FROM (
        SELECT rating FROM ${companyFeedback} WHERE company_id = ${companyId}
        UNION ALL
        SELECT supplier_rating AS rating FROM ${collaborationFeedback} WHERE supplier_company_id = ${companyId}
      ) ratings`),
  );
  return row;
}

/** Both labels of a number_employees list value. */
export async function findEmployeeSizeLabels(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ it: encodedValue.labelIt, en: encodedValue.labelEn })
    .from(encodedValue)
    .where(and(eq(encodedValue.id, id), eq(encodedValue.listName, "number_employees")));
  return row;
}

export async function findCompanyType(db: DbOrTx, companyId: number): Promise<string | undefined> {
  const [row] = await db.select({ type: company.type }).from(company).where(eq(company.id, companyId));
  return row?.type;
}

/** The company's approved, published services (their live version) in the reader's language, by title. */
export async function approvedServicesOfCompany(db: DbOrTx, companyId: number, language: Language) {
  const title = language === "en" ? service.titleEn : service.titleIt;
  const description = language === "en" ? service.descriptionEn : service.descriptionIt;
  return db
    .select({
      id: service.id,
      name: sql<string>`coalesce(${title}, '')`,
      description: sql<string>`coalesce(${description}, '')`,
    })
    .from(service)
    .where(
      and(
        eq(service.companyId, companyId),
        eq(service.published, true),
        isNotNull(service.approvedRevisionId),
      ),
    )
    .orderBy(asc(title));
}
