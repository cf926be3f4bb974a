/** Contact details and identity of a CV: e-mail, phone, name, title, city. */

import { headingOf } from "./sections.ts";

// The look-behind starts an address only where its run of address characters starts (no rescanning: linear).
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}/;

export function findEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0].toLowerCase() ?? null;
}

const PHONE_CHARS = new Set([..."0123456789+()./- –"]);
const PHONE_LABEL = /\b(tel|phone|mobile|cell|cellulare|telefono|cel|mob)\b|📱|☎|✆/i;

/** A run of phone characters as a phone: 8–15 digits, not a date or a range of years. */
function asPhone(run: string): string | null {
  const trimmed = run.replace(/^[\s./–-]+|[\s./–-]+$/g, "");
  let digits = 0;
  for (const ch of trimmed) if (ch >= "0" && ch <= "9") digits++;
  if (digits < 8 || digits > 15) return null;
  if (/^\(?\+?\d/.test(trimmed) === false) return null;
  // Dates (01-01-1989, 2013 – 2017, 01/2019 - 03/2020) are not phones.
  if (/\d{1,2}[/.-]\d{1,2}[/.-](19|20)\d\d/.test(trimmed)) return null;
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(trimmed)) return null;
  if (/^(19|20)\d\d\s*[–-]\s*(19|20)\d\d$/.test(trimmed)) return null;
  if (/^\d{1,2}[/.-]\d{4}\s*[–-]\s*\d{1,2}[/.-]\d{4}$/.test(trimmed)) return null;
  return trimmed;
}

/** The first phone number, preferring lines with a phone label or icon. */
export function findPhone(lines: readonly string[]): string | null {
  const candidates: { phone: string; labelled: boolean }[] = [];
  for (const line of lines) {
    const clean = line.replace(/(?<![\w.+-])[\w.+-]+@[\w.-]+/g, " ");
    let run = "";
    const flush = () => {
      const phone = asPhone(run);
      if (phone) candidates.push({ phone, labelled: PHONE_LABEL.test(line) });
      run = "";
    };
    for (const ch of clean) {
      if (PHONE_CHARS.has(ch)) run += ch;
      else flush();
    }
    flush();
    if (candidates.some((c) => c.labelled)) break;
  }
  return (candidates.find((c) => c.labelled) ?? candidates[0])?.phone ?? null;
}

