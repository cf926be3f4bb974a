/** Education entries and certifications of a CV. */
import { dateRanges } from "./dates.ts";
import { splitDegreeSchool } from "./degree-school.ts";
import { isBullet, isLocation, pieces, stripIcons, trimChars } from "./lines.ts";
import { headingOf } from "./sections.ts";
import { studyRow } from "./study-rows.ts";

export type FoundEducation = {
  institution: string;
  degree: string;
  field: string | null;
  start_year: number | null;
  end_year: number | null;
};

const DEGREE =
  /(?<![\p{L}\d])(bachelor|master|masters|b\.?\s?sc?|m\.?\s?sc?|b\.?s|m\.?s|b\.?a|m\.?a|b\.?eng|m\.?eng|meng|beng|bs|ms|ba|ma|mba|phd|ph\.?\s?d|doctorate|dottorato|dottore|dottoressa|laurea|diploma|maturit[aà]|perito|ragioniere|geometra|liceo|high school|certificate|certificato|honours|honors|associate|erasmus|specializzazione|corso|course|program|programme|bootcamp|its)(?![\p{L}\d])/iu;
const SCHOOL =
  /(?<![\p{L}\d])(university|università|universita|universidad|universität|politecnico|polytechnic|college|school|scuola|istituto|institute|institut|academy|accademia|liceo|conservatorio|campus|ateneo|sapienza|bocconi|postech)(?![\p{L}\d])/iu;

/** "High school", "Liceo scientifico": a degree named by its school word, not a school's name. */
function degreeOnly(piece: string): boolean {
  const match = DEGREE.exec(piece);
  if (!match) return false;
  const rest = piece.slice(0, match.index) + piece.slice(match.index + match[0].length);
  return !SCHOOL.test(rest) && piece.split(/\s+/).length <= 3;
}

/** A programme's name on the line under its school ("Commercial Real Estate Investing"): short, capitalised. */
const programmeTitle = (line: string) =>
  /^[A-ZÀ-Ý]/.test(line) &&
  line.split(/\s+/).length <= 8 &&
  !/[\d:.;]|\t/.test(line) &&
  !/\b(cum laude|gpa|grade|voto|honou?rs)\b/i.test(line) &&
  !isLocation(line);

/** A name written in capitals ("LA MARTINIERE FOR BOYS"): two to six words, no digits, no grade. */
const capitalsName = (piece: string) =>
  /\p{Lu}/u.test(piece) &&
  piece === piece.toUpperCase() &&
  !/\d/.test(piece) &&
  piece.split(/\s+/).length >= 2 &&
  piece.split(/\s+/).length <= 6 &&
  !/\b(cum laude|gpa|grade|voto|honou?rs)\b/i.test(piece);

const yearsOf = (lines: readonly string[], maxYear: number) => {
  const years: number[] = [];
  for (const line of lines)
    for (const r of dateRanges(line, maxYear, true)) {
      if (r.start !== "present") years.push(r.start.year);
      if (r.end && r.end !== "present") years.push(r.end.year);
    }
  return years;
};

/** A piece without its dates, grades and places. */
function clean(piece: string, maxYear: number): string {
  let text = piece;
  for (const r of dateRanges(piece, maxYear, true).reverse())
    text = text.slice(0, r.at) + text.slice(r.at + r.length);
  return trimChars(text.replace(/\b(grad\.?|since|dal|da|from)\s*$/i, ""), " \t,;:–—-");
}

type Open = { degree: string; institution: string; weak?: boolean; lines: string[] };

function startEntry(entries: Open[]): Open {
  const entry: Open = { degree: "", institution: "", lines: [] };
  entries.push(entry);
  return entry;
}

/**
 * The education entries of a section: a line naming a degree or a school starts an entry or completes the open
 * one (an entry holds one degree and one school); the entry's years are those written in its lines.
 */
