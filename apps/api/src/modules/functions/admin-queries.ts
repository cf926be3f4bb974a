import { asc, count, eq, ilike } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company } from "../../db/schema/index.ts";

/** One page of companies whose name contains the fragment, by name; with the total count. */
export async function searchCompaniesByName(
  db: DbOrTx,
  search: string,
  window: { limit: number; offset: number },
) {
  const where = search ? ilike(company.name, `%${search.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
  const [total] = await db.select({ n: count() }).from(company).where(where);
  const rows = await db
    .select({ id: company.id, name: company.name, type: company.type })
    .from(company)
    .where(where)
    .orderBy(asc(company.name), asc(company.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

/** The company's id, name and type, if it exists. */
export async function findFunctionCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: company.id, name: company.name, type: company.type })
    .from(company)
    .where(eq(company.id, companyId));
  return row;
}
