import type { Db, DbOrTx } from "../../db/client.ts";
import { allPlaces } from "./catalogue.ts";
import {
  countPlaces,
  insertPlaces,
  profilesWithUnresolvedLocalities,
  setLocalityPlaceIds,
  setPlaceIds,
  unresolvedCities,
} from "./queries.ts";
import { resolvePlace, resolvePlaceIds } from "./resolve.ts";

/**
 * Writes the place catalogue into `place` (about 8,000 rows), idempotently: nothing happens when the table already
 * holds every place; otherwise the missing ids are inserted. Safe at every start and from several instances.
 */
export async function seedPlaces(db: Db): Promise<void> {
  const places = allPlaces();
  if ((await countPlaces(db)) >= places.length) return;
  await insertPlaces(
    db,
    places.map((p) => ({
      id: p.id,
      code: p.code,
      kind: p.kind,
      nameIt: p.nameIt,
      nameEn: p.nameEn,
      aliases: p.aliases,
      provinceCode: p.provinceCode,
      regionCode: p.regionCode,
      lat: p.lat,
      lon: p.lon,
      population: p.population,
      rank: p.rank,
    })),
  );
}

/**
 * Resolves the cities written before places existed (or by a writer that did not resolve them): profiles', needs'
 * and positions' place_id where it is null and the city names a place, and profiles' locality place ids. One
 * statement per table; rows already resolved are untouched, so it is idempotent and cheap at every start.
 */
export async function backfillPlaceIds(db: DbOrTx): Promise<void> {
  for (const table of ["profile", "need", "position"] as const) {
    const cities = await unresolvedCities(db, table);
    const resolved = cities.flatMap((city) => {
      const place = resolvePlace(city);
      return place ? [{ city, id: place.id }] : [];
    });
    await setPlaceIds(
      db,
      table,
      resolved.map((r) => r.city),
      resolved.map((r) => r.id),
    );
  }
  const rows = (await profilesWithUnresolvedLocalities(db))
    .map((r) => ({ id: r.id, placeIds: resolvePlaceIds(r.localities) }))
    .filter((r) => r.placeIds.length > 0);
  await setLocalityPlaceIds(db, rows);
}
