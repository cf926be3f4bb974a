/**
 * `npm run bench -- --throughput [--connections 20 --duration 10 --rounds 3]`: requests per second over HTTP
 * (autocannon, in a worker thread so the load generator does not share the server's event loop) of four
 * targets in the same process, one after the other with the same connections and duration:
 * - the app's authenticated GET /api/profiles/:id (a supplier reading one of its own profiles), through the whole
 *   pipeline: logging (to /dev/null, at LOG_LEVEL, info unless set), security headers, the maintenance gate,
 *   authentication, validation, the queries and the response serialiser;
 * - a bare Fastify route answering a constant JSON object;
 * - a bare Fastify route reading the same profile by primary key on the same database (same driver and pool): the
 *   issue's reference, its query built by Drizzle on each request;
 * - the same with the query prepared once (as the app's detail is since issue 21), to see what the app adds beyond it.
 * The bare routes exist only in this process, never in the product app. Run under `node --cpu-prof` (see
 * docs/performance.md) to see where the app's time goes; `cpu-profile.ts` prints the top frames.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { cpus, loadavg } from "node:os";
import { must, ROLE } from "@mkt/contracts";
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config/env.ts";
import { profile } from "../db/schema/index.ts";
import type { AppContext } from "../lib/context.ts";
import { hashPassword, sessionCacheOf } from "../modules/auth/index.ts";
import { createContext } from "../server.ts";
import { frameTimes } from "./cpu-profile.ts";
import { benchSignIn, largestSupplier } from "./sign-in.ts";

export type ThroughputOptions = {
  connections: number;
  duration: number;
  rounds: number;
  warmUp: number;
  /**
   * Where to write a CPU profile of the server while it answers the app's target in the last round; the bare
   * primary-key targets' go beside it (`-pk`, `-pk-prepared` before the extension).
   */
  cpuProfile?: string;
};

type Target = { name: string; url: string; headers?: Record<string, string> };
export type Measure = { rps: number; p50: number; p99: number; failed: number; requests: number };
type Profile = Parameters<typeof frameTimes>[0];

const BENCH_PASSWORD = "BenchPassword1";

/**
 * `measure` with the server's thread under V8's sampling profiler, written to `file` (read it with cpu-profile.ts).
 * Prints the thread's busy time per request: every sample but idle (JavaScript, garbage collection, the socket
 * system calls), the figure to compare between runs on a loaded machine rather than requests per second.
 */
async function profiled(file: string, run: () => Promise<Measure>): Promise<Measure> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  const measured = await run();
  const { profile: recorded } = await session.post("Profiler.stop");
  writeFileSync(file, JSON.stringify(recorded));
  session.disconnect();
  const { self, total } = frameTimes(recorded as Profile);
  const sum = (times: Map<string, number>, match: (name: string) => boolean) =>
    [...times].filter(([name]) => match(name)).reduce((us, [, t]) => us + t, 0) / 1000;
  // Starting and stopping the profiler itself (its inspector dispatch) is no part of any request.
  const busy = sum(self, (n) => n !== "(idle) :0") - sum(total, (n) => n.startsWith("profiled "));
  const writes = sum(self, (n) => SOCKET_WRITES.has(n));
  const per = (ms: number) => (ms / Math.max(measured.requests, 1)).toFixed(3);
  console.log(
    `  CPU profile ${file}: server thread ${per(busy)} ms per request, of which socket writes ${per(writes)} ms (kernel; swings with the load) and the rest ${per(busy - writes)} ms (${measured.requests} requests)`,
  );
  return measured;
}

/** The native frames of writes to a socket (the database's, the HTTP answer, the log's). */
const SOCKET_WRITES = new Set(
  ["writev", "writeString", "writeBuffer", "writeUtf8String", "writeLatin1String", "writeAsciiString"].map(
    (name) => `${name} :0`,
  ),
);

async function measure(target: Target, connections: number, duration: number): Promise<Measure> {
  return measureOf(
    await autocannon({ url: target.url, connections, duration, headers: target.headers, workers: 1 }),
  );
}

