import { yearsOfWork } from "../seniority.ts";

/** One CV's hand-read truth, in the format of the development set's truth.json (see its README). */
export type CvTruth = {
  file: string;
  language: "it" | "en";
  layout: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  title: string | null;
  skills: string[];
  languages: { language: string; level: string | null }[];
  experiences: { role: string; company: string | null; start: string | null; end: string | null }[];
  education: { degree: string | null; institution: string | null; end: string | null }[];
  certifications: string[];
  notes?: string;
};

/** Lower case, no accents, punctuation as spaces (but + and # kept: C++, C#), single spaces. */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim();
}

/**
 * The same text for a person reading it: equal once normalised, or one inside the other when the shorter is at
 * least half of the longer ("Dunamu Inc." and "Dunamu Inc", "Google" and "Google Inc.").
 */
export function sameText(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length * 2 >= long.length && ` ${long} `.includes(` ${short} `);
}

/** Spoken language names (English and Italian, as CVs write them) → ISO 639-1. */
export const LANGUAGE_CODES: Record<string, string> = {
  english: "en",
  inglese: "en",
  italian: "it",
  italiano: "it",
  italiana: "it",
  french: "fr",
  francese: "fr",
  german: "de",
  tedesco: "de",
  spanish: "es",
  spagnolo: "es",
  portuguese: "pt",
  portoghese: "pt",
  dutch: "nl",
  olandese: "nl",
  romanian: "ro",
  rumeno: "ro",
  polish: "pl",
  polacco: "pl",
  russian: "ru",
  russo: "ru",
  arabic: "ar",
  arabo: "ar",
  chinese: "zh",
  cinese: "zh",
  mandarin: "zh",
  japanese: "ja",
  giapponese: "ja",
  ukrainian: "uk",
  ucraino: "uk",
  albanian: "sq",
  albanese: "sq",
};

/** A truth date (YYYY, YYYY-MM or "present") as YYYY-MM-01; a bare year starts in January, ends in December. */
function truthDate(value: string, end: boolean, today: string): string {
  if (value === "present") return today;
  return value.length === 4 ? `${value}-${end ? "12" : "01"}-01` : `${value}-01`;
}

/** Years of work of the truth's experiences (overlaps once), or null when no experience has a start. */
export function truthYears(truth: CvTruth, today: string): number | null {
  const periods = truth.experiences.flatMap((e) =>
    e.start
      ? [{ start: truthDate(e.start, false, today), end: truthDate(e.end ?? e.start, true, today) }]
      : [],
  );
  return periods.length ? yearsOfWork(periods) : null;
}

export { seniorityForYears as truthBand } from "../seniority.ts";
