import {
  type Language,
  profileSearchQuerySchema,
  SAVED_SEARCH_LIMITS,
  type SavedSearchKind,
  savedSearchPath,
  serviceSearchBodySchema,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { notifyUsers } from "../notifications/index.ts";
import { searchProfiles } from "../search/index.ts";
import { searchCatalogue } from "../services/index.ts";
import { alertLine } from "./alert-texts.ts";
import { alertingSearches, databaseNow, markChecked, tryAlertsLock } from "./queries.ts";

type Due = Awaited<ReturnType<typeof alertingSearches>>[number];
/** What one search found since it was last checked: how many, and the names of the newest. */
type News = { total: number; names: string[] };

const languageOf = (value: string): Language => (value === "en" ? "en" : "it");

/**
 * The same search the user saved (its own schema parses the stored criteria again), narrowed to what was
 * published or updated since the last check, newest first: the count and the first names. Profile names are
 * what this client may see of them (the surname's initial until the contacts are unlocked). Null when the
 * stored criteria no longer parse (the search changed since): the search is skipped.
 */
async function newsOf(db: DbOrTx, search: Due, language: Language): Promise<News | null> {
  const since = search.lastCheckedAt;
  const take = SAVED_SEARCH_LIMITS.alertNames;
  if (search.kind === "profiles") {
    const q = profileSearchQuerySchema.safeParse({
      ...search.criteria,
      order_by: "updated",
      asc: false,
      start_profile: 0,
      limit_page: take,
    });
    if (!q.success) return null;
    const found = await searchProfiles(
      db as Db,
      { companyId: search.companyId, userId: search.userId },
      q.data,
      {
        since,
      },
    );
    return { total: found.total, names: found.items.map((p) => `${p.firstname} ${p.lastname}`.trim()) };
  }
  const q = serviceSearchBodySchema.safeParse({ ...search.criteria, sort: "newest", page: 1, limit: take });
  if (!q.success) return null;
  const found = await searchCatalogue(db, q.data, language, null, { since });
  return { total: found.total, names: found.items.map((s) => s.title) };
}

/**
 * The hourly alert round (issue 20): on one instance at a time (a transaction-scoped advisory lock, tried: an
 * instance that finds it taken skips the round), every saved search with the alert on is run again on what
 * appeared since its last check. Each user with news gets one notification whose e-mail lists every search that
 * found something (count, first names, a link to the search with its criteria in the address) — sent per the
 * user's e-mail preferences for `saved_search_alert` (notifyUsers) — and every checked search moves its
 * last_checked_at to the round's start, so what was announced is never announced again. Answers null when
 * another instance holds the round.
 */
export async function runSavedSearchAlerts(
  db: Db,
  bus: RealtimeBus,
): Promise<{ checked: number; usersAlerted: number } | null> {
  return db.transaction(async (tx) => {
    if (!(await tryAlertsLock(tx))) return null;
    const at = await databaseNow(tx);
    const due = await alertingSearches(tx);
    const byUser = new Map<number, Due[]>();
    for (const search of due) byUser.set(search.userId, [...(byUser.get(search.userId) ?? []), search]);
    const alerted: number[] = [];
    let usersAlerted = 0;
    for (const [userId, searches] of byUser) {
      const language = languageOf(searches[0]?.language ?? "it");
      const found: { search: Due; news: News }[] = [];
      // One after the other: a transaction runs one statement at a time.
      for (const search of searches) {
        const news = await newsOf(tx, search, language);
        if (news && news.total > 0) found.push({ search, news });
      }
      if (found.length === 0) continue;
      const total = found.reduce((sum, f) => sum + f.news.total, 0);
      const first = found[0]?.search;
      await notifyUsers(tx, bus, [userId], {
        type: "saved_search_alert",
        params: { n: total },
        icon: "person_search",
        link: first ? savedSearchPath(first.kind as SavedSearchKind, first.criteria) : undefined,
        mailEntries: (mailLanguage) =>
          found.map(({ search, news }) => ({
            title: search.name,
            subject: alertLine(mailLanguage, search.kind as SavedSearchKind, news.total, news.names),
            link: savedSearchPath(search.kind as SavedSearchKind, search.criteria),
          })),
      });
      alerted.push(...found.map((f) => f.search.id));
      usersAlerted += 1;
    }
    await markChecked(
      tx,
      due.map((s) => s.id),
      alerted,
      at,
    );
    return { checked: due.length, usersAlerted };
  });
}
