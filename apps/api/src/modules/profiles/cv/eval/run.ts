import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { CvDraft } from "@mkt/contracts";
import type { CatalogueEntry } from "../skills.ts";
import { emptyScores, FIELDS, type Field, type Scores, scoreCv } from "./score.ts";
import type { CvTruth } from "./truth.ts";

/** Parses one file into a draft (the worker task's own function, run in this thread). */
export type ParseFile = (
  data: Uint8Array,
  kind: "pdf" | "docx",
) => Promise<{ ok: true; draft: CvDraft["draft"] } | { ok: false; code: string }>;

export type Evaluation = {
  files: number;
  failures: { file: string; code: string }[];
  scores: Scores;
  /** Milliseconds per file, sorted. */
  times: number[];
  p95Ms: number;
};

/** Scores the parser on a folder of CVs with a truth.json (format of the development set's README). */
export async function evaluateFolder(
  dir: string,
  catalogue: readonly CatalogueEntry[],
  today: string,
  parse: ParseFile,
  onDraft?: (truth: CvTruth, draft: CvDraft["draft"]) => void,
): Promise<Evaluation> {
  const truths = JSON.parse(await readFile(join(dir, "truth.json"), "utf8")) as CvTruth[];
  const scores = emptyScores();
  const failures: Evaluation["failures"] = [];
  const times: number[] = [];
  for (const truth of truths) {
    const data = await readFile(join(dir, truth.file));
    const kind = truth.file.toLowerCase().endsWith(".docx") ? "docx" : "pdf";
    const started = performance.now();
    const result = await parse(new Uint8Array(data), kind);
    times.push(performance.now() - started);
    if (!result.ok) {
      failures.push({ file: truth.file, code: result.code });
      continue;
    }
    onDraft?.(truth, result.draft);
    scoreCv(scores, truth, result.draft, catalogue, today);
  }
  times.sort((a, b) => a - b);
  const p95Ms = times.length ? (times[Math.ceil(times.length * 0.95) - 1] ?? 0) : 0;
  return { files: truths.length, failures, scores, times, p95Ms };
}

/** A score as a share (null when the set has nothing to score for that field). */
export const share = (scores: Scores, field: Field) =>
  scores[field].total ? scores[field].hit / scores[field].total : null;

const LABELS: Record<Field, string> = {
  name: "full name",
  email: "e-mail",
  phone: "phone",
  city: "city",
  skills_recall: "skills recall",
  skills_precision: "skills precision",
  languages: "languages with the right level",
  experiences_recall: "work experiences recall (role, company, start year)",
  experiences_precision: "work experiences precision",
  education: "education (degree, institution)",
  certifications: "certifications",
  experience_years: "total years of experience within ±1",
  seniority: "seniority band",
};

/** The table, as Markdown. */
export function formatTable(evaluation: Evaluation): string {
  const rows = FIELDS.map((f) => {
    const s = share(evaluation.scores, f);
    const { hit, total } = evaluation.scores[f];
    return `| ${LABELS[f]} | ${s === null ? "—" : s.toFixed(2)} | ${hit}/${total} |`;
  });
  return [
    "| field | score | hits |",
    "|---|---|---|",
    ...rows,
    `| p95 parse time | ${(evaluation.p95Ms / 1000).toFixed(2)} s | ${evaluation.files} files |`,
  ].join("\n");
}
