import { readFileSync } from "node:fs";
import type { PlaceKind, PlacePoint } from "@mkt/contracts";
import { z } from "zod";

/**
 * Every Italian municipality, province and region with coordinates (catalogue/places.generated.json, written by
 * scripts/generate-places.mjs from ISTAT's list and GeoNames; see its header). Ids are stable across databases:
 * a municipality's is its ISTAT code as a number (015146 Milano → 15146), a province's 200000 + its ISTAT code,
 * a region's 300000 + its code, so writers resolve a city to an id without asking the database.
 */
export type Place = PlacePoint & {
  code: string;
  nameIt: string;
  nameEn: string | null;
  /** Other spellings people type, lower case ("reggio emilia", "bozen"). */
  aliases: string[];
  population: number | null;
  /** Order among municipalities of the same name: 0 the most populous. */
  rank: number;
};

const PROVINCE_ID_BASE = 200_000;
const REGION_ID_BASE = 300_000;

const names = z.array(z.string());
const fileSchema = z.object({
  source: z.string(),
  regions: z.array(z.tuple([z.string(), z.string(), z.string().nullable(), names, z.number(), z.number()])),
  provinces: z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.string(),
      z.string().nullable(),
      names,
      z.string(),
      z.number(),
      z.number(),
    ]),
  ),
  municipalities: z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.string().nullable(),
      names,
      z.string(),
      z.number(),
      z.number(),
      z.number(),
    ]),
  ),
});

function build(): Place[] {
  const raw = fileSchema.parse(
    JSON.parse(readFileSync(new URL("./catalogue/places.generated.json", import.meta.url), "utf8")),
  );
  const place = (kind: PlaceKind, fields: Omit<Place, "kind">): Place => ({ kind, ...fields });
  const regions = raw.regions.map(([code, nameIt, nameEn, aliases, lat, lon]) =>
    place("region", {
      id: REGION_ID_BASE + Number(code),
      code,
      nameIt,
      nameEn,
      aliases,
      provinceCode: null,
      regionCode: code,
      lat,
      lon,
      population: null,
      rank: 0,
    }),
  );
  const regionOf = new Map<string, string>();
  const provinces = raw.provinces.map(([plate, istat, nameIt, nameEn, aliases, region, lat, lon]) => {
    regionOf.set(plate, region);
    return place("province", {
      id: PROVINCE_ID_BASE + Number(istat),
      code: plate,
      nameIt,
      nameEn,
      aliases,
      provinceCode: plate,
      regionCode: region,
      lat,
      lon,
      population: null,
      rank: 0,
    });
  });
  const municipalities = raw.municipalities.map(([code, nameIt, nameEn, aliases, plate, lat, lon, pop]) =>
    place("municipality", {
      id: Number(code),
      code,
      nameIt,
      nameEn,
      aliases,
      provinceCode: plate,
      regionCode: regionOf.get(plate) ?? null,
      lat,
      lon,
      population: pop,
      rank: 0,
    }),
  );
  // Homonyms ("San Teodoro" in Sardinia and in Sicily): the larger first.
  const byName = new Map<string, Place[]>();
  for (const m of municipalities) byName.set(m.nameIt, [...(byName.get(m.nameIt) ?? []), m]);
  for (const group of byName.values())
    if (group.length > 1)
      group
        .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
        .forEach((m, i) => {
          m.rank = i;
        });
  return [...regions, ...provinces, ...municipalities];
}

let cached: Place[] | undefined;

/** The whole catalogue (read once per process). */
export function allPlaces(): Place[] {
  cached ??= build();
  return cached;
}

let byId: Map<number, Place> | undefined;

/** A place by id (undefined for an id the catalogue does not hold). */
export function placeById(id: number): Place | undefined {
  byId ??= new Map(allPlaces().map((p) => [p.id, p]));
  return byId.get(id);
}

/** The name to show in the reader's language: the English one when it has one ("Milan"), else the Italian. */
export function placeName(place: Place, lang: "it" | "en"): string {
  return lang === "en" && place.nameEn ? place.nameEn : place.nameIt;
}
