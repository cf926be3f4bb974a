import type { ProfileSearchFilter, ProfileSearchResult } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { isoToday } from "../../lib/dates.ts";
import { RevalidatingCache } from "../../lib/revalidating-cache.ts";
import { searchDataVersion } from "./queries.ts";
import { type Searcher, searchProfiles } from "./service.ts";

/** A visitor to the talent search: nothing unlocked, nothing saved, i.e. the clients' anonymised view. */
const VISITOR: Searcher = { companyId: "visitor", userId: 0 };

/**
 * How long a visitor's answer is served again while the data version stays the same. The version moves when a
 * profile is written (published, unpublished, edited: its updated_at) or a company is blocked, so those show at
 * once; a profile deleted outright is the one change the version does not see, and it leaves the visitors' cards
 * within this time.
 */
export const VISITOR_ANSWER_TTL_MS = 10_000;
const MAX_VISITOR_ANSWERS = 200;

/**
 * Anonymous answers are the same for every visitor (no company, nothing unlocked or saved), so this instance
 * keeps the last ones, per query (filters, page and order) and data version: visitors arriving from the same
 * partner links ask the same searches, and a burst of them (or a scraper) costs one search per answer, not per
 * request. Never served stale: an answer of another version or past its time is computed again in the request.
 */
const visitorAnswers = new RevalidatingCache<ProfileSearchResult>({
  ttlMs: VISITOR_ANSWER_TTL_MS,
  maxEntries: MAX_VISITOR_ANSWERS,
  serveStale: () => false,
});

/** The talent search as an anonymous open-area visitor sees it (the clients' anonymised cards). */
export async function searchProfilesAsVisitor(db: Db, q: ProfileSearchFilter): Promise<ProfileSearchResult> {
  const version = await searchDataVersion(db);
  const key = `${isoToday()}|${JSON.stringify(q)}`;
  const { value } = await visitorAnswers.get(key, version, () => searchProfiles(db, VISITOR, q, { version }));
  return value;
}
