import { type OPEN_ENTRY_TYPES, type OpenLanguage, type OpenRates, openRates } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { listJobSectors } from "../company/index.ts";
import { listTechnologies } from "../profiles/index.ts";
import { offeredLanguages } from "../reference-data/index.ts";
import { requireOpenToken } from "./open-token.ts";

/** GET open/getSectorsOpen: the job sectors named in the visit's language (as GET job_sectors). */
export async function sectorsOpen(ctx: AppContext, token: string | undefined) {
  const visit = await requireOpenToken(ctx.database.db, token);
  return listJobSectors(ctx.database.db, visit.language);
}

/** GET open/getTechOpen: the technology lookup (as GET technologies; names are product names). */
export async function technologiesOpen(ctx: AppContext, token: string | undefined) {
  await requireOpenToken(ctx.database.db, token);
  return listTechnologies(ctx.database.db);
}

/** GET open/getLanguagesOpen: the enabled spoken languages (staff's table), named in the visit's language. */
export async function languagesOpen(ctx: AppContext, token: string | undefined): Promise<OpenLanguage[]> {
  const visit = await requireOpenToken(ctx.database.db, token);
  return offeredLanguages(ctx.database.db, visit.language);
}

/** GET open/getRatesOpen: the rate filter's range and bands (tm: daily rates, fp: project prices). */
export async function ratesOpen(
  ctx: AppContext,
  token: string | undefined,
  type: (typeof OPEN_ENTRY_TYPES)[number],
): Promise<OpenRates> {
  await requireOpenToken(ctx.database.db, token);
  return openRates(type);
}
