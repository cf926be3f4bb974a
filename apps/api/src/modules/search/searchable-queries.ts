import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { profile } from "../../db/schema/index.ts";
import { isoToday } from "../../lib/dates.ts";
import { NO_FILTER, searchConditions } from "./queries.ts";

/** Whether clients may see (and save) the profile: published, of a company that is not blocked. */
export async function isSearchableProfile(db: DbOrTx, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profile.id })
    .from(profile)
    .where(and(eq(profile.id, profileId), ...searchConditions(NO_FILTER, isoToday())));
  return row !== undefined;
}

/** A profile clients may see, with its owner company (what an availability request needs of it). */
export async function findSearchableProfile(db: DbOrTx, profileId: number) {
  const [row] = await db
    .select({ id: profile.id, companyId: profile.companyId, title: profile.title, kind: profile.kind })
    .from(profile)
    .where(and(eq(profile.id, profileId), ...searchConditions(NO_FILTER, isoToday())));
  return row ?? null;
}