const NAME_WORD = /^[A-ZÀ-Ý][A-Za-zÀ-ÿ'’.-]*$/;
const NOT_NAME =
  /\b(curriculum|vitae|resume|résumé|cv|page|pagina|updated|engineer|developer|manager|consultant|analyst|designer|architect|student|university|università|street|via|address|email|phone|sesso|data|nato|nata|informazioni|personal|summary|profile)\b/i;

/** A line that reads as a person's name: 2–4 capitalised words (or in capitals), no digits or symbols. */
export function looksLikeName(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => NAME_WORD.test(w) || /^[A-ZÀ-Ý'’-]{2,}$/.test(w))) return false;
  return !NOT_NAME.test(line) && headingOf(line) === null;
}

const NAME_LABEL =
  /^(name|nome|nome e cognome|full name|informazioni personali|personal information)\s*[:\t]\s*/i;

/** The name: a labelled one, or the first name-like line of the top of the CV (its first few lines). */
export function findName(
  lines: readonly string[],
): { first: string; last: string; labelled: boolean } | null {
  for (const [n, raw] of lines.slice(0, 12).entries()) {
    const labelled = NAME_LABEL.exec(raw);
    const line = (labelled ? raw.slice(labelled[0].length) : raw).split("\t")[0]?.trim() ?? "";
    if ((labelled || n < 6) && looksLikeName(line)) {
      const words = line
        .split(/\s+/)
        .map((w) => (w === w.toUpperCase() && w.length > 1 ? w.charAt(0) + w.slice(1).toLowerCase() : w));
      return { first: words[0] ?? "", last: words.slice(1).join(" "), labelled: Boolean(labelled) || n < 2 };
    }
  }
  return null;
}

const COUNTRIES = new Set(
  [
    "italy",
    "italia",
    "usa",
    "us",
    "united states",
    "uk",
    "united kingdom",
    "england",
    "korea",
    "republic of korea",
    "south korea",
    "s.korea",
    "canada",
    "germany",
    "deutschland",
    "france",
    "spain",
    "españa",
    "india",
    "turkey",
    "türkiye",
    "switzerland",
    "svizzera",
    "austria",
    "netherlands",
    "belgium",
    "portugal",
    "ireland",
    "poland",
    "romania",
    "greece",
    "china",
    "japan",
    "brazil",
    "australia",
    "country",
  ].map((c) => c.toLowerCase()),
);
const REGIONS = new Set([
  "lazio",
  "lombardia",
  "lombardy",
  "piemonte",
  "piedmont",
  "veneto",
  "toscana",
  "tuscany",
  "campania",
  "sicilia",
  "sicily",
  "puglia",
  "emilia-romagna",
  "emilia romagna",
  "liguria",
  "sardegna",
  "sardinia",
  "calabria",
  "marche",
  "abruzzo",
  "umbria",
  "friuli-venezia giulia",
  "friuli venezia giulia",
  "trentino-alto adige",
  "basilicata",
  "molise",
  "valle d'aosta",
]);
const STREET =
  /\b(via|viale|piazza|corso|vicolo|largo|street|st\.|road|rd\.|avenue|ave\.|strada|address|indirizzo)\b|\d{2,}/i;
const LOCATION_LABEL =
  /^(location|address|indirizzo|residenza|città|city|based in|domicilio|luogo)\s*[:\t]\s*/i;

/** The locality of an address or location text ("Mapo-gu, Seoul, Republic of Korea" → Seoul). */
function localityOf(text: string): string | null {
  const parts = text
    .split(",")
    .map((p) => p.replace(/\(\w{2}\)|\b\d{5}\b|\b[A-Z]{2}\.?$/g, "").trim())
    .filter(Boolean);
  while (parts.length > 1) {
    const last = (parts[parts.length - 1] ?? "").toLowerCase();
    if (COUNTRIES.has(last) || REGIONS.has(last)) parts.pop();
    else break;
  }
  // A place name is a few words: a longer part is a sentence that happens to hold a comma.
  if (parts.some((p) => p.split(/\s+/).length > 4)) return null;
  const candidates = parts.filter((p) => !STREET.test(p) && !/-gu$|-ku$/i.test(p));
  const city = candidates[candidates.length - 1];
  if (!city || city.length > 40 || !/^[A-ZÀ-Ý]/.test(city)) return null;
  if (COUNTRIES.has(city.toLowerCase())) return null;
  return city;
}

const KNOWN_CITIES = new Set([
  "milano",
  "roma",
  "torino",
  "napoli",
  "bologna",
  "firenze",
  "genova",
  "venezia",
  "verona",
  "padova",
  "bari",
  "palermo",
  "catania",
  "trieste",
  "brescia",
  "bergamo",
  "modena",
  "parma",
  "pisa",
  "cagliari",
  "trento",
  "perugia",
  "ancona",
  "lecce",
  "monza",
  "udine",
  "treviso",
  "vicenza",
  "reggio emilia",
  "salerno",
  "milan",
  "rome",
  "turin",
  "naples",
  "florence",
  "genoa",
  "venice",
  "london",
  "paris",
  "berlin",
  "madrid",
  "zurich",
  "lugano",
  "munich",
  "amsterdam",
  "dublin",
  "barcelona",
  "lisbon",
  "vienna",
]);

const CITY_COMMA =
  /^[A-ZÀ-Ý][\p{L}' .-]{1,40},\s*([A-Z]{2}\.?|[A-ZÀ-Ý][\p{L}' .-]{1,40})(,\s*[A-ZÀ-Ý][\p{L}' .-]{1,40})?$/u;

/** The pieces of a line (split at tabs, bars, dots and icons), without leading icons. */
const pieces = (line: string) =>
  line
    .split(/\t|\||·|•|\*|§/)
    .map((p) => p.replace(/^[^\p{L}\d]+/u, "").trim())
    .filter((p) => p && p.length <= 80 && !p.includes("@"));

/**
 * The city of the candidate's address or location line, among the top lines and the contact lines: a labelled
 * location first, then a "City, ST" or "City, Region, Country" piece, then an address with a postcode.
 */
export function findCity(lines: readonly string[]): { city: string; labelled: boolean } | null {
  for (const line of lines) {
    const label = LOCATION_LABEL.exec(line);
    const value = label ? (line.slice(label[0].length).split(/\t|\||·|•/)[0] ?? "") : "";
    const city = label ? localityOf(value) : null;
    if (city) return { city, labelled: true };
  }
  for (const line of lines)
    for (const piece of pieces(line)) {
      const city = CITY_COMMA.test(piece) ? localityOf(piece) : null;
      if (city) return { city, labelled: false };
    }
  for (const line of lines)
    for (const piece of pieces(line)) {
      const city = /\b\d{5}\b/.test(piece) && piece.includes(",") ? localityOf(piece) : null;
      if (city) return { city, labelled: false };
    }
  // A well-known city alone on a contact line ("Milano · name@example.com").
  for (const line of lines)
    for (const piece of pieces(line))
      if (KNOWN_CITIES.has(piece.toLowerCase())) return { city: piece, labelled: false };
  return null;
}
