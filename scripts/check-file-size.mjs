// File size check (issue 14, step 3), run by `npm run lint`: a source file (.ts/.tsx under apps/*/src or
// packages/*/src, tests excluded) may have at most 400 lines. The files over that today are listed in
// scripts/file-size-baseline.json with their line count; such a file may shrink but not grow. When one is split
// below the limit, remove it from the baseline (`node scripts/check-file-size.mjs --write-baseline` rewrites it
// from the tree; the baseline should only shrink).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BASELINE = join(ROOT, "scripts", "file-size-baseline.json");
const LIMIT = 400;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "test") files.push(...sourceFiles(path));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
    ) {
      files.push(path);
    }
  }
  return files;
}

/** @param {string} path */
function lineCount(path) {
  const text = readFileSync(path, "utf8");
  if (text.length === 0) return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** @type {Record<string, number>} */
const counts = {};
for (const area of ["apps", "packages"]) {
  for (const project of readdirSync(join(ROOT, area), { withFileTypes: true })) {
    if (!project.isDirectory()) continue;
    const src = join(ROOT, area, project.name, "src");
    let files = [];
    try {
      files = sourceFiles(src);
    } catch {
      continue; // no src folder
    }
    for (const file of files) counts[relative(ROOT, file).split("\\").join("/")] = lineCount(file);
  }
}

if (process.argv.includes("--write-baseline")) {
  const over = Object.fromEntries(
    Object.entries(counts)
      .filter(([, lines]) => lines > LIMIT)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(BASELINE, `${JSON.stringify(over, null, 2)}\n`);
  console.log(`file sizes: baseline written with ${Object.keys(over).length} files over ${LIMIT} lines`);
  process.exit(0);
}

/** @type {Record<string, number>} */
const baseline = JSON.parse(readFileSync(BASELINE, "utf8"));
const problems = [];
for (const [file, lines] of Object.entries(counts)) {
  if (lines <= LIMIT) continue;
  const allowed = baseline[file];
  if (allowed === undefined) {
    problems.push(`${file}: ${lines} lines, over the limit of ${LIMIT} (split it along its use cases)`);
  } else if (lines > allowed) {
    problems.push(`${file}: ${lines} lines, grew beyond its baselined ${allowed} (split it, do not grow it)`);
  }
}
if (problems.length > 0) {
  console.error(`file sizes: ${problems.length} file(s) too long\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const known = Object.keys(baseline).filter((file) => (counts[file] ?? 0) > LIMIT).length;
console.log(
  `file sizes: ${Object.keys(counts).length} source files, none new over ${LIMIT} lines (${known} known in the baseline)`,
);
