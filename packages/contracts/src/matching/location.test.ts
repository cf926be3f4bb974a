import { describe, expect, it } from "vitest";
import { evaluationPlace } from "./evaluation-places.ts";
import { distanceLabel, locationFit, ONSITE_FLOOR, onSiteReach } from "./location.ts";
import { type MatchPosition, type MatchProfile, scoreMatch } from "./score.ts";

const place = (city: string) => evaluationPlace(city);
const office = { city: "Milano", place: place("Milano"), remoteAllowed: false };
const home = (city: string, remote = false, localities: string[] = []) => ({
  city,
  place: place(city),
  localities: localities.map(place).filter((p) => p !== null),
  remote,
});

describe("location fit by distance", () => {
  it("counts a commute within 50 km as on site and names the distance", () => {
    expect(locationFit(office, home("Monza"))).toEqual({
      fraction: 1,
      distance: { placeId: 108033, fromPlaceId: 15146, km: 14 },
    });
    expect(locationFit(office, home("Milan"))).toEqual({ fraction: 1 });
  });

  it("decays past 50 km and is nothing from 150 km", () => {
    const torino = locationFit(office, home("Torino")).fraction;
    expect(torino).toBeGreaterThan(0);
    expect(torino).toBeLessThan(0.5);
    expect(locationFit(office, home("Bologna"))).toEqual({ fraction: 0 });
    expect(locationFit(office, home("Roma"))).toEqual({ fraction: 0 });
  });

  it("takes the nearest of home and the localities the consultant works on site in", () => {
    const fit = locationFit(office, home("Roma", false, ["Bologna", "Monza"]));
    expect(fit.fraction).toBe(1);
    expect(fit.distance?.placeId).toBe(108033);
  });

  it("never counts location as a miss for a remote worker when the position allows remote work", () => {
    expect(locationFit({ ...office, remoteAllowed: true }, home("Napoli", true)).fraction).toBe(0.9);
    expect(locationFit({ city: null, remoteAllowed: true }, home("Napoli", true)).fraction).toBe(1);
    // A hybrid position: living nearby beats working remotely.
    expect(locationFit({ ...office, remoteAllowed: true }, home("Monza", true)).fraction).toBe(1);
    // Not remote-willing: the distance decides.
    expect(locationFit({ ...office, remoteAllowed: true }, home("Napoli")).fraction).toBe(0);
  });

  it("compares unresolved cities by name, as before places", () => {
    const munich = { city: "München", place: null, remoteAllowed: false };
    expect(locationFit(munich, { city: "münchen", remote: false }).fraction).toBe(1);
    expect(locationFit(munich, home("Milano")).fraction).toBe(0);
  });

  it("scales the whole score of a profile that can reach the office neither way", () => {
    const loc = (points: number) => ({ outcome: "x", points, maxPoints: 12 });
    expect(onSiteReach(office, { remote: false }, loc(0))).toBe(ONSITE_FLOOR);
    expect(onSiteReach(office, { remote: false }, loc(12))).toBe(1);
    expect(onSiteReach({ ...office, remoteAllowed: true }, { remote: true }, loc(0))).toBe(1);
    expect(onSiteReach({ city: null, remoteAllowed: true }, { remote: false }, loc(0))).toBe(1);
  });

  it("explains the commute in the reader's language", () => {
    expect(distanceLabel("Monza", "Milano", 14, "it")).toBe("Monza, a 14 km da Milano");
    expect(distanceLabel("Monza", "Milan", 14, "en")).toBe("Monza, 14 km from Milan");
  });
});

describe("location in the score", () => {
  const position: MatchPosition = {
    seniority: "senior",
    mandatorySkills: [{ technologyId: 1 }],
    niceSkills: [],
    languages: [],
    city: "Milano",
    place: place("Milano"),
    remoteAllowed: false,
    maxDailyRate: null,
    dateStart: null,
  };
  const profile = (city: string): MatchProfile => ({
    seniority: "senior",
    skills: [{ technologyId: 1, years: 8, level: 4 }],
    languages: [],
    ...home(city),
    dailyRateMin: null,
    availableFrom: null,
    feedbackAverage: null,
  });

  it("ranks Monza with Milano, Torino below, Bologna lower still, and keeps the distance in the criterion", () => {
    const [milano, monza, torino, bologna] = ["Milano", "Monza", "Torino", "Bologna"].map(
      (c) => scoreMatch(position, profile(c), "2027-01-11").score,
    );
    expect(monza).toBe(milano);
    expect(torino).toBeLessThan(monza ?? 0);
    expect(bologna).toBeLessThan(torino ?? 0);
    const criteria = scoreMatch(position, profile("Monza"), "2027-01-11").criteria;
    expect(criteria.find((c) => c.criterion === "location")).toMatchObject({
      outcome: "hit",
      distance: { km: 14 },
    });
  });
});
