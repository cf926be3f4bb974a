import { COMPANY_TYPES, defaultFunctionsFor, type FunctionEntry } from "@mkt/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company, companyFunction } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export async function listFunctions(db: DbOrTx, companyId: number): Promise<FunctionEntry[]> {
  return db
    .select({ state: companyFunction.state, status: companyFunction.status })
    .from(companyFunction)
    .where(eq(companyFunction.companyId, companyId))
    .orderBy(asc(companyFunction.state));
}

export async function grantDefaultFunctions(
  db: DbOrTx,
  companyId: number,
  companyType: string,
): Promise<void> {
  const defaults = defaultFunctionsFor(companyType);
  if (defaults.length === 0) return;
  await db
    .insert(companyFunction)
    .values(defaults.map((f) => ({ companyId, state: f.state, status: f.status })))
    .onConflictDoNothing();
}

/** Gives every company without a function list the defaults of its type (idempotent; run at start). */
export async function backfillDefaultFunctions(db: DbOrTx): Promise<void> {
  for (const type of COMPANY_TYPES) {
    const defaults = defaultFunctionsFor(type);
    if (defaults.length === 0) continue;
    const states = sql.join(
      defaults.map((f) => sql`(${f.state}, ${f.status}::smallint)`),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO company_function (company_id, state, status)
      SELECT c.id, d.state, d.status FROM company c CROSS JOIN (VALUES ${states}) AS d(state, status)
      WHERE c.type = ${type} AND NOT EXISTS (SELECT 1 FROM company_function f WHERE f.company_id = c.id)
      ON CONFLICT DO NOTHING`);
  }
}

/** Staff switch one function of a company on or off. */
export async function setFunction(
  db: DbOrTx,
  companyId: number,
  state: string,
  status: number,
): Promise<FunctionEntry[]> {
  const [exists] = await db.select({ id: company.id }).from(company).where(eq(company.id, companyId));
  if (!exists) throw new AppError("common.not_found");
  await db
    .insert(companyFunction)
    .values({ companyId, state, status })
    .onConflictDoUpdate({
      target: [companyFunction.companyId, companyFunction.state],
      set: { status, updatedAt: sql`now()` },
    });
  return listFunctions(db, companyId);
}

export async function hasEnabledFunction(db: DbOrTx, companyId: number, state: string): Promise<boolean> {
  const [row] = await db
    .select({ status: companyFunction.status })
    .from(companyFunction)
    .where(and(eq(companyFunction.companyId, companyId), eq(companyFunction.state, state)));
  return row?.status === 1;
}
