import { COMMUTE_FULL_KM, type PlaceSuggestion, placeDistanceKm } from "@mkt/contracts";
import { allPlaces, type Place, placeById, placeName } from "./catalogue.ts";

/**
 * Typed city → place: "Milan", "milano", "Milano (MI)", "Milano, MI", "MI", "Reggio Emilia", "Provincia di Monza e
 * della Brianza", "Lombardy". Names are compared normalised by plain string functions (no pattern that could
 * backtrack on a long input): lower case, accents off, punctuation and runs of spaces as one space. Among
 * homonyms the municipality wins over the province and region of the same name, and the larger one over the
 * smaller; a plate code narrows the choice.
 */

const KIND_ORDER = { municipality: 0, province: 1, region: 2 } as const;
const PROVINCE_PREFIXES = ["provincia di ", "provincia del ", "provincia della ", "province of "];
const REGION_PREFIXES = ["regione ", "region of "];

/** Lower case, accents off, every run of punctuation or spaces one space, trimmed. */
export function normalizePlaceName(text: string): string {
  let out = "";
  let space = false;
  for (const ch of text.slice(0, 200).normalize("NFD").toLowerCase()) {
    const code = ch.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) continue;
    const letter = (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") || code > 0x7f;
    if (letter) {
      if (space && out) out += " ";
      out += ch;
      space = false;
    } else space = true;
  }
  return out;
}

type Index = { byName: Map<string, Place[]>; byPlate: Map<string, Place>; keys: [string, Place][] };
let index: Index | undefined;

const better = (a: Place, b: Place) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.rank - b.rank;

function placeIndex(): Index {
  if (index) return index;
  const byName = new Map<string, Place[]>();
  const byPlate = new Map<string, Place>();
  const keys: [string, Place][] = [];
  for (const place of allPlaces()) {
    const spellings = [place.nameIt, ...place.nameIt.split("/"), place.nameEn ?? "", ...place.aliases];
    for (const key of new Set(spellings.map(normalizePlaceName).filter(Boolean))) {
      byName.set(key, [...(byName.get(key) ?? []), place]);
      keys.push([key, place]);
    }
    if (place.kind === "province") byPlate.set(place.code, place);
  }
  for (const list of byName.values()) list.sort(better);
  index = { byName, byPlate, keys };
  return index;
}

/** Splits "Milano (MI)", "Milano, MI" and "Milano MI" into the name and the plate code. */
function splitPlate(text: string): { name: string; plate: string | null } {
  const plates = placeIndex().byPlate;
  const open = text.lastIndexOf("(");
  if (text.endsWith(")") && open > 0) {
    const inner = text
      .slice(open + 1, -1)
      .trim()
      .toUpperCase();
    return { name: text.slice(0, open).trim(), plate: plates.has(inner) ? inner : null };
  }
  for (const separator of [",", " "]) {
    const at = text.lastIndexOf(separator);
    const tail = text.slice(at + 1).trim();
    if (at > 0 && tail.length === 2 && tail === tail.toUpperCase() && plates.has(tail))
      return { name: text.slice(0, at).trim(), plate: tail };
  }
  return { name: text, plate: null };
}

function byPrefix(key: string, prefixes: string[], kind: Place["kind"]): Place | undefined {
  for (const prefix of prefixes)
    if (key.startsWith(prefix))
      return placeIndex()
        .byName.get(key.slice(prefix.length))
        ?.find((p) => p.kind === kind);
  return undefined;
}

/** The place a typed city means, or null when it names none (free text, a foreign city). */
export function resolvePlace(text: string | null | undefined): Place | null {
  const trimmed = (text ?? "").trim();
  if (!trimmed || trimmed.length > 120) return null;
  const { byName, byPlate } = placeIndex();
  // "MI" as typed in capitals is the province; "Ne" or "Re" are also municipalities' names.
  if (trimmed.length === 2 && trimmed === trimmed.toUpperCase() && byPlate.has(trimmed))
    return byPlate.get(trimmed) ?? null;
  const { name, plate } = splitPlate(trimmed);
  const key = normalizePlaceName(name);
  const found = byName.get(key) ?? [];
  const inProvince = plate ? found.filter((p) => p.provinceCode === plate) : found;
  const hit =
    inProvince[0] ??
    found[0] ??
    byPrefix(key, PROVINCE_PREFIXES, "province") ??
    byPrefix(key, REGION_PREFIXES, "region");
  if (hit) return hit;
  return key.length === 2 ? (byPlate.get(key.toUpperCase()) ?? null) : null;
}

