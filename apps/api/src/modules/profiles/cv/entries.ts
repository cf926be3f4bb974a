import { PROFILE_LIMITS } from "@mkt/contracts";
/** Work experiences of a CV's experience sections: entries found by their date ranges. */
import { type DatePoint, type DateRange, dateRanges, isoOf } from "./dates.ts";
import { COMPANY_WORDS, isBullet, isLocation, pieces, ROLE_WORDS, stripIcons } from "./lines.ts";

export type FoundExperience = {
  company: string;
  role: string;
  start_date: string;
  end_date: string | null;
  /** The entry's lines (header and description), for its technologies. */
  text: string;
  description: string | null;
  /** Role and company both found. */
  complete: boolean;
};

/** A line that can be an entry's title (role, company): not a bullet, not a sentence. */
const headerLike = (line: string) =>
  !isBullet(line) &&
  line.length <= 110 &&
  !/[.;:]$/.test(line.replace(/\b(Inc|Ltd|Corp|Co|S\.r\.l|S\.p\.A|LLC|GmbH)\.$/i, ""));

const ROLE_LABEL =
  /^(main role|role|position|job title|occupation|ruolo|posizione|mansione|qualifica|lavoro o posizione ricoperti|posizione ricoperta|funzione)\s*:?$/i;
const COMPANY_LABEL =
  /^(company|employer|organisation|organization|azienda|datore di lavoro|società|nome e indirizzo del datore di lavoro|ente)\s*:?$/i;

/** "Main role⇥Java developer", "Azienda⇥Acme S.r.l.": the values of an entry's labelled lines. */
function labelled(lines: readonly string[]): { role: string; company: string } {
  let role = "";
  let company = "";
  for (const line of lines) {
    const [label = "", ...rest] = line.split("\t");
    const value = rest.join(" ").trim();
    if (!value) continue;
    if (!role && ROLE_LABEL.test(label.trim())) role = value;
    else if (!company && COMPANY_LABEL.test(label.trim())) company = value.split(/,\s/)[0] ?? value;
  }
  return { role, company };
}

/** "Data Scientist AI Squared": a role phrase up to its last role word, then the company. */
function splitAfterRole(text: string): string[] {
  const words = text.split(/\s+/);
  let end = -1;
  for (const [n, w] of words.entries()) if (ROLE_WORDS.test(w)) end = n;
  if (end < 0 || end === words.length - 1) return [text];
  let roleEnd = end + 1;
  const opened = words.slice(0, roleEnd).join(" ");
  if (opened.split("(").length > opened.split(")").length) {
    while (roleEnd < words.length && !(words[roleEnd - 1] ?? "").includes(")")) roleEnd++;
  }
  return [words.slice(0, roleEnd).join(" "), words.slice(roleEnd).join(" ")];
}

/** Role and company among an entry's title pieces. */
export function roleAndCompany(parts: readonly string[]): { role: string; company: string } {
  let list = parts
    .map((p) =>
      p
        .replace(/\(\s*\)|[([]\s*$|^\s*[)\]]/g, "")
        .replace(/\s+(remote|remoto|hybrid)$/i, "")
        .trim(),
    )
    .filter((p) => p && !isLocation(p));
  if (list.length === 1) {
    const only = list[0] ?? "";
    const at = /\s(?:at|presso|@)\s/i.exec(only);
    let split = at
      ? [only.slice(0, at.index), only.slice(at.index + at[0].length)]
      : only.split(/\s[–—-]\s|,\s/);
    if (split.length < 2) split = splitAfterRole(only);
    if (split.length >= 2) list = split.map((s) => s.trim()).filter((p) => p && !isLocation(p));
  }
  const score = (p: string) => (ROLE_WORDS.test(p) ? 2 : 0) - (COMPANY_WORDS.test(p) ? 1 : 0);
  let roleAt = -1;
  for (const [n, p] of list.entries())
    if (score(p) > 0 && (roleAt < 0 || score(p) > score(list[roleAt] ?? ""))) roleAt = n;
  if (roleAt < 0 && list.length >= 2) roleAt = COMPANY_WORDS.test(list[0] ?? "") ? 1 : 0;
  const role = roleAt >= 0 ? (list[roleAt] ?? "") : "";
  const company = list.find((_, n) => n !== roleAt) ?? "";
  return { role: role.slice(0, 120), company: company.slice(0, 120) };
}

