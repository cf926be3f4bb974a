import { spawnSync } from "node:child_process";
import { must } from "@mkt/contracts";
import { count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { loadConfig } from "../config/env.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { productCategory, service, technology } from "../db/schema/index.ts";

/** A bench request: a GET url, one per request, or a POST with its JSON body. */
export type BenchUrl = string | ((i: number) => string) | { url: string; body: (i: number) => object };
export type BenchCase = [name: string, url: BenchUrl, headers: Record<string, string>];

/** The i-th request of a case: its url, and its JSON body for a POST. */
export function requestOf(to: BenchUrl, i: number): { url: string; payload?: object } {
  if (typeof to === "string") return { url: to };
  if (typeof to === "function") return { url: to(i) };
  return { url: to.url, payload: to.body(i) };
}

/** Generates the missing services (seed/bulk-services.ts) up to `target`. */
export async function ensureServices(target: number, apiDir: string, env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
  });
  const [row] = await database.db.select({ n: count() }).from(service);
  await database.close();
  const missing = target - (row?.n ?? 0);
  console.log(`${row?.n ?? 0} services`);
  if (missing <= 0) return;
  console.log(`generating ${missing} services with seed/bulk-services.ts …`);
  const result = spawnSync("npx", ["tsx", "src/seed/bulk-services.ts", "--services", String(missing)], {
    cwd: apiDir,
    env,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("bulk generation of services failed");
}

/**
 * The clients' service catalogue (POST /services/searchServices: page, total and facets in every answer). Facets of
 * an answer over 2,000 services are cached 30 s per instance (search-facet-cache.ts), so the repeated cases measure
 * the page with cached facets; the "facets not cached" case changes its price bound on every request.
 */
export async function serviceCases(db: Db, client: Record<string, string>): Promise<BenchCase[]> {
  const url = "/api/services/searchServices";
  // The most used technology and a category of it: the narrowest realistic combination.
  const [top] = await db
    .select({ id: sql<number>`tid`, n: count() })
    .from(sql`${service}, unnest(${service.technologyIds}) AS tid`)
    .groupBy(sql`tid`)
    .orderBy(desc(count()))
    .limit(1);
  const [parent] = await db
    .select({ id: productCategory.parentId })
    .from(productCategory)
    .where(isNotNull(productCategory.parentId))
    .limit(1);
  const techId = Number(must(top, "a technology used by services").id);
  const [tech] = await db.select({ name: technology.name }).from(technology).where(eq(technology.id, techId));
  const word = must(tech, "its name").name.toLowerCase();
  const categoryId = must(parent?.id, "a parent category");
  return [
    ["services search, no filter", { url, body: () => ({}) }, client],
    ["services search, word 'migration'", { url, body: () => ({ search_word: "migration" }) }, client],
    // Words as a client types them: "cloud" names an area of the catalogue, not words of every service's text.
    [
      "services search, words 'migrazione cloud aws'",
      { url, body: () => ({ search_word: "migrazione cloud aws" }) },
      client,
    ],
    [
      `services search, word '${word}' + category + technology`,
      {
        url,
        body: () => ({ search_word: word, category_ids: [categoryId], technology_ids: [techId] }),
      },
      client,
    ],
    ["services search, price sort, page 5", { url, body: () => ({ sort: "price_asc", page: 5 }) }, client],
    ["services search, rating sort", { url, body: () => ({ sort: "rating" }) }, client],
    // A price bound that changes on every request: no cached facets, total and facets counted every time.
    [
      `services search, word '${word}' + category, facets not cached`,
      { url, body: (i) => ({ search_word: word, category_ids: [categoryId], price_max: 50_000 + i }) },
      client,
    ],
  ];
}
