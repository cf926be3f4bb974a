import { type CvDraft, must, type ProfileSeniority } from "@mkt/contracts";
import { findPhone, splitRoleCompany } from "./cv-fields.ts";
import {
  A2_LEVEL,
  ASCII,
  B1_LEVEL,
  B2_LEVEL,
  BLANKS,
  C1_LEVEL,
  CARRIAGE_RETURNS,
  CEFR_LEVEL,
  cityPattern,
  EMAIL,
  EXPERT_TITLE,
  INITIALS_WORD,
  JUNIOR_TITLE,
  MONTH_NAME_YEAR,
  MONTH_YEAR_NUMERIC,
  NAME_WORD,
  NATIVE_LEVEL,
  NO_BREAK_SPACES,
  SENIOR_TITLE,
  SPACES,
  TITLE_LABEL,
  TRAILING_DOT,
  technologyPattern,
  YEAR,
  YEAR_MONTH_NUMERIC,
} from "./cv-patterns.ts";
import {
  ALIASES,
  CASE_SENSITIVE,
  CITIES,
  CITY_EN_TO_IT,
  LANGUAGE_HEADING,
  LANGUAGE_NAMES,
  MONTHS,
  PRESENT,
  RANGE,
  ROLE_WORDS,
  SECTION_HEADING,
  STUDIES_HEADING,
} from "./cv-vocabulary.ts";

/** A technology of the lookup list. */
export type KnownTechnology = { id: number; name: string };
type Draft = CvDraft["draft"];

/** YYYY-MM-01 of one end of a range, or null for "present". */
export function parseRangeEnd(raw: string): string | null | undefined {
  const value = raw.trim().toLowerCase().replace(TRAILING_DOT, "");
  if (PRESENT.test(value)) return null;
  const pad = (m: number) => String(m).padStart(2, "0");
  let match = MONTH_YEAR_NUMERIC.exec(value);
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12)
    return `${match[2]}-${pad(Number(match[1]))}-01`;
  match = YEAR_MONTH_NUMERIC.exec(value);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return `${match[1]}-${pad(Number(match[2]))}-01`;
  match = MONTH_NAME_YEAR.exec(value);
  const month = match ? MONTHS[must(match[1], "month name")] : undefined;
  if (match && month) return `${match[2]}-${pad(month)}-01`;
  match = YEAR.exec(value);
  if (match) return `${match[1]}-01-01`;
  return undefined;
}

/**
 * Technologies of the lookup list named in a text, longest names first so "React Native" is not also "React".
 * Each spelling is an escaped literal between look-arounds (linear); a plain substring check skips the
 * spellings absent from the text before any regular expression runs.
 */
export function findTechnologies(text: string, technologies: readonly KnownTechnology[]): number[] {
  const byName = new Map(technologies.map((t) => [t.name.toLowerCase(), t.id]));
  const candidates: [spelling: string, id: number][] = technologies.map((t) => [t.name, t.id]);
  for (const [alias, name] of Object.entries(ALIASES)) {
    const id = byName.get(name.toLowerCase());
    if (id !== undefined) candidates.push([alias, id]);
  }
  candidates.sort((a, b) => b[0].length - a[0].length);
  let rest = text;
  let restLower = rest.toLowerCase();
  const found: number[] = [];
  for (const [spelling, id] of candidates) {
    const caseSensitive = CASE_SENSITIVE.has(spelling);
    // An ASCII spelling matches case-insensitively only where its lower-case form is a substring.
    if (
      caseSensitive
        ? !rest.includes(spelling)
        : ASCII.test(spelling) && !restLower.includes(spelling.toLowerCase())
    )
      continue;
    const pattern = technologyPattern(spelling, caseSensitive);
    if (!pattern.test(rest)) continue;
    if (!found.includes(id)) found.push(id);
    rest = rest.replace(pattern, " ");
    restLower = rest.toLowerCase();
  }
  return found;
}

function levelFromText(line: string): string | null {
  const cefr = CEFR_LEVEL.exec(line);
  if (cefr) return must(cefr[1], "CEFR level");
  if (NATIVE_LEVEL.test(line)) return "native";
  if (C1_LEVEL.test(line)) return "C1";
  if (B2_LEVEL.test(line)) return "B2";
  if (B1_LEVEL.test(line)) return "B1";
  if (A2_LEVEL.test(line)) return "A2";
  return null;
}

export function findLanguages(lines: readonly string[]): { code: string; level: string }[] {
  const result = new Map<string, string>();
  let inSection = false;
  for (const line of lines) {
    if (LANGUAGE_HEADING.test(line)) {
      inSection = true;
    } else if (SECTION_HEADING.test(line)) {
      inSection = false;
    }
    for (const [code, pattern] of LANGUAGE_NAMES) {
      if (result.has(code) || !pattern.test(line)) continue;
      const level = levelFromText(line);
      if (level) result.set(code, level);
      else if (inSection) result.set(code, "B1");
    }
  }
  return [...result].map(([code, level]) => ({ code, level }));
}

function looksLikeName(line: string): boolean {
  const words = line.trim().split(SPACES);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => NAME_WORD.test(w) || INITIALS_WORD.test(w)) &&
    !ROLE_WORDS.test(line) &&
    !SECTION_HEADING.test(line)
  );
}

const titleCase = (w: string) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w);

function seniorityFrom(title: string | null, years: number | null): ProfileSeniority | null {
  if (title) {
    if (JUNIOR_TITLE.test(title)) return "junior";
    if (EXPERT_TITLE.test(title)) return "expert";
    if (SENIOR_TITLE.test(title)) return "senior";
  }
  if (years === null) return null;
  if (years <= 2) return "junior";
  if (years <= 5) return "middle";
  if (years <= 10) return "senior";
  return "expert";
}