export function sectionEducation(lines: readonly string[], today: string): FoundEducation[] {
  const maxYear = Number(today.slice(0, 4));
  const entries: Open[] = [];
  let open = null as Open | null;
  let schoolLine = false;
  // Set once a school is written in capitals ("CORNELL UNIVERSITY"): then a capitals line is a school's name even
  // without a school word ("LA MARTINIERE FOR BOYS"), as templates that set schools in capitals write them all.
  let capitalSchools = false;
  for (const line of lines) {
    const row = studyRow(line);
    if (row) {
      // Europass rows: "Dates" opens an entry, "Name"/"Title of qualification" is the degree, the organisation
      // the school.
      const taken =
        row.kind === "degree"
          ? open?.degree
          : row.kind === "school"
            ? open?.institution
            : open?.degree || open?.institution;
      if (!open || taken) open = startEntry(entries);
      if (row.kind === "degree") open.degree = clean(row.value, maxYear);
      if (row.kind === "school") open.institution = clean(row.value, maxYear);
      open.lines.push(row.value);
      schoolLine = false;
      continue;
    }
    if (schoolLine && open && !open.degree && programmeTitle(line.trim())) {
      open.degree = line.trim();
      open.lines.push(line);
      schoolLine = false;
      continue;
    }
    schoolLine = false;
    if (isBullet(line) || line.length > 160) {
      open?.lines.push(line);
      continue;
    }
    let degreeOnLine = false;
    const parts = pieces(stripIcons(line)).flatMap((raw) => {
      const piece = clean(raw, maxYear);
      // "B.Sc. Computer Science - State University": a degree and a school in one piece; without a separator,
      // the school opens at "Università di…" or a founder's title ("Laurea in Fisica Università di Pisa").
      if (!DEGREE.test(piece) || !SCHOOL.test(piece)) return [piece];
      return piece.split(/\s[–—-]\s|,\s(?=[A-ZÀ-Ý])/).flatMap((part) => {
        const split = DEGREE.test(part) && SCHOOL.test(part) ? splitDegreeSchool(part.trim()) : null;
        return split && DEGREE.test(split[0]) && SCHOOL.test(split[1]) ? split : [part];
      });
    });
    for (const part of parts) {
      const piece = part.trim();
      if (!piece || isLocation(piece)) continue;
      if (SCHOOL.test(piece) && !degreeOnly(piece)) {
        if (!open || (open.institution && !open.weak)) open = startEntry(entries);
        open.institution = piece;
        open.weak = false;
        schoolLine = !degreeOnLine;
        if (capitalsName(piece)) capitalSchools = true;
      } else if (DEGREE.test(piece)) {
        if (!open || open.degree) open = startEntry(entries);
        open.degree = piece;
        degreeOnLine = true;
      } else if (degreeOnLine && open && !open.institution && piece.length <= 60 && /^[A-ZÀ-Ý]/.test(piece)) {
        // "Ph.D. candidate in Computer Science⇥Wonderland": the school named after the degree on its line.
        open.institution = piece;
        open.weak = true;
      } else if (capitalSchools && capitalsName(piece)) {
        if (!open || open.institution) open = startEntry(entries);
        open.institution = piece;
        open.weak = false;
      }
    }
    open?.lines.push(line);
  }
  return (
    entries
      .map((e) => ({ ...e, years: yearsOf(e.lines, maxYear + 6) }))
      // A school named without a degree or a year is a line of another entry ("College of Engineering").
      .filter((e) => e.degree || (e.institution && e.years.length))
      .map((e) => {
        const years = e.years;
        const [institution = "", field = null] = e.institution.split(/,\s+/, 2);
        return {
          institution: (institution || e.institution).slice(0, 160),
          degree: e.degree.slice(0, 120),
          field: e.degree && field ? field.slice(0, 120) : null,
          start_year: years.length > 1 ? Math.min(...years) : null,
          end_year: years.length ? Math.max(...years) : null,
        };
      })
  );
}

/**
 * A line that names a degree first, then its school and a year ("Bachelor of … University, City 2017"): in a CV
 * without an education heading (a converted document loses its headings) such lines are its studies.
 */
