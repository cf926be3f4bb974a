import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resetDatabase, testDatabase } from "../../../../test/database.ts";
import { cvSpokenLanguages, cvTechnologies } from "../../cv-vocabulary.ts";
import { parseCvFile } from "../../cv-worker-task.ts";
import { evaluateFolder, share } from "./run.ts";
import { FIELDS } from "./score.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const THRESHOLDS = JSON.parse(readFileSync(join(HERE, "thresholds.json"), "utf8")) as Record<
  string,
  Record<string, number>
>;
/** The development set of real CVs lives beside the repository (../shared/cv-dev), or where CV_DEV_DIR says. */
const DEV_SET = process.env.CV_DEV_DIR ?? resolve(HERE, "../../../../../../../../shared/cv-dev");
const SETS: [name: string, dir: string][] = [
  ["fixtures", resolve(HERE, "../fixtures")],
  ["cv-dev", DEV_SET],
];
// The truth's "present" and the years of work are counted to this day, as when the thresholds were set.
const TODAY = "2026-11-26";

describe("CV parser against its thresholds (npm run eval:cv figures)", () => {
  for (const [name, dir] of SETS) {
    it.skipIf(!existsSync(join(dir, "truth.json")))(
      `keeps every field of the ${name} set at or above its threshold`,
      async () => {
        const database = await testDatabase();
        await resetDatabase(database);
        const catalogue = await cvTechnologies(database.db);
        const languages = await cvSpokenLanguages(database.db);
        const evaluation = await evaluateFolder(dir, catalogue, TODAY, (data, kind) =>
          parseCvFile({ data, kind, technologies: catalogue, languages, today: TODAY }),
        );
        expect(evaluation.failures).toEqual([]);
        const thresholds = THRESHOLDS[name] ?? {};
        const below = FIELDS.flatMap((field) => {
          const value = share(evaluation.scores, field);
          const min = thresholds[field];
          return value !== null && min !== undefined && value < min ? [{ field, value, min }] : [];
        });
        expect(below).toEqual([]);
      },
      120_000,
    );
  }
});