function monthsBetween(start: string, end: string): number {
  const [sy, sm] = start.split("-").map(Number) as [number, number];
  const [ey, em] = end.split("-").map(Number) as [number, number];
  return Math.max(1, (ey - sy) * 12 + (em - sm));
}

type Block = Draft["experiences"][number] & { text: string };

function findExperiences(
  lines: readonly string[],
  technologies: readonly KnownTechnology[],
  today: string,
): Block[] {
  const starts: number[] = [];
  let inStudies = false;
  lines.forEach((line, i) => {
    if (SECTION_HEADING.test(line)) inStudies = STUDIES_HEADING.test(line);
    // Date ranges under education and certifications are studies, not work experience.
    else if (!inStudies && RANGE.test(line)) starts.push(i);
  });
  const blocks: Block[] = [];
  starts.forEach((start, n) => {
    const line = must(lines[start], "line of a date range");
    const match = must(RANGE.exec(line), "date range on its line");
    const startDate = parseRangeEnd(must(match[1], "range start"));
    const endDate = parseRangeEnd(must(match[2], "range end"));
    if (!startDate || endDate === undefined || (endDate && endDate < startDate)) return;
    // Years outside a working life are phone or document numbers, not dates.
    if (startDate < "1950" || startDate > today || (endDate && endDate.slice(0, 4) > today.slice(0, 4)))
      return;
    const next = starts[n + 1] ?? lines.length;
    const body: string[] = [];
    for (let i = start + 1; i < next && body.length < 12; i++) {
      const l = must(lines[i], "line of an experience");
      if (SECTION_HEADING.test(l)) break;
      body.push(l);
    }
    let { role, company } = splitRoleCompany(line.replace(match[0], " "));
    // "Company" or "Role" alone on the date line: the other one is usually the next line.
    if ((!role || !company) && body.length > 0) {
      const other = must(body[0], "line after the date line");
      const takeOther = () => must(body.shift(), "line after the date line");
      if (!role && ROLE_WORDS.test(other)) role = takeOther();
      else if (!company && !ROLE_WORDS.test(other) && other.length <= 80) company = takeOther();
      else if (!role) role = takeOther();
    }
    const description = body.join("\n").trim();
    blocks.push({
      company: company.slice(0, 120),
      role: role.slice(0, 120),
      start_date: startDate,
      end_date: endDate,
      description: description ? description.slice(0, 4000) : null,
      technology_ids: findTechnologies(`${line}\n${description}`, technologies),
      text: `${line}\n${description}`,
    });
  });
  return blocks;
}

/**
 * Reads a CV's plain text into a draft profile: contact details, name and title from the top lines,
 * technologies of the lookup list (with common aliases), languages with their level, experience blocks by
 * their date ranges, and a seniority guessed from the title or the years of experience.
 */
export function parseCvText(raw: string, technologies: readonly KnownTechnology[], today: string): Draft {
  const text = raw.replace(CARRIAGE_RETURNS, "").replace(NO_BREAK_SPACES, " ");
  const lines = text
    .split("\n")
    .map((l) => l.replace(BLANKS, " ").trim())
    .filter(Boolean);
  const email = EMAIL.exec(text)?.[0].toLowerCase() ?? null;
  const phone = findPhone(text.replace(EMAIL, " "));

  const top = lines.slice(0, 8);
  const nameIndex = top.findIndex(looksLikeName);
  const nameWords = nameIndex >= 0 ? must(top[nameIndex], "name line").split(SPACES).map(titleCase) : [];
  const titleLine =
    top.find((l, i) => i !== nameIndex && ROLE_WORDS.test(l) && !RANGE.test(l) && !EMAIL.test(l)) ?? null;
  const title = titleLine ? titleLine.replace(TITLE_LABEL, "").slice(0, 120) : null;

  const blocks = findExperiences(lines, technologies, today);
  const firstStart = blocks.map((b) => b.start_date).sort()[0];
  const experienceYears = firstStart ? Math.floor(monthsBetween(firstStart, today) / 12) : null;

  const techIds = findTechnologies(text, technologies);
  const names = new Map(technologies.map((t) => [t.id, t.name]));
  const skills = techIds.map((id) => {
    const months = blocks
      .filter((b) => b.technology_ids.includes(id))
      .reduce((sum, b) => sum + monthsBetween(b.start_date, b.end_date ?? today), 0);
    const years = Math.max(1, Math.round(months / 12));
    const level = years >= 8 ? 5 : years >= 5 ? 4 : years >= 3 ? 3 : 2;
    return { technology_id: id, name: names.get(id) ?? "", years, level };
  });

  // The first city named near the top (where the address usually is).
  const head = lines.slice(0, 15).join(" ");
  const city =
    CITIES.map((c) => [c, head.search(cityPattern(c))] as const)
      .filter(([, at]) => at >= 0)
      .sort((a, b) => a[1] - b[1])[0]?.[0] ?? null;

  return {
    firstname: nameWords.length ? must(nameWords[0], "first name") : null,
    lastname: nameWords.length ? nameWords.slice(1).join(" ") : null,
    title,
    seniority: seniorityFrom(title, experienceYears),
    email,
    phone,
    city: city ? (CITY_EN_TO_IT[city] ?? city) : null,
    skills,
    languages: findLanguages(lines),
    experiences: blocks.map(({ text: _text, ...b }) => b),
    experience_years: experienceYears,
  };
}
