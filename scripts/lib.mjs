// Shared helpers of the project's own commands (npm start, npm test, npm run dev). Plain Node, no dependencies,
// so they run on a fresh clone before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { webBuildIsStale } from "./web-build-inputs.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const STAMP = join(ROOT, "node_modules", ".install-stamp");

export function checkNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js >= 20.19 is required (found ${process.versions.node}).`);
    process.exit(1);
  }
}

function lockHash() {
  const files = [
    "package.json",
    "package-lock.json",
    "packages/contracts/package.json",
    "apps/api/package.json",
    "apps/web/package.json",
    "e2e/package.json",
  ];
  const hash = createHash("sha256");
  for (const f of files) {
    const p = join(ROOT, f);
    if (existsSync(p)) hash.update(readFileSync(p));
  }
  return hash.digest("hex");
}

/**
 * Installs dependencies when node_modules is missing or the manifests changed since the last install. Always with
 * the devDependencies, even under NODE_ENV=production (where npm would leave them out): building the web app
 * needs Vite and its plugins. The API itself runs on dependencies only (node with tsx's loader).
 * SKIP_INSTALL=1 skips the check, for deployments that install in their own step (an image build) and tests.
 */
export function ensureDependencies() {
  checkNode();
  if (process.env.SKIP_INSTALL === "1") return;
  const wanted = lockHash();
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === wanted) return;
  const useCi = existsSync(join(ROOT, "package-lock.json"));
  console.log(`Installing dependencies (npm ${useCi ? "ci" : "install"})…`);
  run("npm", [useCi ? "ci" : "install", "--include=dev", "--no-audit", "--no-fund"]);
  writeFileSync(STAMP, lockHash());
}

/** Runs a command in the repository root, inheriting stdio; exits the process when it fails (unless allowFailure). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0 && !options.allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}

/** Builds the web app when its build is missing or older than its sources or the shared contracts. */
export function ensureWebBuild() {
  if (!webBuildIsStale(ROOT)) return;
  console.log("Building the web app…");
  run("npm", ["run", "-w", "apps/web", "build"]);
}

export function bin(name) {
  return join(ROOT, "node_modules", ".bin", name);
}

/** Starts a long-running child, forwarding SIGINT/SIGTERM to it. */
export function startChild(command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  return child;
}

/** The value after `--<name>` on the command line, or `fallback` (the scripts' own options). @param {string} name @param {string} fallback */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
