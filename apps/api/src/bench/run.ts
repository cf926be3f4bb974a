/**
 * `npm run bench [-- --profiles 100000 --iterations 200]`: measures the profile list, detail and search endpoints on
 * generated data. The data lives in its own embedded database (BENCH_DATA_DIR, default data/bench) or in the
 * PostgreSQL of DATABASE_URL; missing profiles are generated first with the bulk seeder (seed/bulk.ts).
 * Requests go through app.inject, so each one includes authentication, validation and serialisation;
 * `--only <word>` runs only the cases whose name contains the word (e.g. `--only search`). `--throughput` measures
 * requests per second over HTTP instead (throughput.ts; `--connections`, `--duration`, `--rounds`, `--cpu-profile`;
 * `--instances N` compares one API process with N on PostgreSQL: instances.ts). `--explain FILE` (PostgreSQL) writes
 * the query plans of every case's statements to FILE instead of timing them (explain.ts).
 */
import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { must, ROLE } from "@mkt/contracts";
import { count, desc, eq, sql } from "drizzle-orm";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { matchScore, position, profile, technology } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/index.ts";
import { createContext } from "../server.ts";
import { analyticsReportCases } from "./analytics-reports.ts";
import { explainCases, explainDatabaseUrl } from "./explain.ts";
import { requirePostgres, runInstances } from "./instances.ts";
import { benchInject, openProfileCases } from "./open.ts";
import { type BenchCase, ensureServices, serviceCases } from "./services.ts";
import { benchSignIn, largestSupplier } from "./sign-in.ts";
import { summarize } from "./stats.ts";
import { runThroughput } from "./throughput.ts";

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PASSWORD = "BenchPassword1";
const WARM_UP = 30;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    profiles: { type: "string" },
    positions: { type: "string" },
    iterations: { type: "string" },
    services: { type: "string" },
    only: { type: "string" },
    throughput: { type: "boolean" },
    connections: { type: "string" },
    duration: { type: "string" },
    rounds: { type: "string" },
    "cpu-profile": { type: "string" },
    instances: { type: "string" },
    interleave: { type: "boolean" },
    explain: { type: "string" },
  },
});
// The throughput run reads one profile: a small database is enough unless --profiles asks for more.
const target = Number(values.profiles ?? (values.throughput ? 1_000 : 100_000));
const positionTarget = Number(values.positions ?? 5_000);
const iterations = Number(values.iterations ?? 200);
const dataDir = process.env.BENCH_DATA_DIR ?? join(API_DIR, "../../data/bench");
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED: "none" };

