/**
 * Dates and date ranges of CVs in Italian and English: "03/2019 – in corso", "da gennaio 2018 a oggi",
 * "Sep. 2023 – Mar. 2024", "2019-03 / 2020-01", "Jan 2023 ➔ today", "since 2015", "2008–2013". A line is read
 * word by word (no regular expression over the line): the scan is linear and cannot backtrack.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  gen: 1,
  genn: 1,
  gennaio: 1,
  feb: 2,
  february: 2,
  febbraio: 2,
  febb: 2,
  mar: 3,
  march: 3,
  marzo: 3,
  apr: 4,
  april: 4,
  aprile: 4,
  may: 5,
  mag: 5,
  maggio: 5,
  jun: 6,
  june: 6,
  giu: 6,
  giugno: 6,
  jul: 7,
  july: 7,
  lug: 7,
  luglio: 7,
  aug: 8,
  august: 8,
  ago: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  september: 9,
  set: 9,
  sett: 9,
  settembre: 9,
  oct: 10,
  october: 10,
  ott: 10,
  ottobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dec: 12,
  december: 12,
  dic: 12,
  dicembre: 12,
  // Seasons ("Summer 2009") count by their first month.
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
  primavera: 3,
  estate: 6,
  autunno: 9,
  inverno: 12,
};
const PRESENT = new Set([
  "present",
  "current",
  "now",
  "today",
  "ongoing",
  "date",
  "oggi",
  "attuale",
  "presente",
  "corso",
  "tuttora",
  "adesso",
  "currently",
]);
const DASHES = new Set(["-", "–", "—", "➔", "→", "->", "to", "till", "until", "a", "al", "fino", "/", "|"]);
const STARTERS = new Set(["since", "dal", "dall", "da", "from", "dallo"]);

/** A point in time: year and month (1–12; 0 when only the year is written), or the present. */
export type DatePoint = { year: number; month: number } | "present";
export type DateRange = { start: DatePoint; end: DatePoint | null; at: number; length: number };

const FOUR_DIGITS = /\d{4}/;

type Token = { text: string; lower: string; at: number };

/** Words, numbers and single punctuation marks with their offsets. */
function tokens(line: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const ch = line.charAt(i);
    if (ch === " " || ch === "\t" || ch === "," || ch === "(" || ch === ")" || ch === "•" || ch === "·") {
      i++;
      continue;
    }
    const start = i;
    if (isAlnum(ch)) {
      while (i < line.length && isAlnum(line.charAt(i))) i++;
      // "03/2019", "2019-03", "03.2019": one token when digits are joined by / . or -.
      while (
        i + 1 < line.length &&
        "/.-".includes(line.charAt(i)) &&
        isDigit(line.charAt(i - 1)) &&
        isDigit(line.charAt(i + 1))
      ) {
        i++;
        while (i < line.length && isDigit(line.charAt(i))) i++;
      }
    } else if (ch === "-" && line.charAt(i + 1) === ">") i += 2;
    else i++;
    const text = line.slice(start, i);
    out.push({ text, lower: text.toLowerCase(), at: start });
  }
  return out;
}

function isDigit(ch: string) {
  return ch >= "0" && ch <= "9";
}
const LETTER = /\p{L}/u;
function isAlnum(ch: string) {
  return isDigit(ch) || ch === "'" || ch === "’" || LETTER.test(ch);
}

const plausibleYear = (y: number, max: number) => y >= 1800 && y <= max;

