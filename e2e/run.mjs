#!/usr/bin/env node
/**
 * Browser journeys: builds the web app when needed, starts the API (which serves it) on a free port
 * with a fresh embedded database and the demo seed, runs e2e/tests/*.e2e.mjs with node --test, and
 * stops the server. Exits with node --test's status.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function ensureWebBuild() {
  const builtAt = newestMtime(join(root, "apps/web/dist/index.html"));
  const sources = [
    "apps/web/src",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/package.json",
    "apps/web/public",
    "packages/contracts/src",
  ].map((path) => newestMtime(join(root, path)));
  if (builtAt > 0 && builtAt >= Math.max(...sources)) return;
  console.log(builtAt ? "apps/web/dist is older than the sources: rebuilding…" : "Building apps/web…");
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

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "mkt-e2e-data-"));
const baseUrl = `http://localhost:${port}`;
/** @type {Buffer[]} */
const serverOutput = [];
// `npx tsx apps/api/src/main.ts`, calling the local tsx directly so SIGTERM reaches the server.
const tsxBin = join(root, "node_modules/.bin/tsx");
const [command, args] = existsSync(tsxBin)
  ? [tsxBin, ["apps/api/src/main.ts"]]
  : ["npx", ["tsx", "apps/api/src/main.ts"]];
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
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => serverOutput.push(chunk));
server.stderr.on("data", (chunk) => serverOutput.push(chunk));

let status = 1;
try {
  console.log(`Starting the API on ${baseUrl} (data in ${dataDir})…`);
  await waitForHealth(baseUrl, server, 120_000);
  const tests = readdirSync(join(root, "e2e/tests"))
    .filter((name) => name.endsWith(".e2e.mjs"))
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
    .sort()
    .map((name) => join("e2e/tests", name));
  const tap = join(dataDir, "results.tap");
  const run = spawnSync(
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
      ...tests,
    ],
    { cwd: root, stdio: "inherit", env: { ...process.env, BASE_URL: baseUrl, CHROMIUM_PATH: CHROMIUM } },
  );
  status = run.status ?? 1;
  if (summaryFile) {
    const text = existsSync(tap) ? readFileSync(tap, "utf8") : "";
    /** @param {string} name */
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    writeFileSync(
      summaryFile,
      JSON.stringify({
        passed: count("pass"),
        failed: count("fail") + count("cancelled"),
        failures: failureReports(text),
      }),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(Buffer.concat(serverOutput).toString());
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
if (status !== 0 && serverOutput.length > 0) {
  console.error("--- API output ---");
  console.error(Buffer.concat(serverOutput).toString().slice(-8000));
}
process.exit(status);
