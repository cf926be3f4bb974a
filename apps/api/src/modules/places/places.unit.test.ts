import { COMMUTE_FULL_KM, commuteFit, haversineKm, placeDistanceKm } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { finishesWithin } from "../../test/timing.ts";
import { allPlaces, placeById } from "./catalogue.ts";
import {
  normalizePlaceName,
  placeFieldValue,
  placeIdsWithin,
  resolvePlace,
  resolvePlaceIds,
  suggestPlaces,
} from "./resolve.ts";

const places = allPlaces();
const municipalities = places.filter((p) => p.kind === "municipality");
const named = (text: string) => resolvePlace(text)?.nameIt;

describe("place catalogue", () => {
  it("holds every Italian municipality, 107 provinces and 20 regions with unique ids and codes", () => {
    expect(municipalities.length).toBeGreaterThan(7800);
    expect(places.filter((p) => p.kind === "province")).toHaveLength(107);
    expect(places.filter((p) => p.kind === "region")).toHaveLength(20);
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    expect(new Set(places.map((p) => `${p.kind}:${p.code}`)).size).toBe(places.length);
  });

  it("gives every municipality a province and a region that exist", () => {
    const plates = new Set(places.filter((p) => p.kind === "province").map((p) => p.code));
    const regions = new Set(places.filter((p) => p.kind === "region").map((p) => p.code));
    const orphans = municipalities.filter(
      (m) => !m.provinceCode || !plates.has(m.provinceCode) || !m.regionCode || !regions.has(m.regionCode),
    );
    expect(orphans.map((m) => m.nameIt)).toEqual([]);
  });

  it("places every point inside Italy's bounding box (Lampedusa to the Vetta d'Italia, Bardonecchia to Otranto)", () => {
    const outside = places.filter((p) => p.lat < 35.4 || p.lat > 47.1 || p.lon < 6.6 || p.lon > 18.6);
    expect(outside.map((p) => p.nameIt)).toEqual([]);
  });

  it("names the big cities and the regions in English and keeps the spellings people type", () => {
    const en = (it: string) => places.find((p) => p.nameIt === it)?.nameEn;
    expect(en("Milano")).toBe("Milan");
    expect(en("Roma")).toBe("Rome");
    expect(en("Torino")).toBe("Turin");
    expect(en("Firenze")).toBe("Florence");
    expect(en("Napoli")).toBe("Naples");
    expect(en("Venezia")).toBe("Venice");
    expect(en("Genova")).toBe("Genoa");
    expect(en("Padova")).toBe("Padua");
    expect(en("Mantova")).toBe("Mantua");
    expect(en("Siracusa")).toBe("Syracuse");
    expect(en("Lombardia")).toBe("Lombardy");
    expect(en("Toscana")).toBe("Tuscany");
    expect(en("Sicilia")).toBe("Sicily");
  });

  it("puts Milano where it is and Monza about 15 km from it", () => {
    const milano = resolvePlace("Milano");
    const monza = resolvePlace("Monza");
    expect(milano?.lat).toBeCloseTo(45.46, 1);
    expect(milano?.lon).toBeCloseTo(9.19, 1);
    if (!milano || !monza) throw new Error("Milano and Monza resolve");
    expect(haversineKm(milano, monza)).toBeGreaterThan(10);
    expect(haversineKm(milano, monza)).toBeLessThan(20);
  });
});

