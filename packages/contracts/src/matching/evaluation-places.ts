import type { PlacePoint } from "../places/distance.ts";

/**
 * The places of the evaluation set's cities (issue 22 item 3), as the API's resolver finds them in the place
 * catalogue (apps/api/src/modules/places/): ISTAT id, province, region and coordinates, by every spelling the set
 * uses, English names included. Foreign cities (München, Madrid, Paris, Berlin) resolve to nothing, as in the API,
 * and are compared by name.
 */
const PLACES: Record<string, [number, string, string, number, number]> = {
  milano: [15146, "MI", "03", 45.4643, 9.1895],
  monza: [108033, "MB", "03", 45.5801, 9.2725],
  pavia: [18110, "PV", "03", 45.1921, 9.1592],
  bergamo: [16024, "BG", "03", 45.696, 9.6672],
  roma: [58091, "RM", "12", 41.8919, 12.5113],
  frascati: [58039, "RM", "12", 41.8091, 12.6794],
  latina: [59011, "LT", "12", 41.4661, 12.9043],
  torino: [1272, "TO", "01", 45.0705, 7.6868],
  bologna: [37006, "BO", "08", 44.4938, 11.3387],
  napoli: [63049, "NA", "15", 40.8522, 14.2681],
  firenze: [48017, "FI", "09", 43.7793, 11.2463],
  genova: [10025, "GE", "07", 44.4048, 8.9444],
};
const ENGLISH: Record<string, string> = {
  milan: "milano",
  rome: "roma",
  turin: "torino",
  naples: "napoli",
  florence: "firenze",
  genoa: "genova",
};

/** The place of a city of the set, or null for a foreign one. */
export function evaluationPlace(city: string | null | undefined): PlacePoint | null {
  const key = (city ?? "").trim().toLowerCase();
  const row = PLACES[ENGLISH[key] ?? key];
  if (!row) return null;
  const [id, provinceCode, regionCode, lat, lon] = row;
  return { id, kind: "municipality", provinceCode, regionCode, lat, lon };
}
