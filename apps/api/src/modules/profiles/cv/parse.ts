import { type CvDraft, type CvDraftField, PROFILE_LIMITS, type ProfileSeniority } from "@mkt/contracts";
import { findCity, findEmail, findName, findPhone } from "./contacts.ts";
import { type FoundExperience, sectionExperiences } from "./entries.ts";
import { findLanguages, languageVocabulary, type SpokenLanguageName } from "./languages.ts";
import { ROLE_WORDS } from "./lines.ts";
import { type Section, splitSections } from "./sections.ts";
import { seniorityForYears, yearsOfWork } from "./seniority.ts";
import { listShaped, proseSkills, skillListLine, skillListLines } from "./skill-lines.ts";
import { type CatalogueEntry, SkillMatcher } from "./skills.ts";
import { findCertifications, sectionEducation, studyLine } from "./studies.ts";

type Draft = CvDraft["draft"];

const JUNIOR_TITLE = /\b(junior|jr\.?|stagista|intern|trainee|tirocinante)\b/i;
const SENIOR_TITLE = /\b(senior|sr\.?|lead)\b/i;
const EXPERT_TITLE = /\b(principal|head|chief|expert|esperto|cto|ceo|director)\b/i;

function seniorityFromTitle(title: string | null): ProfileSeniority | null {
  if (!title) return null;
  if (JUNIOR_TITLE.test(title)) return "junior";
  if (EXPERT_TITLE.test(title)) return "expert";
  if (SENIOR_TITLE.test(title)) return "senior";
  return null;
}

const LINE_MAX = 400;

/** A long line cut at spaces into lines of at most LINE_MAX characters (a CV line is short; prose wraps anyway). */
function wrap(line: string): string[] {
  if (line.length <= LINE_MAX) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > LINE_MAX) {
    const space = rest.lastIndexOf(" ", LINE_MAX);
    const cut = space > LINE_MAX / 2 ? space : LINE_MAX;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** The text's lines: carriage returns, no-break and repeated spaces normalised, long lines wrapped, empty dropped. */
function cvLines(raw: string): string[] {
  return raw
    .replace(/\r/g, "")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .flatMap((l) =>
      wrap(
        l
          .replace(/[ \u2000-\u200b]+/g, " ")
          .replace(/ ?\t[ \t]*/g, "\t")
          .trim(),
      ),
    )
    .filter((l) => l && l !== "\t");
}

const of = (sections: Section[], kind: Section["kind"]) =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);

/**
 * Reads a CV's text into a draft profile: sections by their Italian or English headings; contact details, name,
 * title and city from the top and contact lines; skills from the skills sections (the whole text when there is
 * none) matched against the catalogue by name and alias; languages with their level (those of `spokenLanguages`,
 * the enabled spoken_language rows, or a built-in list when it is empty); experiences by their date
 * ranges; education and certifications; years of work (overlaps once) and the seniority band; and how sure each
 * field is (0–1) for the review screen.
 */
