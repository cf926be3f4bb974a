/**
 * `npm run bench -- --analytics [--events 50000 --users 40 --batches 20 --iterations 50]` (or `npx tsx
 * src/bench/analytics-capture.ts …` from apps/api): the analytics capture bench (issue 18).
 * 1. Ingestion: `--users` client accounts (analytics accepted, version 2), each sending `--batches` batches of 50
 *    events through the real POST /api/analytics/events (app.inject: authentication, parsing, validation, stamping
 *    and the INSERT). The per-user limit (60 batches a minute) is respected by spreading the batches over many bench
 *    users — no switch turns the limit off, so nothing in production can.
 * 2. Generator: tops the table up to `--events` N events (a re-run reuses what an earlier run generated), spread over
 *    the last 13 months by INSERT … SELECT generate_series in slices of a million, then the incremental rollup
 *    (timed), then the report queries of analytics-reports.ts (p50/p95/p99 over `--iterations`). `--users 0` skips
 *    the ingestion step.
 * The data lives in BENCH_DATA_DIR (default data/bench-analytics) or the PostgreSQL of DATABASE_URL.
 */
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ROLE } from "@mkt/contracts";
import { asc, inArray, like, sql } from "drizzle-orm";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config/env.ts";
import { resultRows } from "../db/client.ts";
import { appUser, company } from "../db/schema/index.ts";
import { refreshAnalyticsRollups } from "../modules/analytics/index.ts";
import { hashPassword } from "../modules/auth/index.ts";
import { createContext } from "../server.ts";
import { analyticsReportCases } from "./analytics-reports.ts";
import { requestOf } from "./services.ts";
import { benchSignIn } from "./sign-in.ts";
import { summarize } from "./stats.ts";

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PASSWORD = "BenchPassword1";
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    events: { type: "string" },
    users: { type: "string" },
    batches: { type: "string" },
    iterations: { type: "string" },
  },
});
const events = Number(values.events ?? 50_000);
const users = Number(values.users ?? 40);
const batchesPerUser = Math.min(Number(values.batches ?? 20), 60);
const iterations = Number(values.iterations ?? 50);
const dataDir = process.env.BENCH_DATA_DIR ?? join(API_DIR, "../../data/bench-analytics");
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED: "none" };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

