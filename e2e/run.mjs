#!/usr/bin/env node
/**
 * Browser journeys: builds the web app when needed, starts E2E_SERVERS APIs (2 by default; each serves the web
 * app) on free ports, each with a fresh embedded database and the demo seed, runs e2e/tests/*.e2e.mjs split
 * between them with node --test (one file at a time per server), and stops the servers. Exits 0 only if every
 * journey passed.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { webBuildIsStale } from "../scripts/web-build-inputs.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** `--summary=<file>`: also write {"passed": N, "failed": M} there (read by `npm test`). */
const summaryFile = process.argv.find((a) => a.startsWith("--summary="))?.slice("--summary=".length);
/** Positional arguments select journeys whose file name contains any of them (`node e2e/run.mjs 14 plans`). */
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        "(or set CHROMIUM_PATH to an installed Chromium), then run npm run test:e2e again.",
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing it with apt-get…");
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed (status ${result.status}).`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} still does not exist.`);
    process.exit(1);
  }
}

function ensureWebBuild() {
  if (!webBuildIsStale(root)) return;
  console.log("apps/web/dist is missing or older than its sources: building it…");
  const result = spawnSync("npm", ["run", "-w", "apps/web", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web build failed.");
    process.exit(result.status ?? 1);
  }
}

/**
 * The failing tests of a TAP report, each with the start of its error (message, stack, location), so the
 * end of `npm test`'s output says what broke even when the log in between is cut.
 * @param {string} tap
 * @returns {string[]}
 */
function failureReports(tap) {
  const lines = tap.split("\n");
  /** @type {string[]} */
  const reports = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    // Leaf failures only: a file's own "not ok" repeats its test's failure.
    if (!/^\s*not ok \d+ - /.test(line) || /\.e2e\.mjs$/.test(line)) continue;
    const detail = [];
    for (let j = i + 1; j < lines.length && detail.length < 30; j++) {
      const next = lines[j] ?? "";
      if (/^\s*\.\.\.$/.test(next) || /^\s*(not )?ok \d+ - /.test(next)) break;
      detail.push(next);
    }
    // The browser helper's note of what the page showed follows the error block ("# seen at …").
    const end = lines.findIndex((next, j) => j > i && /^\s*\.\.\.$/.test(next));
    const seen = end === -1 ? undefined : lines[end + 1];
    if (seen && /^\s*# seen at /.test(seen)) detail.push(seen.trim());
    reports.push([line.trim(), ...detail].join("\n"));
  }
  return reports;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * @param {string} baseUrl
 * @param {import("node:child_process").ChildProcess} server
 * @param {number} timeoutMs
 */
async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API exited early with status ${server.exitCode}.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
  }
  throw new Error(`GET /api/health did not answer 200 within ${timeoutMs / 1000} s.`);
}

/** @param {import("node:child_process").ChildProcess} server */
function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return /** @type {Promise<void>} */ (
    new Promise((resolveStop) => {
      const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
      server.once("exit", () => {
        clearTimeout(timer);
        resolveStop();
      });
      server.kill("SIGTERM");
    })
  );
}

ensureChromium();
ensureWebBuild();

/**
 * The journeys run against E2E_SERVERS servers at once (2 by default, 1 when a single journey is asked for), each
 * with its own fresh embedded database and demo seed and its own share of the files (largest files spread first,
 * a rough stand-in for duration), so the browser stage takes about half as long on two cores.
 */
const tests = readdirSync(join(root, "e2e/tests"))
  .filter((name) => name.endsWith(".e2e.mjs"))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort()
  .map((name) => join("e2e/tests", name));
const serverCount = Math.max(1, Math.min(Number(process.env.E2E_SERVERS ?? 2) || 1, tests.length));
/** @type {{ files: string[]; weight: number }[]} */
const shards = Array.from({ length: serverCount }, () => ({ files: [], weight: 0 }));
for (const file of [...tests].sort((a, b) => statSync(join(root, b)).size - statSync(join(root, a)).size)) {
  const lightest = shards.reduce((min, shard) => (shard.weight < min.weight ? shard : min));
  lightest.files.push(file);
  lightest.weight += statSync(join(root, file)).size;
}
for (const shard of shards) shard.files.sort();