/** What the comparisons print of an autocannon run (failed: non-2xx answers, errors and timeouts). */
export function measureOf(result: autocannon.Result): Measure {
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** The profile file of target k: the app's is the given name, the bare primary keys' get `-pk`/`-pk-prepared`. */
function profileFile(file: string, k: number): string | null {
  if (k === 0) return file;
  if (k === 2) return file.replace(/(\.cpuprofile)?$/, "-pk$1");
  if (k === 3) return file.replace(/(\.cpuprofile)?$/, "-pk-prepared$1");
  return null;
}

const load = () => must(loadavg()[0], "the 1-minute load average").toFixed(2);

function row(name: string, m: Measure): string {
  return `${name.padEnd(44)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(1).padStart(8)} ${m.p99.toFixed(1).padStart(8)} ${String(m.failed).padStart(7)}`;
}

/**
 * The app's target: a profile of the supplier company with the most profiles, and the bearer header of a supplier
 * of that company (signed in through the app, so its session is in the database every instance reads).
 */
export async function appTarget(
  app: FastifyInstance,
  db: AppContext["database"]["db"],
): Promise<{ id: number; headers: Record<string, string> }> {
  const largest = await largestSupplier(db);
  if (!largest) throw new Error("no profiles: run the bench once without --throughput to generate them");
  const [sample] = await db
    .select({ id: profile.id })
    .from(profile)
    .where(eq(profile.companyId, largest.companyId))
    .limit(1);
  const id = must(sample, "a sample profile").id;
  const supplier = await benchSignIn(app, db, {
    email: "bench-supplier@bench.test",
    roleId: ROLE.SUPPLIER,
    companyId: largest.companyId,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    password: BENCH_PASSWORD,
  });
  return { id, headers: supplier };
}

export async function runThroughput(env: NodeJS.ProcessEnv, options: ThroughputOptions): Promise<void> {
  const config = loadConfig({ ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" });
  const ctx = await createContext(config);
  // The request log as in production (level, serializers, redaction), written where it costs nothing to keep.
  const app = await buildApp(ctx, { logStream: pino.destination({ dest: "/dev/null", sync: false }) });
  const bare = Fastify({ logger: false });
  const db = ctx.database.db;
  bare.get("/json", async () => ({ hello: "world" }));
  bare.get<{ Params: { id: string } }>("/pk/:id", async (request) => {
    const [found] = await db
      .select()
      .from(profile)
      .where(eq(profile.id, Number(request.params.id)));
    return found ?? {};
  });
  const byPk = db
    .select()
    .from(profile)
    .where(eq(profile.id, sql.placeholder("id")))
    .prepare("bench_profile_by_pk");
  bare.get<{ Params: { id: string } }>("/pk-prepared/:id", async (request) => {
    const [found] = await byPk.execute({ id: Number(request.params.id) });
    return found ?? {};
  });
  try {
    const { id, headers: supplier } = await appTarget(app, db);
    const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    const bareUrl = await bare.listen({ host: "127.0.0.1", port: 0 });
    const targets: Target[] = [
      {
        name: "app: GET /api/profiles/:id (supplier)",
        url: `${appUrl}/api/profiles/${id}`,
        headers: supplier,
      },
      { name: "bare Fastify: constant JSON", url: `${bareUrl}/json` },
      { name: "bare Fastify: profile by primary key", url: `${bareUrl}/pk/${id}` },
      { name: "bare Fastify: the same, prepared statement", url: `${bareUrl}/pk-prepared/${id}` },
    ];
    const { connections, duration, rounds, warmUp } = options;
    const sessions = sessionCacheOf(ctx);
    console.log(
      `\n${ctx.database.driver === "pglite" ? "PGlite" : "PostgreSQL"}; ${connections} connections, ${duration} s per target, ${rounds} round(s); load average ${load()} on ${cpus().length} CPUs at start`,
    );
    // JIT, prepared statements and the database cache first, so no target pays for the start.
    for (const target of targets) await measure(target, connections, warmUp);
    for (let round = 1; round <= rounds; round++) {
      console.log(
        `\nround ${round}\n${"target".padEnd(44)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(7)}`,
      );
      const measured: Measure[] = [];
      for (const [k, target] of targets.entries()) {
        const run = () => measure(target, connections, duration);
        const file = options.cpuProfile && round === rounds ? profileFile(options.cpuProfile, k) : null;
        const before = { hits: sessions.hits, misses: sessions.misses };
        const m = file ? await profiled(file, run) : await run();
        measured.push(m);
        console.log(row(target.name, m));
        if (k === 0) {
          const hits = sessions.hits - before.hits;
          const checks = hits + sessions.misses - before.misses;
          console.log(
            `  session cache: ${hits} of ${checks} checks answered from it (${((100 * hits) / Math.max(checks, 1)).toFixed(1)}%)`,
          );
        }
      }
      const [ofApp, , ofPk, ofPrepared] = measured;
      const ratio = must(ofApp, "the app's figures").rps / must(ofPk, "the primary-key figures").rps;
      const toPrepared = must(ofApp, "the app's figures").rps / must(ofPrepared, "the prepared figures").rps;
      console.log(
        `ratio app / bare primary key: ${ratio.toFixed(2)}; app / prepared primary key: ${toPrepared.toFixed(2)}  (load average ${load()})`,
      );
    }
  } finally {
    await bare.close();
    await app.close();
    await ctx.bus.close();
    ctx.mailer.close();
    await ctx.database.close();
  }
}
