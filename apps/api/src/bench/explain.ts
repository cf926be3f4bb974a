/**
 * `npm run bench -- --explain FILE` (issue 21 item 1, PostgreSQL only): after the warm-up, one more request of every
 * case while every SQL statement it sends is captured (text and parameters), then `EXPLAIN (ANALYZE, BUFFERS,
 * COSTS OFF)` of each read with the same parameters on a separate connection, written as Markdown to FILE.
 *
 * Capture patches pg's Pool and Client `query` in the bench process only (no product code changes): a statement is
 * recorded when the call happens inside a capture's async context (AsyncLocalStorage), so statements of other work
 * (timers, jobs, the realtime listener) are not. Writes are never run again; each EXPLAIN runs in a READ ONLY
 * transaction that is rolled back.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import pg from "pg";
import {
  bookkeepingOf,
  caseSection,
  classifyStatement,
  type ExplainedCase,
  type ExplainedStatement,
  splitPlan,
  summaryTable,
} from "./explain-format.ts";
import { type BenchCase, requestOf } from "./services.ts";

/** A statement sent by the captured request; `at` is ms since the request started. */
type Captured = { text: string; values: unknown[]; name?: string | undefined; at: number };
type Capture = { statements: Captured[]; open: boolean; started: number };

const scope = new AsyncLocalStorage<Capture>();
/** Marks the query config that Pool.query hands to its client: recorded once, by the pool. */
const RECORDED = Symbol("bench.explain.recorded");
/** Statements sent after the answer are still gathered for this long (background work the request started). */
const SETTLE_MS = 100;
/** Statements of one text explained with at most this many parameter sets (a loop of lookups is shown once). */
const MAX_PER_TEXT = 5;
/** No single EXPLAIN ANALYZE may hold the run longer than this. */
const STATEMENT_TIMEOUT_MS = 60_000;

type QueryFn = (this: unknown, config: unknown, values?: unknown, callback?: unknown) => unknown;

function statementOf(config: unknown, values: unknown): Omit<Captured, "at"> | null {
  const c = typeof config === "string" ? { text: config } : (config as Record<string, unknown> | null);
  if (!c || typeof c.text !== "string") return null;
  const given = Array.isArray(values) ? values : Array.isArray(c.values) ? c.values : [];
  return { text: c.text, values: [...given], name: typeof c.name === "string" ? c.name : undefined };
}

function record(config: unknown, values: unknown): boolean {
  const capture = scope.getStore();
  if (!capture?.open) return false;
  const statement = statementOf(config, values);
  if (!statement) return false;
  capture.statements.push({ ...statement, at: performance.now() - capture.started });
  return true;
}

let installed = false;

/** Patches pg.Pool and pg.Client `query` once for this process; a no-op outside a capture. */
function installCapture(): void {
  if (installed) return;
  installed = true;
  const pool = pg.Pool.prototype as unknown as { query: QueryFn };
  const client = pg.Client.prototype as unknown as { query: QueryFn };
  const poolQuery = pool.query;
  const clientQuery = client.query;
  pool.query = function (config, values, callback) {
    // The pool's client may be handed over later from another context: record here, and mark the config so the
    // client does not record it again.
    if (record(config, typeof values === "function" ? undefined : values)) {
      const marked = typeof config === "string" ? { text: config } : { ...(config as object) };
      Object.defineProperty(marked, RECORDED, { value: true });
      return poolQuery.call(this, marked, values, callback);
    }
    return poolQuery.call(this, config, values, callback);
  };
  client.query = function (config, values, callback) {
    const marked = typeof config === "object" && config !== null && RECORDED in config;
    if (!marked) record(config, typeof values === "function" ? undefined : values);
    return clientQuery.call(this, config, values, callback);
  };
}

/** The statements `send` made the app send (and those sent within SETTLE_MS after, marked `at` > answeredAt). */
export async function captureStatements(
  send: () => Promise<unknown>,
): Promise<{ statements: Captured[]; answeredAt: number }> {
  installCapture();
  const capture: Capture = { statements: [], open: true, started: performance.now() };
  await scope.run(capture, send);
  const answeredAt = performance.now() - capture.started;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  capture.open = false;
  return { statements: capture.statements, answeredAt };
}

/** EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) of one read, in a READ ONLY transaction rolled back. */
async function explainOne(db: pg.Client, s: Captured): Promise<ExplainedStatement["result"]> {
  await db.query("BEGIN READ ONLY");
  try {
    await db.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    const res = await db.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.text}`,
      s.values,
    );
    return { explained: true, ...splitPlan(res.rows.map((r) => r["QUERY PLAN"])) };
  } catch (error) {
    return { explained: false, reason: `EXPLAIN failed: ${(error as Error).message}` };
  } finally {
    await db.query("ROLLBACK");
  }
}

/** The captured statements of one case, identical ones merged, each read explained. */
export async function explainStatements(
  db: pg.Client,
  statements: Captured[],
  answeredAt: number,
  volatile: readonly string[],
) {
  const merged: { s: Captured; times: number }[] = [];
  const byKey = new Map<string, { s: Captured; times: number }>();
  for (const s of statements) {
    const key = `${s.text}\u0000${JSON.stringify(s.values)}`;
    const seen = byKey.get(key);
    if (seen) seen.times++;
    else {
      const entry = { s, times: 1 };
      byKey.set(key, entry);
      merged.push(entry);
    }
  }
  const perText = new Map<string, number>();
  const out: ExplainedStatement[] = [];
  for (const { s, times } of merged) {
    const verdict = classifyStatement(s.text, volatile);
    const n = (perText.get(s.text) ?? 0) + 1;
    perText.set(s.text, n);
    const result: ExplainedStatement["result"] = !verdict.explain
      ? { explained: false, reason: verdict.reason }
      : n > MAX_PER_TEXT
        ? { explained: false, reason: `the same statement with other parameters (${MAX_PER_TEXT} explained)` }
        : await explainOne(db, s);
    out.push({
      text: s.text,
      values: s.values,
      name: s.name,
      times,
      bookkeeping: bookkeepingOf(s.text),
      afterAnswer: s.at > answeredAt,
      result,
    });
  }
  return out;
}

/** The database's own volatile functions (not triggers): a statement calling one may write (rate_limit_take). */
export async function volatileFunctions(db: pg.Client): Promise<string[]> {
  const functions = await db.query<{ name: string }>(
    "SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE p.provolatile = 'v' AND p.prokind = 'f' AND p.prorettype <> 'trigger'::regtype AND n.nspname NOT IN ('pg_catalog', 'information_schema')",
  );
  return functions.rows.map((r) => r.name);
}

/** The database URL of an --explain run; on the embedded database (no pg pool to capture) the bench stops. */
export function explainDatabaseUrl(env: NodeJS.ProcessEnv): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  console.error(
    "--explain needs PostgreSQL: set DATABASE_URL (the embedded PGlite has no pg pool whose statements can be captured).",
  );
  process.exit(1);
}

/**
 * Sends one request of every case through `send` (the bench's own request: status checked), captures its
 * statements, explains the reads and writes FILE: a summary table, then one section per case.
 */
export async function explainCases(
  file: string,
  databaseUrl: string,
  cases: readonly BenchCase[],
  send: (to: BenchCase[1], headers: Record<string, string>) => Promise<unknown>,
): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const volatile = await volatileFunctions(db);
    const explained: ExplainedCase[] = [];
    for (const [name, to, headers] of cases) {
      const { url, payload } = requestOf(to, 0);
      const { statements, answeredAt } = await captureStatements(() => send(to, headers));
      const result = await explainStatements(db, statements, answeredAt, volatile);
      explained.push({ name, request: `${payload ? "POST" : "GET"} ${url}`, statements: result });
      console.log(`${name.padEnd(58)} ${String(result.length).padStart(3)} statements`);
    }
    const head = await db.query<{ version: string; profiles: string; services: string }>(
      "SELECT current_setting('server_version') AS version, (SELECT count(*) FROM profile) AS profiles, (SELECT count(*) FROM service) AS services",
    );
    const info = head.rows[0];
    const text = [
      "# Query plans of the bench cases",
      "",
      `\`npm run bench -- --explain\`, ${new Date().toISOString()}: PostgreSQL ${info?.version}, ${info?.profiles} profiles, ${info?.services} services. ` +
        "After the warm-up, one more request of each case; every statement it sent, with its parameters, then " +
        "`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)` of each read on a separate connection (writes are listed, never run " +
        "again). A prepared (named) statement is explained with its parameters, i.e. with a custom plan: after five " +
        "executions PostgreSQL may use a generic plan for it instead.",
      "",
      summaryTable(explained),
      "",
      ...explained.map(caseSection),
    ].join("\n");
    // npm runs the bench in apps/api: a relative FILE is taken from where `npm run bench` was typed.
    const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`\nplans of ${explained.length} cases written to ${path}`);
  } finally {
    await db.end();
  }
}
