import type { CvDraft } from "@mkt/contracts";
import type { CatalogueEntry } from "../skills.ts";
import { type CvTruth, LANGUAGE_CODES, normalise, sameText, truthBand, truthYears } from "./truth.ts";

type Draft = CvDraft["draft"];

/** Hits over a total, per field; a field whose total is 0 on a set is not scored there. */
export type Tally = { hit: number; total: number };
export const FIELDS = [
  "name",
  "email",
  "phone",
  "city",
  "skills_recall",
  "skills_precision",
  "languages",
  "experiences_recall",
  "experiences_precision",
  "education",
  "certifications",
  "experience_years",
  "seniority",
] as const;
export type Field = (typeof FIELDS)[number];
export type Scores = Record<Field, Tally>;

export const emptyScores = (): Scores =>
  Object.fromEntries(FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as Scores;

const add = (t: Tally, hit: number, total: number) => {
  t.hit += hit;
  t.total += total;
};

/** A single value: right when equal after normalising, and a null truth is right only when nothing was invented. */
function single(
  t: Tally,
  truth: string | null,
  found: string | null,
  equal: (a: string, b: string) => boolean,
) {
  add(t, truth === null ? Number(found === null) : Number(found !== null && equal(truth, found)), 1);
}

const digits = (s: string) => s.replace(/\s+/g, "");

/** One-to-one matches between truth items and found items (greedy, in truth order). */
function matches<T, F>(truth: readonly T[], found: readonly F[], same: (t: T, f: F) => boolean): number {
  const used = new Set<number>();
  let hits = 0;
  for (const t of truth) {
    const i = found.findIndex((f, n) => !used.has(n) && same(t, f));
    if (i >= 0) {
      used.add(i);
      hits++;
    }
  }
  return hits;
}

const yearOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 4) : null);

/** Adds one CV's scores: what the draft found against its truth. */
export function scoreCv(
  scores: Scores,
  truth: CvTruth,
  draft: Draft,
  catalogue: readonly CatalogueEntry[],
  today: string,
): void {
  const name = [draft.firstname, draft.lastname].filter(Boolean).join(" ") || null;
  single(scores.name, truth.name, name, sameText);
  single(scores.email, truth.email, draft.email, (a, b) => a.toLowerCase() === b.toLowerCase());
  single(scores.phone, truth.phone, draft.phone, (a, b) => digits(a) === digits(b));
  single(scores.city, truth.city, draft.city, (a, b) => normalise(a) === normalise(b));

  if (truth.skills.length) {
    const spellings = new Map(catalogue.map((c) => [c.id, [c.name, ...c.aliases].map(normalise)]));
    const names = draft.skills.map((s) => spellings.get(s.technology_id) ?? [normalise(s.name)]);
    const wanted = truth.skills.map(normalise);
    add(
      scores.skills_recall,
      matches(wanted, names, (t, f) => f.includes(t)),
      wanted.length,
    );
    add(
      scores.skills_precision,
      matches(names, wanted, (f, t) => f.includes(t)),
      names.length,
    );
  }

  for (const l of truth.languages) {
    const code = LANGUAGE_CODES[normalise(l.language)];
    const found = code ? draft.languages.find((d) => d.code === code) : undefined;
    // A level written in words ("buono", "fluent") has no single CEFR grade: only the language is checked.
    const levels = l.level ? levelsOf(l.level) : [];
    add(scores.languages, Number(Boolean(found && (!levels.length || levels.includes(found.level)))), 1);
  }

  // An entry whose start the CV does not give cannot be a draft experience (its start date is required).
  const jobs = truth.experiences.filter((e) => e.start);
  const sameJob = (t: CvTruth["experiences"][number], f: Draft["experiences"][number]) =>
    sameText(t.role, f.role) &&
    (t.company === null || sameText(t.company, f.company)) &&
    yearOf(t.start) === yearOf(f.start_date);
  const jobHits = matches(jobs, draft.experiences, sameJob);
  add(scores.experiences_recall, jobHits, jobs.length);
  if (jobs.length || draft.experiences.length)
    add(scores.experiences_precision, jobHits, draft.experiences.length);

  const education = draft.education ?? [];
  add(
    scores.education,
    matches(
      truth.education,
      education,
      (t, f) =>
        (t.degree === null ||
          sameText(t.degree, f.degree) ||
          (f.field !== null && sameText(t.degree, `${f.degree} ${f.field}`))) &&
        (t.institution === null || sameText(t.institution, f.institution)),
    ),
    truth.education.length,
  );
  add(
    scores.certifications,
    matches(truth.certifications, draft.certifications ?? [], (t, f) => sameText(t, f.name)),
    truth.certifications.length,
  );

  const years = truthYears(truth, today);
  if (years !== null) {
    add(
      scores.experience_years,
      Number(draft.experience_years !== null && Math.abs(draft.experience_years - years) <= 1),
      1,
    );
    add(scores.seniority, Number(draft.seniority === truthBand(years)), 1);
  }
}

/** The CEFR grades of a level as written ("C1", "C1/C1/B2/B2/B1", "madrelingua" → native). */
function levelsOf(level: string): string[] {
  const grades = level.toUpperCase().match(/[ABC][12]/g);
  if (grades) return grades;
  if (/madre|native|mother/i.test(level)) return ["native"];
  return [];
}