async function ensureProfiles() {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
  });
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(profile);
  await database.close();
  const missing = target - (row?.n ?? 0);
  console.log(
    `${config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.pgliteDir}`}: ${row?.n ?? 0} profiles`,
  );
  if (missing <= 0) return;
  console.log(`generating ${missing} profiles with seed/bulk.ts …`);
  const result = spawnSync(
    "npx",
    ["tsx", "src/seed/bulk.ts", "--profiles", String(missing), "--positions", "0"],
    {
      cwd: API_DIR,
      env,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("bulk generation failed");
}

/** The open positions of the issue's benchmark (5,000), generated with their compatible profiles when missing. */
async function ensurePositions() {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
  });
  const [row] = await database.db
    .select({ n: count() })
    .from(position)
    .where(eq(position.status, "published"));
  await database.close();
  const missing = positionTarget - (row?.n ?? 0);
  console.log(`${row?.n ?? 0} open positions`);
  if (missing <= 0) return;
  console.log(`generating ${missing} positions and their compatible profiles with seed/bulk.ts …`);
  const result = spawnSync(
    "npx",
    ["tsx", "src/seed/bulk.ts", "--profiles", "0", "--positions", String(missing)],
    { cwd: API_DIR, env, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("bulk generation of positions failed");
}

/**
 * Fresh planner statistics and visibility map, as autovacuum keeps them on a running PostgreSQL (the embedded
 * PGlite has no autovacuum: without this the planner works blind after a bulk load).
 */
async function analyze() {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
  });
  await database.db.execute(sql`VACUUM ANALYZE`);
  await database.close();
}

/**
 * Each case's budget (issue 21 item 1: p95 ≤ 50 ms and p99 ≤ 100 ms on PostgreSQL, p95 ≤ 50 ms on the embedded
 * database; issue 18: every analytics report p95 ≤ 100 ms). Only meaningful on an idle machine.
 */
function budgetOf(name: string, onPostgres: boolean): { p95: number; p99?: number } {
  if (/^(analytics|dashboard|Report)/.test(name)) return { p95: 100 };
  return onPostgres ? { p95: 50, p99: 100 } : { p95: 50 };
}

async function main() {
  const instances = Number(values.instances ?? 1);
  if (instances > 1) requirePostgres(env);
  const explainUrl = values.explain ? explainDatabaseUrl(env) : undefined;
  await ensureProfiles();
  if (values.throughput) {
    await analyze();
    if (instances > 1) {
      return runInstances(env, {
        instances,
        connections: Number(values.connections ?? 20),
        duration: Number(values.duration ?? 10),
        warmUp: 3,
      });
    }
    return runThroughput(env, {
      connections: Number(values.connections ?? 20),
      duration: Number(values.duration ?? 10),
      rounds: Number(values.rounds ?? 1),
      warmUp: 3,
      cpuProfile: values["cpu-profile"],
    });
  }
  await ensurePositions();
  await ensureServices(Number(values.services ?? 100_000), API_DIR, env);
  await analyze();
  const ctx = await createContext(loadConfig(env));
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const db = ctx.database.db;
  try {
    // The largest supplier measures the worst own-company list; staff lists every company.
    const largest = await largestSupplier(db);
    if (!largest) throw new Error("no profiles");
    const passwordHash = await hashPassword(PASSWORD);
    const signIn = (email: string, roleId: number, companyId: number) =>
      benchSignIn(app, db, { email, roleId, companyId, passwordHash, password: PASSWORD });
    const supplier = await signIn("bench-supplier@bench.test", ROLE.SUPPLIER, largest.companyId);
    const staff = await signIn("bench-staff@bench.test", ROLE.ADMINISTRATOR, largest.companyId);
    const client = await signIn("bench-client@bench.test", ROLE.CLIENT, largest.companyId);
    const techId = async (name: string) =>
      must(
        (await db.select({ id: technology.id }).from(technology).where(eq(technology.name, name)))[0],
        `technology ${name}`,
      ).id;
    const [java, kubernetes] = [await techId("Java"), await techId("Kubernetes")];
    const [sample] = await db
      .select({ id: profile.id })
      .from(profile)
      .where(eq(profile.companyId, largest.companyId))
      .limit(1);
    const [total] = await db.select({ n: count() }).from(profile);
    // The open position with the most cached compatible profiles: the longest ranking to page through.
    const [ranked] = await db
      .select({ positionId: matchScore.positionId, n: count() })
      .from(matchScore)
      .groupBy(matchScore.positionId)
      .orderBy(desc(count()))
      .limit(1);

    /** A url, one per request (a search that no cache has answered yet), or a POST with its body. */
    const allCases: BenchCase[] = [
      ["supplier list, newest first", "/api/profiles", supplier],
      ["supplier list, search 'developer'", "/api/profiles?search_word=developer", supplier],
      ["supplier list, technology Java", `/api/profiles?technology=${java}`, supplier],
      ["supplier list, available now, by rate", "/api/profiles?now_available=1&order_by=rate", supplier],
      ["supplier list, by name, page 5", "/api/profiles?order_by=name&page=5", supplier],
      ["supplier list, senior, by seniority", "/api/profiles?seniority=senior&order_by=seniority", supplier],
      ["all profiles (staff), newest first", "/api/profiles", staff],
      ["all profiles (staff), search 'rossi'", "/api/profiles?search_word=rossi", staff],
      [
        "all profiles (staff), Java + Kubernetes, available now",
        `/api/profiles?technology=${java},${kubernetes}&now_available=1`,
        staff,
      ],
      ["all profiles (staff), published, by rate", "/api/profiles?published=1&order_by=rate", staff],
      ["profile detail", `/api/profiles/${must(sample, "a sample profile").id}`, supplier],
      // The client's talent search over every published profile: page, total and facets in each answer.
      ["search (client), no filter, relevance", "/api/profiles/search", client],
      // A rate bound that changes on every request: total and facets are counted every time (no cached answer).
      [
        "search (client), no filter, facets not cached",
        (i) => `/api/profiles/search?rate_max=${4000 + i}`,
        client,
      ],
      [
        "search (client), Java + senior, facets not cached",
        (i) => `/api/profiles/search?technology=${java}&seniority=senior&rate_max=${4000 + i}`,
        client,
      ],
      ["search (client), search_word 'developer'", "/api/profiles/search?search_word=developer", client],
      ["search (client), search_word 'kubernetes'", "/api/profiles/search?search_word=kubernetes", client],
      // Several words, as typed (search-word-queries.ts): a role in Italian, a skill and a place; a skill, a seniority.
      [
        "search (client), search_word 'sviluppatore java milano'",
        "/api/profiles/search?search_word=sviluppatore%20java%20milano",
        client,
      ],
      // Nothing has every word: a typing error corrected, the search run again (word-corrections.ts).
      [
        "search (client), search_word 'develper java' (corrected)",
        "/api/profiles/search?search_word=develper%20java",
        client,
      ],
      [
        "search (client), search_word 'devops kubernetes senior'",
        "/api/profiles/search?search_word=devops%20kubernetes%20senior",
        client,
      ],
      ["search (client), Java + senior", `/api/profiles/search?technology=${java}&seniority=senior`, client],
      ...(await openProfileCases(app, java)),
      [
        "search (client), Java + Kubernetes, available now, by rate",
        `/api/profiles/search?technology=${java},${kubernetes}&now_available=1&order_by=rate`,
        client,
      ],
      [
        "search (client), 3 filters + word: Java, senior, English B2, 'developer'",
        `/api/profiles/search?technology=${java}&seniority=senior&languages=en&type_languages=B2&search_word=developer`,
        client,
      ],
      [
        "search (client), English C1 + Milano on site, page 3",
        "/api/profiles/search?languages=en&type_languages=C1&localities=Milano&only_loco=1&start_profile=40",
        client,
      ],
      // Search supplier over the approved supply-side companies (staff: never blocked by a plan, same queries).
      ["supplier search, no filter (alphabetical)", "/api/companies/search", staff],
      ["supplier search, most profiles first", "/api/companies/search?order=profiles", staff],
      ["supplier search, name 'tech'", "/api/companies/search?q=tech", staff],
      ["supplier search, city Milano + Java", `/api/companies/search?city=milano&technology=${java}`, staff],
      [
        "supplier search, Kubernetes, by feedback, page 5",
        `/api/companies/search?technology=${kubernetes}&order=feedback&page=5`,
        staff,
      ],
      ["supplier search, by name, page 20", "/api/companies/search?order=name&page=20", staff],
      // Compatible profiles of one position (staff: the same queries as the owning client, no plan check).
      ...(ranked
        ? ([
            ["compatible profiles, page 1", `/api/positions/${ranked.positionId}/compatible-profiles`, staff],
            [
              "compatible profiles, band good, page 3",
              `/api/positions/${ranked.positionId}/compatible-profiles?band=good&page=3`,
              staff,
            ],
          ] as BenchCase[])
        : []),
      // The supplier's position list with the best fit of its own profiles per position.
      ["position list (supplier), newest, best fit", "/api/positions", supplier],
      ["position list (supplier), Java, best fit", `/api/positions?technology=${java}`, supplier],
      ...(await serviceCases(db, client)),
      ...analyticsReportCases({ staff, client, supplier }, largest.companyId),
    ];
    // `--only search` keeps the cases whose name contains the word.
    const cases = allCases.filter(([name]) => !values.only || name.includes(values.only));
    const load = () => must(loadavg()[0], "the 1-minute load average").toFixed(1);
    // Figures are only comparable on an idle machine: the load shows how much other work competed for the CPUs.
    console.log(`\nload average ${load()} on ${cpus().length} CPUs at start`);
    console.log(
      `${must(total, "the profile count").n} profiles; largest supplier ${largest.companyId} has ${largest.n}; ${iterations} requests per case (after ${WARM_UP} warm-up requests of every case)\n`,
    );
    console.log(
      `${"case".padEnd(58)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  rows`,
    );
    let sent = 0;
    const request = async (to: BenchCase[1], headers: Record<string, string>) => {
      const started = performance.now();
      const { url, res } = await benchInject(app, to, sent++, headers);
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      // CSV answers (the analytics exports) count as one row.
      const json = String(res.headers["content-type"] ?? "").startsWith("application/json");
      return { elapsed, rows: json ? ((res.json().data.total as number | undefined) ?? 1) : 1 };
    };
    // Warm-up of every case first: JIT, prepared plans and the database cache, so no case pays for the start.
    for (const [, url, headers] of cases) for (let i = 0; i < WARM_UP; i++) await request(url, headers);
    if (values.explain && explainUrl) return await explainCases(values.explain, explainUrl, cases, request);
    // Case after case by default; --interleave sends one request of every case per round instead, so cases
    // compared with each other see the same machine load (a shared machine's load drifts over a run).
    const samples = cases.map(() => [] as number[]);
    const rows = cases.map(() => 0);
    const measure = async (index: number) => {
      const [, url, headers] = must(cases[index], "a bench case");
      const result = await request(url, headers);
      must(samples[index], "its samples").push(result.elapsed);
      rows[index] = result.rows;
    };
    const onPostgres = Boolean(loadConfig(env).DATABASE_URL);
    const over: string[] = [];
    const report = (index: number) => {
      const s = summarize(must(samples[index], "its samples"));
      const name = must(cases[index], "a bench case")[0];
      const budget = budgetOf(name, onPostgres);
      const fails =
        s.p95 > budget.p95 || (budget.p99 !== undefined && s.p99 > budget.p99)
          ? `  OVER (p95 ≤ ${budget.p95}${budget.p99 !== undefined ? `, p99 ≤ ${budget.p99}` : ""})`
          : "";
      if (fails) over.push(name);
      console.log(
        `${name.padEnd(58)} ${s.p50.toFixed(1).padStart(8)} ${s.p95.toFixed(1).padStart(8)} ${s.p99.toFixed(1).padStart(8)}  ${String(rows[index]).padEnd(8)}${fails}`,
      );
    };
    if (values.interleave) {
      for (let i = 0; i < iterations; i++) for (let c = 0; c < cases.length; c++) await measure(c);
      for (let c = 0; c < cases.length; c++) report(c);
    } else {
      for (let c = 0; c < cases.length; c++) {
        for (let i = 0; i < iterations; i++) await measure(c);
        report(c);
      }
    }
    console.log(
      over.length
        ? `\n${over.length} of ${cases.length} cases over their budget: ${over.join("; ")}`
        : `\nevery case within its budget (${cases.length} cases)`,
    );
    console.log(`load average ${load()} at the end`);
  } finally {
    await app.close();
    await ctx.bus.close();
    ctx.mailer.close();
    await ctx.database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
