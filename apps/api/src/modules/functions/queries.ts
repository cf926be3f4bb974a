import type { FunctionEntry } from "@mkt/contracts";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company, companyFunction } from "../../db/schema/index.ts";

/** The company's functions, by state. */
export async function listFunctionsOf(db: DbOrTx, companyId: number): Promise<FunctionEntry[]> {
  return db
    .select({ state: companyFunction.state, status: companyFunction.status })
    .from(companyFunction)
    .where(eq(companyFunction.companyId, companyId))
    .orderBy(asc(companyFunction.state));
}

/** Adds the functions the company has not got yet (existing ones keep their status). */
export async function insertMissingFunctions(
  db: DbOrTx,
  companyId: number,
  entries: { state: string; status: number }[],
) {
  await db
    .insert(companyFunction)
    .values(entries.map((f) => ({ companyId, state: f.state, status: f.status })))
    .onConflictDoNothing();
}

/** Gives every company of the type that has no function yet these functions. */
export async function insertFunctionsOfCompaniesWithout(
  db: DbOrTx,
  type: string,
  entries: { state: string; status: number }[],
) {
  const states: SQL = sql.join(
    entries.map((f) => sql`(${f.state}, ${f.status}::smallint)`),
    sql`, `,
  );
  await db.execute(sql`
      INSERT INTO company_function (company_id, state, status)
      SELECT c.id, d.state, d.status FROM company c CROSS JOIN (VALUES ${states}) AS d(state, status)
      WHERE c.type = ${type} AND NOT EXISTS (SELECT 1 FROM company_function f WHERE f.company_id = c.id)
      ON CONFLICT DO NOTHING`);
}

export async function companyExists(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: company.id }).from(company).where(eq(company.id, companyId));
  return row !== undefined;
}

/** Sets one function of a company on or off. */
export async function upsertFunction(db: DbOrTx, companyId: number, state: string, status: number) {
  await db
    .insert(companyFunction)
    .values({ companyId, state, status })
    .onConflictDoUpdate({
      target: [companyFunction.companyId, companyFunction.state],
      set: { status, updatedAt: sql`now()` },
    });
}

/** The status of one function of a company, if it has it. */
export async function findFunctionStatus(db: DbOrTx, companyId: number, state: string) {
  const [row] = await db
    .select({ status: companyFunction.status })
    .from(companyFunction)
    .where(and(eq(companyFunction.companyId, companyId), eq(companyFunction.state, state)));
  return row?.status;
}
