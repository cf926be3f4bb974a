import type { CvDraft, ProfileSeniority } from "@mkt/contracts";
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** YYYY-MM-01 of one end of a range, or null for "present". */
export function parseRangeEnd(raw: string): string | null | undefined {
  const value = raw.trim().toLowerCase().replace(/\.$/, "");
  if (PRESENT.test(value)) return null;
  const pad = (m: number) => String(m).padStart(2, "0");
  let match = /^(\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12)
    return `${match[2]}-${pad(Number(match[1]))}-01`;
  match = /^(\d{4})[/.-](\d{1,2})$/.exec(value);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return `${match[1]}-${pad(Number(match[2]))}-01`;
  match = /^([a-zà-ù]+)\.?\s+(\d{4})$/.exec(value);
  if (match && MONTHS[match[1]!]) return `${match[2]}-${pad(MONTHS[match[1]!]!)}-01`;
  match = /^(\d{4})$/.exec(value);
  if (match) return `${match[1]}-01-01`;
  return undefined;
}

/** Technologies of the lookup list named in a text, longest names first so "React Native" is not also "React". */
export function findTechnologies(text: string, technologies: readonly KnownTechnology[]): number[] {
  const byName = new Map(technologies.map((t) => [t.name.toLowerCase(), t.id]));
  const candidates: [spelling: string, id: number][] = technologies.map((t) => [t.name, t.id]);
  for (const [alias, name] of Object.entries(ALIASES)) {
    const id = byName.get(name.toLowerCase());
    if (id !== undefined) candidates.push([alias, id]);
  }
  candidates.sort((a, b) => b[0].length - a[0].length);
  let rest = text;
  const found: number[] = [];
  for (const [spelling, id] of candidates) {
    const pattern = new RegExp(
      `(?<![\\w#+&.\\-/])${escapeRegExp(spelling)}(?![\\w#+&]|\\.\\w)`,
      CASE_SENSITIVE.has(spelling) ? "g" : "gi",
    );
    if (!pattern.test(rest)) continue;
    if (!found.includes(id)) found.push(id);
    rest = rest.replace(pattern, " ");
  }
  return found;
}

function levelFromText(line: string): string | null {
  const cefr = /\b([ABC][12])\b/.exec(line);
  if (cefr) return cefr[1]!;
  if (/madrelingua|native|mother tongue|lingua madre/i.test(line)) return "native";
  if (/bilingual|bilingue|fluent|fluente|ottim[oa]|excellent|advanced|avanzat[oa]|proficient/i.test(line))
    return "C1";
  if (/\b(good|buon[oa]|upper[- ]intermediate)\b/i.test(line)) return "B2";
  if (/intermediate|intermedi[oa]|discret[oa]/i.test(line)) return "B1";
  if (/basic|base|elementary|scolastic[oa]|beginner/i.test(line)) return "A2";
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

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){2,4}\d{2,4}/g;

function findPhone(text: string): string | null {
  for (const match of text.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, "");
    // Date ranges and years are not phone numbers: a phone has 8–15 digits and no year-like shape.
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^\d{4}\s*[-–]\s*\d{4}$/.test(match[0].trim())) continue;
    return match[0].trim();
  }
  return null;
}

function looksLikeName(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => /^[A-ZÀ-Ý][A-Za-zÀ-ÿ'’-]+$/.test(w) || /^[A-ZÀ-Ý]{2,}$/.test(w)) &&
    !ROLE_WORDS.test(line) &&
    !SECTION_HEADING.test(line)
  );
}

const titleCase = (w: string) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w);

function seniorityFrom(title: string | null, years: number | null): ProfileSeniority | null {
  if (title) {
    if (/\b(junior|jr\.?|stagista|intern|trainee)\b/i.test(title)) return "junior";
    if (/\b(principal|head|chief|expert|esperto)\b/i.test(title)) return "expert";
    if (/\b(senior|sr\.?|lead)\b/i.test(title)) return "senior";
  }
  if (years === null) return null;
  if (years <= 2) return "junior";
  if (years <= 5) return "middle";
  if (years <= 10) return "senior";
  return "expert";
}

function splitRoleCompany(rest: string): { role: string; company: string } {
  const clean = rest
    .replace(/^[\s,:;|–—-]+|[\s,:;|–—-]+$/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  const at = /^(.+?)\s+(?:at|presso|@)\s+(.+)$/i.exec(clean);
  if (at) return { role: at[1]!.trim(), company: at[2]!.trim() };
  const parts = clean
    .split(/\s*(?:\||–|—|,|\s-\s)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const [a, b] = parts as [string, string];
    return ROLE_WORDS.test(b) && !ROLE_WORDS.test(a) ? { role: b, company: a } : { role: a, company: b };
  }
  return ROLE_WORDS.test(clean) ? { role: clean, company: "" } : { role: "", company: clean };
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
    const line = lines[start]!;
    const match = RANGE.exec(line)!;
    const startDate = parseRangeEnd(match[1]!);
    const endDate = parseRangeEnd(match[2]!);
    if (!startDate || endDate === undefined || (endDate && endDate < startDate)) return;
    // Years outside a working life are phone or document numbers, not dates.
    if (startDate < "1950" || startDate > today || (endDate && endDate.slice(0, 4) > today.slice(0, 4)))
      return;
    const next = starts[n + 1] ?? lines.length;
    const body: string[] = [];
    for (let i = start + 1; i < next && body.length < 12; i++) {
      const l = lines[i]!;
      if (SECTION_HEADING.test(l)) break;
      body.push(l);
    }
    let { role, company } = splitRoleCompany(line.replace(match[0], " "));
    // "Company" or "Role" alone on the date line: the other one is usually the next line.
    if ((!role || !company) && body.length > 0) {
      const other = body[0]!;
      if (!role && ROLE_WORDS.test(other)) role = body.shift()!;
      else if (!company && !ROLE_WORDS.test(other) && other.length <= 80) company = body.shift()!;
      else if (!role) role = body.shift()!;
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
  const text = raw.replace(/\r/g, "").replace(/\u00a0/g, " ");
  const lines = text
    .split("\n")
    .map((l) => l.replace(/[ \t]+/g, " ").trim())
    .filter(Boolean);
  const email = EMAIL.exec(text)?.[0].toLowerCase() ?? null;
  const phone = findPhone(text.replace(EMAIL, " "));

  const top = lines.slice(0, 8);
  const nameIndex = top.findIndex(looksLikeName);
  const nameWords = nameIndex >= 0 ? top[nameIndex]!.split(/\s+/).map(titleCase) : [];
  const titleLine =
    top.find((l, i) => i !== nameIndex && ROLE_WORDS.test(l) && !RANGE.test(l) && !EMAIL.test(l)) ?? null;
  const title = titleLine ? titleLine.replace(/^(title|ruolo|posizione)\s*:\s*/i, "").slice(0, 120) : null;

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
    CITIES.map((c) => [c, head.search(new RegExp(`\\b${c}\\b`))] as const)
      .filter(([, at]) => at >= 0)
      .sort((a, b) => a[1] - b[1])[0]?.[0] ?? null;

  return {
    firstname: nameWords.length ? nameWords[0]! : null,
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
