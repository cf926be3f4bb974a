import {
  type CompanyFunctions,
  FUNCTION_STATES,
  isPagePermissionKey,
  PAGE_ONLY_KEYS,
  type PageQuery,
  pageAllowed,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { writeAuditLog } from "../auth/index.ts";
import { findFunctionCompany, searchCompaniesByName } from "./admin-queries.ts";
import { listFunctionsOf, upsertFunction } from "./queries.ts";

/** The staff member behind a change, with the staff acting as them if any, and the IP. */
export type FunctionsActor = { userId: number; assumedByUserId: number | null; ip: string };

/** Back office `functions`: companies by name, to pick one. */
export async function searchFunctionCompanies(db: Db, query: PageQuery & { search: string }) {
  const { total, rows } = await searchCompaniesByName(db, query.search, pageWindow(query));
  return toPage(query, total, rows);
}

/** What staff switch per company: the §4 functions, then the §6 page permission keys that are not functions. */
const SWITCHABLE_STATES: readonly string[] = [...FUNCTION_STATES, ...PAGE_ONLY_KEYS];

/**
 * Every function of §4 and page permission key of §6 with its state for the company: a function is enabled when
 * its row says status 1; a page key as the shell reads it (pageAllowed: its row decides, else on by default).
 */
export async function companyFunctions(db: DbOrTx, companyId: number): Promise<CompanyFunctions> {
  const found = await findFunctionCompany(db, companyId);
  if (!found) throw new AppError("common.not_found");
  const rows = await listFunctionsOf(db, companyId);
  const enabled = new Set(rows.filter((r) => r.status === 1).map((r) => r.state));
  return {
    company: found,
    functions: SWITCHABLE_STATES.map((state) =>
      isPagePermissionKey(state)
        ? { state, enabled: pageAllowed(rows, state), page_key: true }
        : { state, enabled: enabled.has(state), page_key: false },
    ),
  };
}

/**
 * Switches one function or page permission key of a company on or off (its company_function row), audited;
 * functions/getFunctionCompany reads the same rows, so the company's next read follows at once.
 */
export async function switchCompanyFunction(
  db: Db,
  actor: FunctionsActor,
  companyId: number,
  state: string,
  enabled: boolean,
): Promise<CompanyFunctions> {
  if (!SWITCHABLE_STATES.includes(state)) throw new AppError("config.unknown_function");
  return db.transaction(async (tx) => {
    const before = await companyFunctions(tx, companyId);
    const was = before.functions.find((f) => f.state === state)?.enabled ?? false;
    await upsertFunction(tx, companyId, state, enabled ? 1 : 0);
    if (was !== enabled) {
      await writeAuditLog(tx, {
        action: "company_function_changed",
        actor,
        subjectCompanyId: companyId,
        details: { state, from: was, to: enabled },
      });
    }
    return companyFunctions(tx, companyId);
  });
}
