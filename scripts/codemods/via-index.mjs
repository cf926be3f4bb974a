// One-off codemod (issue 14): imports that reach into another API module or web feature are rewritten to go
// through that module's index.ts, and the imported names are added to the index as re-exports.
// Usage: node scripts/codemods/via-index.mjs [--dry]   (reads the dependency-cruiser baseline for the pairs)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

const dry = process.argv.includes("--dry");
const root = process.cwd();
const known = JSON.parse(readFileSync(join(root, ".dependency-cruiser-known-violations.json"), "utf8"));

const unitOf = (path) => {
  let m = /^(apps\/api\/src\/modules\/[^/]+)\//.exec(path);
  if (m) return { dir: m[1], index: `${m[1]}/index.ts` };
  m = /^(apps\/web\/src\/features\/[^/]+)\//.exec(path);
  if (m) {
    const tsx = `${m[1]}/index.tsx`;
    return { dir: m[1], index: existsSync(join(root, tsx)) ? tsx : `${m[1]}/index.ts` };
  }
  return null;
};

const pairs = known.filter(
  (v) =>
    (v.rule.name === "api-module-via-index" || v.rule.name === "web-feature-boundaries") &&
    unitOf(v.to) &&
    /\.(ts|tsx)$/.test(v.to),
);

/** index path → Map(name → { file, typeOnly }) */
const exportsOf = new Map();
const problems = [];

function addExport(index, name, file, typeOnly) {
  if (!exportsOf.has(index)) exportsOf.set(index, new Map());
  const m = exportsOf.get(index);
  const prev = m.get(name);
  if (prev && prev.file !== file) problems.push(`${index}: ${name} from both ${prev.file} and ${file}`);
  if (prev) prev.typeOnly = prev.typeOnly && typeOnly;
  else m.set(name, { file, typeOnly });
}

// Existing index files keep what they export.
function readExistingIndex(index) {
  const abs = join(root, index);
  if (!existsSync(abs)) return;
  const sf = ts.createSourceFile(abs, readFileSync(abs, "utf8"), ts.ScriptTarget.Latest, true);
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier || !st.exportClause) {
      if (!ts.isExportDeclaration(st)) continue;
      problems.push(`${index}: unsupported export statement`);
      continue;
    }
    const file = join(dirname(index), st.moduleSpecifier.text);
    for (const el of st.exportClause.elements) {
      if (el.propertyName) problems.push(`${index}: renamed export ${el.name.text}`);
      addExport(index, el.name.text, file, st.isTypeOnly || el.isTypeOnly);
    }
  }
}

const byFrom = new Map();
for (const p of pairs) {
  if (!byFrom.has(p.from)) byFrom.set(p.from, new Set());
  byFrom.get(p.from).add(p.to);
}
const indexes = new Set([...pairs].map((p) => unitOf(p.to).index));
for (const index of indexes) readExistingIndex(index);

let rewritten = 0;
for (const [from, targets] of byFrom) {
  const abs = join(root, from);
  let text = readFileSync(abs, "utf8");
  const sf = ts.createSourceFile(abs, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const st of sf.statements) {
    const isImport = ts.isImportDeclaration(st);
    const isReexport = ts.isExportDeclaration(st) && st.moduleSpecifier;
    if (!isImport && !isReexport) continue;
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith(".")) continue;
    const resolved = join(dirname(from), spec);
    if (!targets.has(resolved)) continue;
    const index = unitOf(resolved).index;
    if (isImport) {
      const clause = st.importClause;
      if (!clause || clause.name || (clause.namedBindings && !ts.isNamedImports(clause.namedBindings))) {
        problems.push(`${from}: default or namespace import of ${spec}`);
        continue;
      }
      for (const el of clause.namedBindings?.elements ?? []) {
        const name = (el.propertyName ?? el.name).text;
        addExport(index, name, resolved, clause.isTypeOnly || el.isTypeOnly);
      }
    } else {
      for (const el of st.exportClause?.elements ?? []) {
        addExport(index, (el.propertyName ?? el.name).text, resolved, st.isTypeOnly || el.isTypeOnly);
      }
    }
    let rel = relative(dirname(from), index);
    if (!rel.startsWith(".")) rel = `./${rel}`;
    edits.push({
      start: st.moduleSpecifier.getStart(sf),
      end: st.moduleSpecifier.getEnd(),
      value: `"${rel}"`,
    });
  }
  edits.sort((a, b) => b.start - a.start);
  for (const e of edits) text = text.slice(0, e.start) + e.value + text.slice(e.end);
  if (edits.length) {
    rewritten += edits.length;
    if (!dry) writeFileSync(abs, text);
  }
}

for (const [index, names] of exportsOf) {
  const dir = dirname(index);
  const byFile = new Map();
  for (const [name, { file, typeOnly }] of names) {
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file).push(typeOnly ? `type ${name}` : name);
  }
  const unit = dir.split("/").pop();
  const kind = dir.includes("/modules/") ? "module" : "feature";
  const lines = [
    `// The ${unit} ${kind}'s public face: other ${kind}s import only from here (layer rule ${
      kind === "module" ? "api-module-via-index" : "web-feature-boundaries"
    }).`,
  ];
  for (const file of [...byFile.keys()].sort()) {
    const names = byFile
      .get(file)
      .sort((a, b) => a.replace(/^type /, "").localeCompare(b.replace(/^type /, "")));
    lines.push(`export { ${names.join(", ")} } from "./${relative(dir, file)}";`);
  }
  if (!dry) writeFileSync(join(root, index), `${lines.join("\n")}\n`);
}

console.log(`${rewritten} imports rewritten, ${exportsOf.size} index files`);
for (const p of problems) console.log(`PROBLEM ${p}`);