/** The pieces of a date line other than its dates and its bullet text. */
function ownPieces(line: string, range: DateRange): string[] {
  const rest = `${line.slice(0, range.at)}\t${line.slice(range.at + range.length)}`;
  return rest
    .split("\t")
    .filter((p) => !isBullet(p) && !/^\s*[•·]/.test(p))
    .flatMap((p) => pieces(stripIcons(p.replace(/^\s*[•·]\s*\d+\s+(years?|months?|anni|mesi).*$/i, ""))))
    .filter(
      (p) => !/^\d+\s+(years?|months?|anni|mesi)\b/i.test(p) && !/^(da|dal|dall'|from|since)$/i.test(p),
    );
}

const isoStart = (p: DatePoint, today: string) => (p === "present" ? today : isoOf(p));
const isoEnd = (p: DatePoint | null, start: string, today: string) =>
  p === null || p === "present"
    ? null
    : isoOf(p, true) < start
      ? start
      : isoOf(p, true) > today
        ? today
        : isoOf(p, true);

/**
 * A job of one month or season ("Junior Analyst⇥Summer 2009"): a title line whose last tab-separated piece is a
 * single date with its month, the other pieces naming a role. Runs from that month to the same month.
 */
function singleDated(line: string, maxYear: number): DateRange | null {
  const tab = line.trimEnd().lastIndexOf("\t");
  if (tab <= 0 || line.length > 110) return null;
  const last = line.slice(tab + 1).trim();
  const [date] = dateRanges(last, maxYear, true);
  if (!date || date.start === "present" || date.start.month === 0 || date.length < last.length - 1)
    return null;
  if (!ROLE_WORDS.test(line.slice(0, tab))) return null;
  return { start: date.start, end: date.start, at: tab + 1 + date.at, length: date.length };
}

/**
 * The experiences of one section. Each date range opens an entry; its title is the date line's other pieces plus
 * the title lines next to it: as many lines above as the first entry had between the heading and its dates
 * (layouts keep one order), else the lines just below. `notTitles`: lines known to be something else.
 */
export function sectionExperiences(
  lines: readonly string[],
  today: string,
  notTitles: ReadonlySet<string> = new Set(),
): FoundExperience[] {
  const maxYear = Number(today.slice(0, 4));
  // Lines that list skills ("Programming Python, SQL, Java") are never an entry's title.
  const titleLike = (line: string) => headerLike(line) && !notTitles.has(line);
  const dated: { at: number; range: DateRange }[] = [];
  // A profile holds at most PROFILE_LIMITS.experiencesMax experiences: the scan stops there.
  for (let at = 0; at < lines.length && dated.length < PROFILE_LIMITS.experiencesMax; at++) {
    const range = dateRanges(lines[at] ?? "", maxYear)[0] ?? singleDated(lines[at] ?? "", maxYear);
    if (range && range.start !== "present" && range.start.year >= 1950) dated.push({ at, range });
  }
  const first = dated[0];
  if (!first) return [];
  let above = 0;
  for (let i = first.at - 1; i >= 0 && above < 3 && titleLike(lines[i] ?? ""); i--) above++;
  // A labelled layout (Europass: "Dates⇥…", "Role⇥…", "Company⇥…") has its title in its labels.
  if (labelled(lines.slice(first.at, dated[1]?.at ?? lines.length)).role) above = 0;
  const found: FoundExperience[] = [];
  dated.forEach(({ at, range }, n) => {
    const line = lines[at] ?? "";
    const own = ownPieces(line, range);
    const previous = n > 0 ? (dated[n - 1]?.at ?? -1) : -1;
    const next = dated[n + 1]?.at ?? lines.length;
    const title: string[] = [];
    let bodyFrom = at + 1;
    if (above > 0) {
      for (let i = at - 1; i > previous && title.length < above && titleLike(lines[i] ?? ""); i--)
        title.unshift(...pieces(stripIcons(lines[i] ?? "")));
    } else {
      for (let i = at + 1; i < next && i <= at + 2 && titleLike(lines[i] ?? ""); i++) {
        title.push(...pieces(stripIcons(lines[i] ?? "")));
        bodyFrom = i + 1;
      }
    }
    const fromLabels = labelled(lines.slice(at, next));
    const guessed = roleAndCompany(above > 0 ? [...title, ...own] : [...own, ...title]);
    const role = fromLabels.role || guessed.role;
    const company = fromLabels.company || guessed.company;
    const start = isoStart(range.start, today);
    const bodyEnd = n + 1 < dated.length && above > 0 ? Math.max(bodyFrom, next - above) : next;
    const body = lines
      .slice(bodyFrom, Math.min(bodyEnd, bodyFrom + 15))
      .join("\n")
      .trim();
    found.push({
      role,
      company,
      start_date: start,
      end_date: isoEnd(range.end, start, today),
      text: [line, ...title, body].join("\n"),
      description: body ? body.slice(0, 4000) : null,
      complete: Boolean(role && company),
    });
  });
  return found;
}