async function main() {
  const ctx = await createContext(loadConfig(env));
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const db = ctx.database.db;
  try {
    // The bench's two companies: those of an earlier run when there is one (its generated events name them).
    const earlier = await db
      .select({ id: company.id })
      .from(company)
      .where(like(company.name, "Bench analytics %"))
      .orderBy(asc(company.id))
      .limit(2);
    const companies =
      earlier.length === 2
        ? earlier
        : await db
            .insert(company)
            .values(
              ["client", "supplier"].map((type) => ({
                type,
                name: `Bench analytics ${type} ${Date.now()}`,
                vatNumber: `${Date.now()}${type.length}`.slice(-11),
                vatKey: `bench-${type}-${Date.now()}`,
              })),
            )
            .returning({ id: company.id });
    const [client, supplier] = [companies[0]?.id ?? 0, companies[1]?.id ?? 0];
    const passwordHash = await hashPassword(PASSWORD);
    const signIn = (email: string, roleId: number, companyId: number) =>
      benchSignIn(app, db, { email, roleId, companyId, passwordHash, password: PASSWORD });

    // 1. Ingestion through the endpoint.
    const senders = [];
    for (let u = 0; u < users; u++)
      senders.push(await signIn(`bench-analytics-${u}@bench.test`, ROLE.CLIENT, client));
    await db
      .update(appUser)
      .set({ analyticsConsent: true, versionProduct: 2 })
      .where(inArray(appUser.companyId, [client]));
    const batch = (i: number) =>
      JSON.stringify({
        events: Array.from({ length: 50 }, (_, k) => ({
          name: "position_detail",
          props: { position_id: i * 50 + k + 1, project_id: 7, source: "bench" },
        })),
      });
    const stored = async () =>
      resultRows<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM analytics_event`))[0]
        ?.n ?? 0;
    const before = await stored();
    const started = performance.now();
    // (no senders with --users 0: nothing is sent and no rate is printed)
    await Promise.all(
      senders.map(async (headers, u) => {
        for (let b = 0; b < batchesPerUser; b++) {
          const res = await app.inject({
            method: "POST",
            url: "/api/analytics/events",
            headers: { ...headers, "content-type": "application/json" },
            payload: batch(u * batchesPerUser + b),
          });
          if (res.statusCode !== 204) throw new Error(`ingestion answered ${res.statusCode}: ${res.body}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = await stored();
    const sent = users * batchesPerUser * 50;
    if (after - before !== sent) throw new Error(`stored ${after - before} of ${sent} events`);
    if (sent > 0)
      console.log(
        `ingestion: ${sent} events in ${users * batchesPerUser} batches of 50 from ${users} users: ${seconds.toFixed(2)} s, ${Math.round(sent / seconds)} events/s (load ${load()})`,
      );

    // 2. Generated events over 13 months, then the rollup and the reports.
    const genStart = performance.now();
    const existing = await stored();
    const SLICE = 1_000_000;
    for (let from = existing + 1; from <= events; from += SLICE) {
      const to = Math.min(events, from + SLICE - 1);
      await db.execute(sql`
        INSERT INTO analytics_event (occurred_at, name, user_id, company_id, role_label, staff, version_product,
          brand_id, utm_source, origin, props)
        SELECT now() - interval '2 minutes' - (random() * interval '395 days'),
          (ARRAY['position_detail','supplier_search','profile_detail','sign_up','publish_T&M','profile_create',
            'quote_detail','sidebar_click'])[1 + (i % 8)],
          1 + (i % 500), ${client}::int + (i % 2), (ARRAY['Cliente','Fornitore','Staff'])[1 + (i % 3)], i % 10 = 0, 2,
          NULL, (ARRAY['','linkedin','google'])[1 + (i % 3)], 'web',
          CASE i % 8
            WHEN 1 THEN jsonb_build_object('results', i % 4, 'keywords', (ARRAY['java','sap','cobol',''])[1 + (i % 4)])
            WHEN 2 THEN jsonb_build_object('profile_id', i, 'supplier_id', ${supplier}::int)
            WHEN 4 THEN jsonb_build_object('project_id', i, 'technologies', jsonb_build_array('Java', 'SQL'))
            WHEN 5 THEN jsonb_build_object('source', 'manual', 'technologies', jsonb_build_array('Kotlin'))
            ELSE jsonb_build_object('position_id', i)
          END
        FROM generate_series(${from}::int, ${to}::int) AS i`);
      console.log(
        `  events ${from}..${to} generated (${((performance.now() - genStart) / 1000).toFixed(1)} s)`,
      );
    }
    console.log(
      `generated ${Math.max(0, events - existing)} events over 13 months (${existing} kept from an earlier run) in ${((performance.now() - genStart) / 1000).toFixed(1)} s`,
    );
    const rollStart = performance.now();
    const counted = await refreshAnalyticsRollups(db, { settleSeconds: 0 });
    console.log(
      `rollup of ${counted} event ids: ${((performance.now() - rollStart) / 1000).toFixed(1)} s (load ${load()})`,
    );
    const staff = await signIn("bench-analytics-staff@bench.test", ROLE.ADMINISTRATOR, client);
    const clientHeaders = senders[0] ?? (await signIn("bench-analytics-0@bench.test", ROLE.CLIENT, client));
    const supplierHeaders = await signIn("bench-analytics-supplier@bench.test", ROLE.SUPPLIER, supplier);
    const cases = analyticsReportCases({ staff, client: clientHeaders, supplier: supplierHeaders }, supplier);
    console.log(
      `${"case".padEnd(58)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
    );
    for (const [name, url, headers] of cases) {
      const times: number[] = [];
      for (let i = 0; i < iterations + 5; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: "GET", ...requestOf(url, i), headers });
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        if (i >= 5) times.push(performance.now() - t0);
      }
      const s = summarize(times);
      console.log(
        `${name.padEnd(58)} ${s.p50.toFixed(1).padStart(8)} ${s.p95.toFixed(1).padStart(8)} ${s.p99.toFixed(1).padStart(8)}`,
      );
    }
    console.log(`load average at the end: ${load()}`);
  } finally {
    // Everything the context opened, or the process would wait on the push listener forever.
    await app.close();
    await ctx.bus.close();
    ctx.mailer.close();
    await ctx.database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