export function parseCv(
  raw: string,
  catalogue: readonly CatalogueEntry[],
  today: string,
  spokenLanguages: readonly SpokenLanguageName[] = [],
): Draft {
  const lines = cvLines(raw);
  const sections = splitSections(lines);
  const matcher = new SkillMatcher(catalogue);
  const confidence: Partial<Record<CvDraftField, number>> = {};

  const email = findEmail(raw);
  const emailAt = lines.findIndex((l) => email !== null && l.toLowerCase().includes(email));
  const top = lines.slice(0, 12);
  // Contact details are in the lines before the first heading, the personal section or around the e-mail.
  const opening = (sections[0]?.lines ?? []).slice(0, 15);
  const contactLines = [
    ...opening,
    ...(emailAt >= 0 ? lines.slice(Math.max(0, emailAt - 6), emailAt + 4) : []),
  ];
  const personal = of(sections, "personal");
  const phone = findPhone([...contactLines, ...personal]);
  const name =
    findName([...top, ...personal.slice(0, 6)]) ??
    (emailAt >= 12 ? findName(lines.slice(Math.max(0, emailAt - 6), emailAt + 1)) : null);
  const city = findCity([...contactLines, ...personal]);

  const nameLine = name ? `${name.first} ${name.last}`.toLowerCase() : "";
  const titleLine =
    top.find(
      (l) =>
        ROLE_WORDS.test(l) &&
        !l.toLowerCase().includes(nameLine || "\u0000") &&
        l.length <= 80 &&
        !l.includes("@"),
    ) ?? null;
  const title = titleLine
    ? (titleLine.split("\t").pop() ?? titleLine).replace(/^(title|ruolo|posizione)\s*:\s*/i, "").slice(0, 120)
    : null;

  // Without an experience heading (some converted CVs have none), dated lines outside studies are the jobs.
  const jobSections = sections.some((s) => s.kind === "experience")
    ? sections.filter((s) => s.kind === "experience")
    : [
        {
          kind: "experience" as const,
          lines: sections
            .filter((s) => s.kind !== "education" && s.kind !== "certifications")
            .flatMap((s) => s.lines),
        },
      ];
  // Lines of a skills block (lists of technologies and the list-shaped lines beside them) are no job titles.
  const listed = new Set(lines.filter((l) => skillListLine(l, matcher) !== null));
  for (const [i, l] of lines.entries())
    if ((listed.has(lines[i - 1] ?? "") || listed.has(lines[i + 1] ?? "")) && listShaped(l)) listed.add(l);
  const experiences: FoundExperience[] = jobSections
    .flatMap((s) => sectionExperiences(s.lines, today, listed))
    .slice(0, PROFILE_LIMITS.experiencesMax);
  const years = experiences.length
    ? yearsOfWork(experiences.map((e) => ({ start: e.start_date, end: e.end_date ?? today })))
    : null;

  // Skills from the skills sections; without one, from lines that list skills ("Tools Git, Docker, Linux"); else
  // from the whole text read as prose (ordinary words such as "Oracle" or "Spring" are no skills there).
  const skillLines = of(sections, "skills");
  const listLines = skillLines.length ? null : skillListLines(lines, matcher);
  const skillIds =
    skillLines.length || listLines
      ? matcher.find((skillLines.length ? skillLines : (listLines ?? [])).join("\n"))
      : proseSkills(lines.join("\n"), matcher, new Set());
  // A job's prose names the skills listed (and any unambiguous technology).
  const known = new Set(skillIds);
  const withTech = experiences.map((e) => ({ ...e, ids: proseSkills(e.text, matcher, known) }));
  const skills = skillIds.slice(0, PROFILE_LIMITS.skillsMax).map((id) => {
    const months = withTech
      .filter((e) => e.ids.includes(id))
      .reduce((sum, e) => sum + monthsBetween(e.start_date, e.end_date ?? today), 0);
    const skillYears = Math.max(1, Math.round(months / 12));
    const level = skillYears >= 8 ? 5 : skillYears >= 5 ? 4 : skillYears >= 3 ? 3 : 2;
    return { technology_id: id, name: matcher.name(id) ?? "", years: Math.min(skillYears, 50), level };
  });

  const languageLines = of(sections, "languages");
  const languages = findLanguages(
    languageLines,
    sections.filter((s) => s.kind !== "languages").flatMap((s) => s.lines),
    languageVocabulary(spokenLanguages),
  );
  // Without an education heading, the lines that name a degree, its school and a year.
  const education = sections.some((s) => s.kind === "education")
    ? sections.filter((s) => s.kind === "education").flatMap((s) => sectionEducation(s.lines, today))
    : sectionEducation(
        lines.filter((l) => studyLine(l, today)),
        today,
      );
  const certificationLines = of(sections, "certifications");
  const certifications = findCertifications(
    certificationLines,
    sections
      .filter((s) => s.kind !== "certifications" && s.kind !== "education" && s.kind !== "experience")
      .flatMap((s) => s.lines),
    today,
  );
  const seniority = years !== null ? seniorityForYears(years) : seniorityFromTitle(title);

  if (name) confidence.name = name.labelled ? 0.9 : 0.7;
  if (title) confidence.title = 0.6;
  if (email) confidence.email = 0.95;
  if (phone) confidence.phone = 0.85;
  if (city) confidence.city = city.labelled ? 0.85 : 0.6;
  if (skills.length) confidence.skills = skillLines.length ? 0.85 : listLines ? 0.7 : 0.5;
  if (languages.length) confidence.languages = languages.every((l) => l.stated) ? 0.85 : 0.5;
  if (experiences.length)
    confidence.experiences = round((experiences.filter((e) => e.complete).length / experiences.length) * 0.9);
  if (education.length)
    confidence.education = round(
      (education.filter((e) => e.degree && e.institution).length / education.length) * 0.85,
    );
  if (certifications.length) confidence.certifications = certificationLines.length ? 0.8 : 0.5;
  if (years !== null) confidence.experience_years = 0.7;
  if (seniority) confidence.seniority = years !== null ? 0.6 : 0.4;

  return {
    firstname: name?.first ?? null,
    lastname: name?.last ?? null,
    title,
    seniority,
    email,
    phone,
    city: city?.city ?? null,
    skills,
    languages: languages.slice(0, PROFILE_LIMITS.languagesMax).map(({ code, level }) => ({ code, level })),
    experiences: withTech.map((e) => ({
      company: e.company,
      role: e.role,
      start_date: e.start_date,
      end_date: e.end_date,
      description: e.description,
      technology_ids: e.ids.slice(0, 30),
    })),
    experience_years: years,
    education,
    certifications,
    confidence,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

function monthsBetween(start: string, end: string): number {
  const [sy = 0, sm = 1] = start.split("-").map(Number);
  const [ey = 0, em = 1] = end.split("-").map(Number);
  return Math.max(1, (ey - sy) * 12 + (em - sm));
}