describe("resolvePlace", () => {
  it("resolves Italian and English names, any case or accents, with or without the plate code", () => {
    expect(named("Milan")).toBe("Milano");
    expect(named("milano")).toBe("Milano");
    expect(named("  MILANO ")).toBe("Milano");
    expect(named("Milano (MI)")).toBe("Milano");
    expect(named("Milano, MI")).toBe("Milano");
    expect(named("Rome")).toBe("Roma");
    expect(named("Turin")).toBe("Torino");
    expect(named("Florence")).toBe("Firenze");
    expect(named("forli")).toBe("Forlì");
    expect(named("Reggio Emilia")).toBe("Reggio nell'Emilia");
    expect(named("Reggio Calabria")).toBe("Reggio di Calabria");
    expect(named("Bozen")).toBe("Bolzano/Bozen");
    expect(named("Monza")).toBe("Monza");
  });

  it("reads a plate code in capitals as the province, and provinces and regions by name", () => {
    expect(resolvePlace("MI")).toMatchObject({ kind: "province", code: "MI" });
    expect(resolvePlace("Provincia di Monza e della Brianza")).toMatchObject({
      kind: "province",
      code: "MB",
    });
    expect(resolvePlace("Lombardy")).toMatchObject({ kind: "region", nameIt: "Lombardia" });
    // A municipality of the same name wins over its province.
    expect(resolvePlace("Milano")?.kind).toBe("municipality");
  });

  it("picks the larger of homonyms unless the plate code says which", () => {
    const homonyms = municipalities.filter((m) => m.nameIt === "Samone");
    expect(homonyms.length).toBe(2);
    const larger = [...homonyms].sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
    expect(resolvePlace("Samone")?.id).toBe(larger?.id);
    const other = homonyms.find((m) => m.id !== larger?.id);
    expect(resolvePlace(`Samone (${other?.provinceCode})`)?.id).toBe(other?.id);
    // The value a city field stores for a homonym resolves back to it.
    if (other) expect(resolvePlace(placeFieldValue(other))?.id).toBe(other.id);
  });

  it("answers null for free text, foreign cities and empty input, fast on long adversarial input", () => {
    expect(resolvePlace("München")).toBeNull();
    expect(resolvePlace("Remote")).toBeNull();
    expect(resolvePlace("")).toBeNull();
    expect(resolvePlace(null)).toBeNull();
    const texts = ["(".repeat(100_000), `${"a ".repeat(50_000)}(MI)`, ",".repeat(100_000)];
    for (const text of texts) {
      expect(resolvePlace(text)).toBeNull();
      expect(normalizePlaceName(text).length).toBeLessThanOrEqual(200);
    }
    expect(finishesWithin(200, () => texts.map((text) => resolvePlace(text)))).toBe(true);
  });

  it("resolves a list of localities in order, leaving out the unknown and the repeated", () => {
    const ids = resolvePlaceIds(["Monza", "Atlantis", "Bergamo", "monza"]);
    expect(ids.map((id) => placeById(id)?.nameIt)).toEqual(["Monza", "Bergamo"]);
  });
});

describe("suggestPlaces", () => {
  it("suggests the big city first, labelled in the reader's language, at most the limit", () => {
    const en = suggestPlaces("mil", "en", 10);
    expect(en[0]).toMatchObject({ name: "Milano", label: "Milan (MI)", kind: "municipality" });
    expect(suggestPlaces("mil", "it", 10)[0]?.label).toBe("Milano (MI)");
    expect(suggestPlaces("san", "it", 10)).toHaveLength(10);
    expect(suggestPlaces("flor", "en", 10)[0]?.name).toBe("Firenze");
    expect(
      suggestPlaces("lombard", "en", 10).some((s) => s.kind === "region" && s.label === "Lombardy (region)"),
    ).toBe(true);
    expect(suggestPlaces("x", "en", 10)).toEqual([]);
  });
});

describe("distances", () => {
  it("gives a full fit within the commuting radius, decaying to nothing at 150 km", () => {
    expect(commuteFit(15)).toBe(1);
    expect(commuteFit(COMMUTE_FULL_KM)).toBe(1);
    expect(commuteFit(100)).toBeCloseTo(0.5);
    expect(commuteFit(150)).toBe(0);
    expect(commuteFit(500)).toBe(0);
  });

  it("counts a municipality inside a province or region as there, and lists the towns around a city", () => {
    const milanProvince = resolvePlace("MI");
    const lombardy = resolvePlace("Lombardia");
    const rho = resolvePlace("Rho");
    const bergamo = resolvePlace("Bergamo");
    if (!milanProvince || !lombardy || !rho || !bergamo) throw new Error("places resolve");
    expect(placeDistanceKm(milanProvince, rho)).toBe(0);
    expect(placeDistanceKm(lombardy, bergamo)).toBe(0);
    const around = placeIdsWithin(resolvePlace("Milano") ?? rho);
    expect(around).toContain(resolvePlace("Monza")?.id);
    expect(around).toContain(rho.id);
    expect(around).not.toContain(resolvePlace("Torino")?.id);
  });
});
