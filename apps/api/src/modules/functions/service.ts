import { COMPANY_TYPES, defaultFunctionsFor, type FunctionEntry } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  companyExists,
  findFunctionStatus,
  insertFunctionsOfCompaniesWithout,
  insertMissingFunctions,
  listFunctionsOf,
  upsertFunction,
} from "./queries.ts";

export async function listFunctions(db: DbOrTx, companyId: number): Promise<FunctionEntry[]> {
  return listFunctionsOf(db, companyId);
}

export async function grantDefaultFunctions(
  db: DbOrTx,
  companyId: number,
  companyType: string,
): Promise<void> {
  const defaults = defaultFunctionsFor(companyType);
  if (defaults.length === 0) return;
  await insertMissingFunctions(db, companyId, defaults);
}

/** Gives every company without a function list the defaults of its type (idempotent; run at start). */
export async function backfillDefaultFunctions(db: DbOrTx): Promise<void> {
  for (const type of COMPANY_TYPES) {
    const defaults = defaultFunctionsFor(type);
    if (defaults.length === 0) continue;
    await insertFunctionsOfCompaniesWithout(db, type, defaults);
  }
}

/** Staff switch one function of a company on or off. */
export async function setFunction(
  db: DbOrTx,
  companyId: number,
  state: string,
  status: number,
): Promise<FunctionEntry[]> {
  if (!(await companyExists(db, companyId))) throw new AppError("common.not_found");
  await upsertFunction(db, companyId, state, status);
  return listFunctions(db, companyId);
}

export async function hasEnabledFunction(db: DbOrTx, companyId: number, state: string): Promise<boolean> {
  return (await findFunctionStatus(db, companyId, state)) === 1;
}
