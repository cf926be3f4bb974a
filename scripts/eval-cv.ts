// npm run eval:cv -- DIR [--verbose] [--misses] [--today YYYY-MM-DD]
// Scores the CV parser on a folder of CVs with a truth.json (format: ../shared/cv-dev/README.md) and prints the
// table of issue 19. --misses lists, per CV, what the draft missed or added (skills, experiences, education,
// certifications); --verbose prints every draft. The technology catalogue and the spoken languages are read from a
// fresh in-memory database with the reference data, so the figures follow the skills taxonomy the seed holds.
import { resolve } from "node:path";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { missesOf } from "../apps/api/src/modules/profiles/cv/eval/misses.ts";
import { evaluateFolder, formatTable } from "../apps/api/src/modules/profiles/cv/eval/run.ts";
import { cvSpokenLanguages, cvTechnologies } from "../apps/api/src/modules/profiles/cv-vocabulary.ts";
import { parseCvFile } from "../apps/api/src/modules/profiles/cv-worker-task.ts";
import { seedReference } from "../apps/api/src/seed/reference.ts";

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith("--"));
if (!dir) {
  console.error("usage: npm run eval:cv -- DIR [--verbose] [--misses] [--today YYYY-MM-DD]");
  process.exit(2);
}
const todayAt = args.indexOf("--today");
const today = todayAt >= 0 ? String(args[todayAt + 1]) : new Date().toISOString().slice(0, 10);
const verbose = args.includes("--verbose");
const misses = args.includes("--misses");

const database = await openDatabase({});
await database.migrate();
await seedReference(database.db);
// The parser's vocabulary as the API passes it: offered technologies (with the spellings that need a skills
// context) and the enabled spoken languages.
const catalogue = await cvTechnologies(database.db);
const languages = await cvSpokenLanguages(database.db);
await database.close();

const evaluation = await evaluateFolder(
  resolve(dir),
  catalogue,
  today,
  (data, kind) => parseCvFile({ data, kind, technologies: catalogue, languages, today }),
  (truth, draft) => {
    if (verbose) console.log(`\n## ${truth.file}\n${JSON.stringify(draft, null, 1)}`);
    if (misses)
      console.log(
        `\n## ${truth.file}\n${missesOf(truth, draft, catalogue).join("\n") || "  nothing missed"}`,
      );
  },
);
console.log(
  `\n${resolve(dir)}: ${evaluation.files} CVs, catalogue of ${catalogue.length} technologies, today ${today}\n`,
);
console.log(formatTable(evaluation));
for (const f of evaluation.failures) console.log(`refused: ${f.file} (${f.code})`);