/** The place ids of several typed cities, in order, unresolved ones left out (profile localities). */
export function resolvePlaceIds(texts: readonly string[]): number[] {
  const ids = texts.map((t) => resolvePlace(t)?.id).filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/** The value a city field stores so that it resolves back to this place. */
export function placeFieldValue(place: Place): string {
  if (place.kind === "province") return `Provincia di ${place.nameIt}`;
  if (place.kind === "region") return place.nameIt;
  const homonyms = (placeIndex().byName.get(normalizePlaceName(place.nameIt)) ?? []).filter(
    (p) => p.kind === "municipality",
  );
  return homonyms.length > 1 ? `${place.nameIt} (${place.provinceCode})` : place.nameIt;
}

const KIND_LABEL = {
  it: { province: "provincia", region: "regione" },
  en: { province: "province", region: "region" },
} as const;

function label(place: Place, lang: "it" | "en"): string {
  const name = placeName(place, lang);
  return place.kind === "municipality"
    ? `${name} (${place.provinceCode})`
    : `${name} (${KIND_LABEL[lang][place.kind]})`;
}

/**
 * Autocomplete: places whose name (Italian, English or alias) starts with what was typed, then those with a word
 * starting with it; exact names first, municipalities before provinces and regions, the larger first.
 */
export function suggestPlaces(q: string, lang: "it" | "en", limit: number): PlaceSuggestion[] {
  const key = normalizePlaceName(q);
  if (key.length < 2) return [];
  const scored = new Map<number, { place: Place; tier: number }>();
  for (const [name, place] of placeIndex().keys) {
    const tier = name === key ? 0 : name.startsWith(key) ? 1 : name.includes(` ${key}`) ? 2 : -1;
    if (tier < 0) continue;
    const seen = scored.get(place.id);
    if (!seen || tier < seen.tier) scored.set(place.id, { place, tier });
  }
  return [...scored.values()]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
        (b.place.population ?? 0) - (a.place.population ?? 0) ||
        a.place.nameIt.localeCompare(b.place.nameIt, "it"),
    )
    .slice(0, limit)
    .map(({ place }) => ({
      id: place.id,
      kind: place.kind,
      name: placeFieldValue(place),
      label: label(place, lang),
      province_code: place.provinceCode,
    }));
}

/**
 * The municipalities within `km` of a place (for a province or region: inside it, or within `km` of its capital),
 * plus the place itself: what a city filter matches, as a list of ids an index can look up.
 */
export function placeIdsWithin(place: Place, km: number = COMMUTE_FULL_KM): number[] {
  const key = `${place.id}:${km}`;
  const cached = within.get(key);
  if (cached) return cached;
  const ids = [place.id];
  for (const other of allPlaces())
    if (other.id !== place.id && other.kind === "municipality" && placeDistanceKm(place, other) <= km)
      ids.push(other.id);
  if (within.size >= 2000) within.clear();
  within.set(key, ids);
  return ids;
}

/**
 * What a city filter matches (issue 22): the ids within the commuting radius of the place the text names, or null
 * when it names none (the filter then compares names, as before places).
 */
export function placeIdsNear(text: string | null | undefined): number[] | null {
  const place = resolvePlace(text);
  return place ? placeIdsWithin(place) : null;
}

/**
 * The same filter for a table that keeps only a city name (companies): every lower-case spelling of the places
 * within the commuting radius ("milano", "milan", "milano (mi)", "monza"…), or null when the text names no place.
 * Compared with `lower(city) = ANY(…)`, which an index on the lower-case name can serve.
 */
export function placeNamesNear(text: string | null | undefined): string[] | null {
  const ids = placeIdsNear(text);
  if (!ids) return null;
  const names = new Set<string>();
  for (const id of ids) {
    const place = placeById(id);
    if (!place) continue;
    for (const name of [place.nameIt, place.nameEn ?? "", ...place.aliases, placeFieldValue(place)])
      if (name) names.add(name.toLowerCase());
    if (place.kind === "municipality") names.add(`${place.nameIt} (${place.provinceCode})`.toLowerCase());
  }
  return [...names];
}

/** Radius lists already computed (a few hundred ids each; the catalogue does not change at run time). */
const within = new Map<string, number[]>();
