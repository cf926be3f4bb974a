/**
 * `npm run bench -- --throughput --instances 2 [--connections 20 --duration 10]` (issue 21 item 3): requests per
 * second of the app's target (the authenticated GET /api/profiles/:id of throughput.ts) served by one API process,
 * then by N, on the same PostgreSQL. Each instance is a child process started as production starts the server
 * (`node --import tsx apps/api/src/main.ts`, its own PORT, the same DATABASE_URL, the request log at LOG_LEVEL to
 * /dev/null), so the N-instance figure includes everything several instances share: the pool connections, the
 * session cache's NOTIFY, the push channel's LISTEN, the jobs each instance runs.
 *
 * One autocannon (one worker thread, as in the one-instance run) loads all instances with the list of their URLs:
 * it opens the same total connections and hands them out round-robin, so both runs have the same load generator
 * and the same concurrency, and only the server side changes; the latencies land in one histogram. N autocannons
 * in parallel would add a load generator per instance on a machine whose cores the servers need.
 *
 * A second pair of runs mixes writes in: each connection alternates the GET with POST
 * /api/notifications/readNotifications (an UPDATE and a push NOTIFY; like every write request it also makes every
 * instance forget its checked sessions; not rate-limited and it revokes no session, so the run can last).
 * PGlite serves one process: refused there.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { must } from "@mkt/contracts";
import autocannon from "autocannon";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config/env.ts";
import { createContext } from "../server.ts";
import { appTarget, type Measure, measureOf } from "./throughput.ts";

export type InstancesOptions = { instances: number; connections: number; duration: number; warmUp: number };

type Load = { name: string; requests: autocannon.Request[] };

const REPO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const load = () => must(loadavg()[0], "the 1-minute load average").toFixed(2);

/** A port free now (the child binds it a moment later; nothing else on this machine races for it). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Starts one instance and resolves with its base URL once /api/health answers. */
async function startInstance(env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: REPO_DIR,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", SEED: "none" },
    stdio: ["ignore", openSync("/dev/null", "w"), "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited: ${stderr}`);
    const ready = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return url;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`instance on port ${port} did not answer /api/health within 120 s: ${stderr}`);
}

async function stopInstances(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once("exit", () => done());
          child.kill("SIGTERM");
        }),
    ),
  );
}

async function measure(
  urls: string[],
  work: Load,
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<Measure> {
  // autocannon's types name one URL; it takes a list too (lib/run.js: its clients take them round-robin).
  const url = (urls.length === 1 ? urls[0] : urls) as string;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: work.requests,
    workers: 1,
  });
  return measureOf(result);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; null elsewhere). */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Runs `run` and says how much of a CPU each instance used meanwhile (the rest went to PostgreSQL and autocannon). */
async function withCpu(
  children: ChildProcess[],
  run: () => Promise<Measure>,
): Promise<{ measured: Measure; cpu: string }> {
  const before = children.map((child) => cpuSeconds(child.pid));
  const bench = process.cpuUsage();
  const started = performance.now();
  const measured = await run();
  const seconds = (performance.now() - started) / 1000;
  const used = children.map((child, k) => {
    const now = cpuSeconds(child.pid);
    const then = before[k];
    return now === null || then === null || then === undefined
      ? "?"
      : `${((100 * (now - then)) / seconds).toFixed(0)}%`;
  });
  const own = process.cpuUsage(bench);
  const generator = (own.user + own.system) / 1e6 / seconds;
  return {
    measured,
    cpu: `  CPU of a core used by each instance: ${used.join(", ")}; by autocannon (this process): ${(100 * generator).toFixed(0)}%`,
  };
}

function row(name: string, m: Measure): string {
  return `${name.padEnd(44)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(1).padStart(8)} ${m.p99.toFixed(1).padStart(8)} ${String(m.failed).padStart(7)}`;
}

/** Exits with a message on the embedded database (before the bench generates any data). */
export function requirePostgres(env: NodeJS.ProcessEnv): void {
  if (loadConfig(env).DATABASE_URL) return;
  console.error(
    "--instances needs PostgreSQL (set DATABASE_URL): the embedded PGlite database serves one process, so it runs one instance only",
  );
  process.exit(1);
}

export async function runInstances(env: NodeJS.ProcessEnv, options: InstancesOptions): Promise<void> {
  requirePostgres(env);
  const childEnv = { ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" };
  const config = loadConfig(childEnv);
  // The target and the supplier's session, through an app in this process (closed before the instances start).
  const ctx = await createContext(config);
  const app = await buildApp(ctx, { logger: false });
  let target: Awaited<ReturnType<typeof appTarget>>;
  try {
    target = await appTarget(app, ctx.database.db);
  } finally {
    await app.close();
    await ctx.bus.close();
    ctx.mailer.close();
    await ctx.database.close();
  }
  const loads: Load[] = [
    { name: "GET /api/profiles/:id", requests: [{ method: "GET", path: `/api/profiles/${target.id}` }] },
    {
      name: "GET + POST readNotifications",
      requests: [
        { method: "GET", path: `/api/profiles/${target.id}` },
        {
          method: "POST",
          path: "/api/notifications/readNotifications",
          headers: { ...target.headers, "content-type": "application/json" },
          body: "{}",
        },
      ],
    },
  ];
  const { instances, connections, duration, warmUp } = options;
  const children: ChildProcess[] = [];
  try {
    const urls: string[] = [];
    for (let k = 0; k < instances; k++) urls.push(await startInstance(childEnv, children));
    console.log(
      `\nPostgreSQL; ${instances} API processes; ${connections} connections, ${duration} s per run; load average ${load()} on ${cpus().length} CPUs at start`,
    );
    // JIT, prepared statements and the database cache of every instance first.
    for (const url of urls)
      for (const work of loads) await measure([url], work, target.headers, connections, warmUp);
    for (const work of loads) {
      console.log(
        `\n${work.name}\n${"instances".padEnd(44)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(7)}`,
      );
      const one = await withCpu(children, () =>
        measure(urls.slice(0, 1), work, target.headers, connections, duration),
      );
      console.log(`${row("1 instance", one.measured)}\n${one.cpu}`);
      const all = await withCpu(children, () => measure(urls, work, target.headers, connections, duration));
      console.log(
        `${row(`${instances} instances (${connections} connections split)`, all.measured)}\n${all.cpu}`,
      );
      console.log(
        `ratio ${instances} / 1: ${(all.measured.rps / one.measured.rps).toFixed(2)}  (load average ${load()})`,
      );
    }
  } finally {
    await stopInstances(children);
  }
}