// `npx tsx apps/api/src/main.ts`, calling the local tsx directly so SIGTERM reaches the server.
const tsxBin = join(root, "node_modules/.bin/tsx");
const [command, args] = existsSync(tsxBin)
  ? [tsxBin, ["apps/api/src/main.ts"]]
  : ["npx", ["tsx", "apps/api/src/main.ts"]];

/** One API on a free port with a fresh embedded database and the demo seed. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "mkt-e2e-data-"));
  const baseUrl = `http://localhost:${port}`;
  /** @type {Buffer[]} */
  const output = [];
  const server = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: join(root, "apps/web/dist"),
      SEED: "demo",
      LOG_LEVEL: "warn",
      APP_URL: baseUrl,
      // Each browser and API registration of a journey sends its own X-Forwarded-For (visitorAddress in
      // e2e/lib/browser.mjs), as visitors behind a load balancer would: the per-address limits then count
      // one visitor, not the whole shard.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk) => output.push(chunk));
  server.stderr.on("data", (chunk) => output.push(chunk));
  console.log(`Starting the API on ${baseUrl} (data in ${dataDir})…`);
  return { server, baseUrl, dataDir, output };
}

/**
 * Runs one shard's files with node --test against its server; resolves with the exit status and the TAP text.
 * @param {{ files: string[] }} shard
 * @param {{ baseUrl: string; dataDir: string }} target
 * @param {boolean} alone whether this is the only shard (its spec output then goes straight to the terminal)
 * @returns {Promise<{ status: number; tap: string; log: string }>}
 */
function runShard(shard, target, alone) {
  const tap = join(target.dataDir, "results.tap");
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--test",
      "--test-concurrency=1",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tap}`,
      ...shard.files,
    ],
    {
      cwd: root,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, BASE_URL: target.baseUrl, CHROMIUM_PATH: CHROMIUM },
    },
  );
  /** @type {Buffer[]} */
  const log = [];
  child.stdout?.on("data", (chunk) => log.push(chunk));
  child.stderr?.on("data", (chunk) => log.push(chunk));
  return new Promise((resolveRun) => {
    child.on("exit", (code) =>
      resolveRun({
        status: code ?? 1,
        tap: existsSync(tap) ? readFileSync(tap, "utf8") : "",
        log: Buffer.concat(log).toString(),
      }),
    );
  });
}

const servers = await Promise.all(shards.map(() => startServer()));
let status = 1;
try {
  await Promise.all(servers.map(({ baseUrl, server }) => waitForHealth(baseUrl, server, 180_000)));
  const results = await Promise.all(
    shards.map((shard, i) => runShard(shard, must(servers[i]), shards.length === 1)),
  );
  for (const [i, result] of results.entries()) {
    if (shards.length > 1) {
      console.log(
        `\n━━ journeys on server ${i + 1} of ${shards.length} (${must(shards[i]).files.length} files) ━━`,
      );
      console.log(result.log);
    }
  }
  status = results.every((r) => r.status === 0) ? 0 : 1;
  if (summaryFile) {
    /** @param {string} name */
    const count = (name) =>
      results.reduce(
        (sum, r) => sum + Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(r.tap)?.[1] ?? 0),
        0,
      );
    writeFileSync(
      summaryFile,
      JSON.stringify({
        passed: count("pass"),
        failed: count("fail") + count("cancelled"),
        failures: results.flatMap((r) => failureReports(r.tap)),
      }),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const { output } of servers) console.error(Buffer.concat(output).toString());
} finally {
  await Promise.all(servers.map(({ server }) => stopServer(server)));
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
}
if (status !== 0) {
  for (const [i, { output }] of servers.entries()) {
    if (output.length === 0) continue;
    console.error(`--- API output (server ${i + 1}) ---`);
    console.error(Buffer.concat(output).toString().slice(-8000));
  }
}
process.exit(status);

/**
 * @template T
 * @param {T | undefined} value
 * @returns {T}
 */
function must(value) {
  if (value === undefined) throw new Error("missing shard or server");
  return value;
}
