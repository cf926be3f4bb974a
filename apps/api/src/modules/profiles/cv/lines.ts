/** Small helpers over the lines of a CV. */

const BULLETS = new Set(["•", "-", "–", "—", "*", "·", "▪", "◦", "●", "○", "■", "►", "✓", "➢", "→", ""]);

/** A description line: starts with a bullet mark. */
export function isBullet(line: string): boolean {
  const first = line.trimStart().charAt(0);
  return BULLETS.has(first) && first !== "" && line.trimStart().charAt(1) === " ";
}

/** Icon letters of icon fonts ("z July 2012", "* Sunnyvale", "@ name@x.com") dropped from the start of pieces. */
export function stripIcons(line: string): string {
  return line
    .split("\t")
    .map((p) =>
      p
        .replace(/^\s*(?:[a-zA-Z#*@§«±ï]\s(?=\S))+/, "")
        .replace(/^[^\p{L}\p{N}(+]+/u, "")
        .trim(),
    )
    .join("\t");
}

/** The pieces of a title line: split at tabs, " | ", " · ". */
export function pieces(line: string): string[] {
  return line
    .split(/\t|\s\|\s?|\s?\|\s|\s·\s/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export const COUNTRIES = new Set([
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
  "s. korea",
  "canada",
  "germany",
  "deutschland",
  "france",
  "spain",
  "españa",
  "india",
  "turkey",
  "türkiye",
  "turchia",
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
  "germania",
  "francia",
  "spagna",
  "regno unito",
  "stati uniti",
]);
export const REGIONS = new Set([
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
const PLACE_WORDS = /^(remote|remoto|hybrid|ibrido|on-?site|in sede|worldwide|ovunque)$/i;

/**
 * A piece that is a place, not a role or a company: "Palo Alto, CA", "Seoul, S.Korea", "Rome, Lazio, Italy",
 * "Palo Alto, CA & Ithaca, NY", "Remote", a country.
 */
export function isLocation(piece: string): boolean {
  const text = piece.trim();
  if (PLACE_WORDS.test(text) || COUNTRIES.has(text.toLowerCase())) return true;
  if (COMPANY_WORDS.test(text) || ROLE_WORDS.test(text) || text.length > 80) return false;
  return text.split(/\s*&\s*/).every((place) => {
    const parts = place.split(/,\s*/);
    if (parts.length < 2 || parts.length > 3 || !/^[A-ZÀ-Ý]/.test(parts[0] ?? "")) return false;
    const last = (parts[parts.length - 1] ?? "").toLowerCase();
    return /^[A-Z]{2}$/.test(parts[parts.length - 1] ?? "") || COUNTRIES.has(last) || REGIONS.has(last);
  });
}

export const ROLE_WORDS =
  /(?<![\p{L}\d])(developer|engineer|engineering|architect|analyst|consultant|manager|designer|tester|specialist|administrator|scientist|researcher|lead|leader|owner|master|coach|programmer|intern|internship|fellow|founder|co-founder|cto|ceo|cfo|coo|cio|president|director|head|officer|assistant|associate|coordinator|contributor|volunteer|trainee|apprentice|teacher|lecturer|professor|technician|operator|editor|writer|member|partner|executive|sviluppatore|sviluppatrice|consulente|analista|progettista|sistemista|ingegnere|programmatore|programmatrice|amministratore|responsabile|tecnico|stagista|tirocinio|tirocinante|direttore|capo|collaboratore|impiegato|impiegata|docente|ricercatore|ricercatrice|dottorando|something|job title)(?![\p{L}\d])/iu;
export const COMPANY_WORDS =
  /(?<![\p{L}\d])(inc|ltd|llc|corp|corporation|company|co|gmbh|ag|s\.?r\.?l|s\.?p\.?a|s\.?n\.?c|s\.?a\.?s|srl|spa|plc|group|gruppo|bank|banca|labs?|university|università|universita|institute|istituto|college|school|government|ministry|ministero|church|agency|società|holding|research)(?![\p{L}\d])/iu;

/** The text without these characters at either end, by a scan of each end (no pattern over the run). */
export function trimChars(text: string, chars: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text.charAt(start))) start++;
  while (end > start && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}