export function studyLine(line: string, today: string): boolean {
  if (isBullet(line) || line.length > 160) return false;
  const match = DEGREE.exec(line);
  return (
    match !== null &&
    match.index === 0 &&
    SCHOOL.test(line.slice(match[0].length)) &&
    dateRanges(line, Number(today.slice(0, 4)) + 6, true).length > 0
  );
}

export type FoundCertification = {
  name: string;
  issuer: string | null;
  issued_on: string | null;
  expires_on: null;
};

const CERT_WORDS =
  /\b(certified|certification|certificate|certificazione|certificato|ecdl|icdl|pmp|itil|prince2|togaf|ccna|ccnp|cissp|cisa|cism|ocp|ocjp|scrum master|psm|cspo|istqb|comptia)\b/i;

/** "Patentino ECDL", "Certificazione ITIL": the Italian word for a licence or certificate before its name. */
const LICENCE_WORD = /^(patentino|patente|certificazione|certificato|attestato)\s+/i;

/** The certifications of a certification section (one per line), and certified titles named anywhere else. */
export function findCertifications(
  sectionLines: readonly string[],
  otherLines: readonly string[],
  today: string,
): FoundCertification[] {
  const maxYear = Number(today.slice(0, 4));
  const found: FoundCertification[] = [];
  const add = (line: string) => {
    const parts = pieces(stripIcons(line.replace(/^\s*[•\-–*·]\s+/, "")))
      .map((p) => clean(p, maxYear))
      .filter((p) => /\p{L}/u.test(p));
    // "Certificazioni⇥Oracle Certified…": a label before the name is not part of it.
    if (parts.length > 1 && headingOf(parts[0] ?? "") === "certifications") parts.shift();
    const [first = "", ...rest] = parts;
    // "AWS Certified Security – Specialty, Amazon Web Services (AWS)": the issuer after the last comma.
    const comma = first.lastIndexOf(", ");
    const issuerAfterComma = comma > 0 && first.length - comma <= 60 ? first.slice(comma + 2) : null;
    const name = (issuerAfterComma ? first.slice(0, comma) : first)
      .replace(/^(name|nome|dates|date)\s*:?\s*/i, "")
      .replace(/\s+,$/, "")
      .trim();
    if (!name || name.length > 160 || /^(dates?|link|name|nome)$/i.test(name)) return;
    if (found.some((f) => f.name.toLowerCase() === name.toLowerCase())) return;
    const dates = dateRanges(line, maxYear, true)[0];
    const issued =
      dates && dates.start !== "present"
        ? `${dates.start.year}-${String(dates.start.month || 1).padStart(2, "0")}-01`
        : null;
    const issuer = issuerAfterComma ?? rest[0] ?? null;
    found.push({
      name,
      issuer: issuer ? issuer.slice(0, 120) : null,
      issued_on: issued,
      expires_on: null,
    });
  };
  for (const line of sectionLines) {
    const [label = "", ...values] = line.split("\t");
    // Europass-like "Name⇥AWS Certified…" rows: the value is the certification; other labels are details.
    if (values.length && /^(name|nome|title|titolo|certification|certificazione)\s*:?$/i.test(label.trim())) {
      add(values.join(" "));
      continue;
    }
    if (values.length && /^[\p{L} -]{2,30}$/u.test(label.trim()) && !/[A-Z0-9]{2}/.test(label)) continue;
    // Prose (a description, placeholder text) is not a certification's name.
    const words = line.split(/\s+/).length;
    if (line.length > 120 || words > 14 || (words > 6 && /[.!?]$/.test(line))) continue;
    if (/^(dates?|date|link|sector|url|description|descrizione)\b/i.test(line)) continue;
    add(line);
  }
  for (const line of otherLines) {
    if (!CERT_WORDS.test(line) || line.length > 120) continue;
    // A bullet is a sentence about the work, unless it is as short as a title ("– Patentino ECDL.").
    if (isBullet(line) && line.split(/\s+/).length > 4) continue;
    const item = line.trimStart().slice(1).trim();
    add(isBullet(line) ? trimChars(item.replace(LICENCE_WORD, ""), ". ") : line);
  }
  return found.slice(0, 30);
}
