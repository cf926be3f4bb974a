// npm test: install what is missing, then typecheck, lint, unit, API integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the production start, the bundle budget and browser tests. Every stage runs; the
// command fails if any stage failed.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, ensureDependencies, ROOT, run } from "./lib.mjs";

ensureDependencies();
const reports = mkdtempSync(join(tmpdir(), "mkt-test-"));
const stages = [];
let passed = 0;
let failed = 0;

function stage(name, fn) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = fn();
  stages.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

function vitest(project, label, env = {}) {
  const out = join(reports, `${label}.json`);
  const status = run(
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    { allowFailure: true, env },
  );
  try {
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) return 1;
  } catch {
    failed += 1;
  }
  return status;
}

for (const project of ["packages/contracts", "apps/api", "apps/web", "e2e"]) {
  stage(`typecheck ${project}`, () => run(bin("tsc"), ["-p", project], { allowFailure: true }));
}
stage("lint (biome)", () => run(bin("biome"), ["check", "."], { allowFailure: true }));
// Layer rules (.dependency-cruiser.cjs): any violation fails.
stage("lint (layer rules)", () =>
  run(bin("depcruise"), ["--config", ".dependency-cruiser.cjs", "--output-type", "err", "apps", "packages"], {
    allowFailure: true,
  }),
);
stage("lint (file sizes)", () => run("node", ["scripts/check-file-size.mjs"], { allowFailure: true }));
stage("unit tests", () => vitest("unit", "unit"));
stage("component tests (web, happy-dom)", () => vitest("dom", "dom"));
const pgUrl = process.env.TEST_DATABASE_URL;
stage("API integration tests on PGlite", () =>
  vitest("integration", "integration-pglite", { TEST_DATABASE_URL: "" }),
);
if (pgUrl) {
  stage("API integration tests on PostgreSQL", () =>
    vitest("integration", "integration-postgres", { TEST_DATABASE_URL: pgUrl }),
  );
} else {
  console.log(
    "\n(TEST_DATABASE_URL is not set: the integration suite ran on PGlite only; .ci/run also runs it on PostgreSQL.)",
  );
}
// The documented production start (NODE_ENV=production npm start) answers /api/health and stops with exit code 0.
stage("production start", () => run("node", ["scripts/check-production-start.mjs"], { allowFailure: true }));
// Compressed JavaScript per entry route against its limit (issue 20), from the manifest of the build the stage
// above made (apps/web/dist, rebuilt only when stale; the browser tests reuse it).
stage("bundle budget", () => run("node", ["scripts/check-bundle-budget.mjs"], { allowFailure: true }));
/** @type {string[]} */
const browserFailures = [];
stage("browser tests (Chromium)", () => {
  const out = join(reports, "e2e.json");
  const status = run("node", ["e2e/run.mjs", `--summary=${out}`], { allowFailure: true });
  try {
    const summary = JSON.parse(readFileSync(out, "utf8"));
    passed += summary.passed;
    failed += summary.failed;
    browserFailures.push(...(summary.failures ?? []));
    if (summary.passed + summary.failed === 0) return 1;
  } catch {
    failed += 1;
  }
  return status;
});

console.log("\n━━ summary ━━");
for (const s of stages) console.log(`${s.ok ? "ok  " : "FAIL"}  ${s.name} (${s.seconds}s)`);
const ok = stages.every((s) => s.ok);
if (browserFailures.length > 0) {
  console.log("\n━━ failing browser tests ━━");
  for (const report of browserFailures) console.log(`${report}\n`);
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.chdir(ROOT);
rmSync(reports, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
