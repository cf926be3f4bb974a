// Places (issue 22 item 3): Italian municipalities, provinces and regions with coordinates, the resolver every
// writer and filter uses for a typed city, and the autocomplete route. Other modules import only from here.
export { allPlaces, type Place, placeById, placeName } from "./catalogue.ts";
export {
  normalizePlaceName,
  placeFieldValue,
  placeIdsNear,
  placeIdsWithin,
  placeNamesNear,
  resolvePlace,
  resolvePlaceIds,
  suggestPlaces,
} from "./resolve.ts";
export { registerPlaceRoutes } from "./routes.ts";
export { backfillPlaceIds, seedPlaces } from "./seed-places.ts";
