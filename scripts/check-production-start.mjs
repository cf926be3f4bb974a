// `npm test` stage "production start": the documented production start, `NODE_ENV=production npm start`, as an
// operator runs it (dependencies checked, the web app built when stale, the API without dev tooling), on a fresh
// database: a new database on TEST_DATABASE_URL's server when set, else the embedded one in a temporary folder.
// Waits for /api/health to answer 200, sends SIGTERM and expects exit code 0. Exits 1 otherwise.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../apps/api/src/test/free-port.mjs";
import { ROOT } from "./lib.mjs";

const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 20_000;
const ORPHAN_GRACE_MS = 10_000;

/** A fresh database on the server of TEST_DATABASE_URL, or "" (embedded database) without one. */
async function freshDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return "";
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS mkt_production_start WITH (FORCE)");
  await admin.query("CREATE DATABASE mkt_production_start");
  await admin.end();
  const url = new URL(base);
  url.pathname = "/mkt_production_start";
  return url.toString();
}

/** Every process under `pid` (pid, ppid and command line of each). @param {number} pid */
function descendants(pid) {
  const table = execFileSync("ps", ["-e", "-o", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  /** @type {typeof table} */
  const found = [];
  const walk = (/** @type {number} */ parent) => {
    for (const p of table.filter((q) => q.ppid === parent)) {
      found.push(p);
      walk(p.pid);
    }
  };
  walk(pid);
  return found;
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "mkt-production-start-"));
const port = await freePort();
const databaseUrl = await freshDatabase();
const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  // Required in production; nothing is sent at start.
  SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  LOG_LEVEL: "warn",
};
// The real thing: build when stale, production's default seed (none); the install check runs unless the caller
// set SKIP_INSTALL=1.
for (const name of ["SEED", "WEB_DIST"]) delete env[name];
console.log(
  `NODE_ENV=production npm start on port ${port} (${databaseUrl ? "PostgreSQL" : "embedded database"})`,
);
const started = Date.now();
const child = spawn("npm", ["start"], { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
/** @type {Promise<number | null>} */
const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));

let healthy = false;
while (!healthy && Date.now() - started < START_TIMEOUT_MS && child.exitCode === null) {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  healthy = res?.status === 200;
  if (!healthy) await new Promise((r) => setTimeout(r, 500));
}
let ok = healthy;
if (healthy) console.log(`/api/health answered 200 after ${Math.round((Date.now() - started) / 1000)} s`);
else console.error("The production start did not answer /api/health with 200.");
const tree = descendants(child.pid ?? 0);
if (child.exitCode === null) child.kill("SIGTERM");
const code = await Promise.race([
  exited,
  new Promise((r) => setTimeout(() => r("timeout"), STOP_TIMEOUT_MS)),
]);
if (code !== 0) {
  console.error(`After SIGTERM the production start ended with ${code} instead of exit code 0.`);
  if (code === "timeout") child.kill("SIGKILL");
  ok = false;
}
// No orphan: what ran under npm start is gone soon after it has exited. tsx's esbuild service ends when it reads
// the end of its stdin, which under a loaded machine (npm test's other stages) can take more than a second, so
// each process gets up to ORPHAN_GRACE_MS to go; one still running after that is an orphan.
const graceEnd = Date.now() + ORPHAN_GRACE_MS;
while (tree.some((p) => alive(p.pid)) && Date.now() < graceEnd) await new Promise((r) => setTimeout(r, 200));
const left = tree.filter((p) => alive(p.pid));
if (left.length > 0) {
  console.error(`Processes left after the stop:\n${left.map((p) => `  ${p.pid} ${p.args}`).join("\n")}`);
  for (const p of left) process.kill(p.pid, "SIGKILL");
  ok = false;
}
rmSync(dataDir, { recursive: true, force: true });
console.log(ok ? "production start: ok" : "production start: FAILED");
process.exit(ok ? 0 : 1);