/** A date starting at token i: the date and how many tokens it takes. */
function dateAt(list: Token[], i: number, maxYear: number): { point: DatePoint; used: number } | null {
  const t = list[i];
  if (!t) return null;
  if (PRESENT.has(t.lower)) return { point: "present", used: 1 };
  if (
    (t.lower === "in" || t.lower === "ad" || t.lower === "a") &&
    list[i + 1] &&
    PRESENT.has(list[i + 1]?.lower ?? "")
  )
    return { point: "present", used: 2 };
  const month = MONTHS[t.lower.replace(/\.$/, "")];
  if (month) {
    let j = i + 1;
    if (list[j]?.text === ".") j++;
    const y = Number(list[j]?.text);
    if (list[j] && /^\d{4}$/.test(list[j]?.text ?? "") && plausibleYear(y, maxYear))
      return { point: { year: y, month }, used: j - i + 1 };
    // "May '19" is rare in CVs and ambiguous: not read.
    return null;
  }
  const parts = t.text.split(/[/.-]/);
  if (parts.length === 2) {
    const [a = "", b = ""] = parts;
    if (
      a.length <= 2 &&
      b.length === 4 &&
      Number(a) >= 1 &&
      Number(a) <= 12 &&
      plausibleYear(Number(b), maxYear)
    )
      return { point: { year: Number(b), month: Number(a) }, used: 1 };
    if (
      a.length === 4 &&
      b.length <= 2 &&
      Number(b) >= 1 &&
      Number(b) <= 12 &&
      plausibleYear(Number(a), maxYear)
    )
      return { point: { year: Number(a), month: Number(b) }, used: 1 };
    if (
      a.length === 4 &&
      b.length === 4 &&
      plausibleYear(Number(a), maxYear) &&
      plausibleYear(Number(b), maxYear + 10)
    )
      return { point: { year: Number(a), month: 0 }, used: 1 }; // "2008-2013" written without spaces
  }
  if (parts.length === 3) {
    // 01/03/2019: day, month, year.
    const [, m = "", y = ""] = parts;
    if (y.length === 4 && Number(m) >= 1 && Number(m) <= 12 && plausibleYear(Number(y), maxYear))
      return { point: { year: Number(y), month: Number(m) }, used: 1 };
  }
  if (/^\d{4}$/.test(t.text) && plausibleYear(Number(t.text), maxYear))
    return { point: { year: Number(t.text), month: 0 }, used: 1 };
  return null;
}

/**
 * The date ranges of a line, left to right: a start, a dash or "to"/"al"/"a", an end; a start after "since"/"dal"/
 * "da"/"from" alone runs to the present. `single` also returns lone dates (as a range without end).
 */
export function dateRanges(line: string, maxYear: number, single = false): DateRange[] {
  // Dates of a title line are near its start: a longer line (prose) is read up to 400 characters. Every date
  // this reads has a four-digit year: a line without one is skipped at once.
  const head = line.length > 400 ? line.slice(0, 400) : line;
  if (!FOUR_DIGITS.test(head)) return [];
  const list = tokens(head);
  const found: DateRange[] = [];
  for (let i = 0; i < list.length; i++) {
    const first = dateAt(list, i, maxYear);
    const token = must(list[i]);
    if (!first || first.point === "present") continue;
    // "2008-2013" as one token: both ends are in it.
    const joined = token.text.split("-");
    if (joined.length === 2 && joined[0]?.length === 4 && joined[1]?.length === 4) {
      found.push({
        start: first.point,
        end: { year: Number(joined[1]), month: 0 },
        at: token.at,
        length: token.text.length,
      });
      continue;
    }
    let j = i + first.used;
    let dashes = 0;
    while (list[j] && DASHES.has(list[j]?.lower ?? "") && dashes < 2) {
      j++;
      dashes++;
    }
    let second = dashes ? dateAt(list, j, maxYear + 10) : null;
    // "Sep. 2023 Mar. 2024": some templates draw the dash as a graphic, so two month-dates in a row are a range.
    if (!dashes && first.point.month > 0) {
      const next = dateAt(list, j, maxYear + 10);
      if (next && (next.point === "present" || next.point.month > 0)) second = next;
    }
    const before = list[i - 1]?.lower ?? "";
    if (second) {
      const last = must(list[j + second.used - 1]);
      found.push({
        start: first.point,
        end: second.point,
        at: token.at,
        length: last.at + last.text.length - token.at,
      });
      i = j + second.used - 1;
    } else if (STARTERS.has(before) && (before === "since" || before.startsWith("dal"))) {
      const last = must(list[i + first.used - 1]);
      found.push({
        start: first.point,
        end: "present",
        at: token.at,
        length: last.at + last.text.length - token.at,
      });
      i += first.used - 1;
    } else if (single) {
      const last = must(list[i + first.used - 1]);
      found.push({
        start: first.point,
        end: null,
        at: token.at,
        length: last.at + last.text.length - token.at,
      });
      i += first.used - 1;
    }
  }
  return found;
}

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("token out of range");
  return value;
}

/** YYYY-MM-01 of a point (January when only the year is known; `end` takes December). */
export function isoOf(point: Exclude<DatePoint, "present">, end = false): string {
  const month = point.month || (end ? 12 : 1);
  return `${point.year}-${String(month).padStart(2, "0")}-01`;
}
