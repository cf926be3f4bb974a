import { must, ROLE } from "@mkt/contracts";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { need, place, position, profile, subscription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { backfillPlaceIds } from "./seed-places.ts";
import { ANONYMOUS_PLACE_LOOKUPS } from "./suggest.ts";

const MILANO = 15146;
const MONZA = 108033;
const TORINO = 1272;
const ROMA = 58091;

describe("places (issue 22 item 3)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { "x-forwarded-for": "203.0.113.9", ...headers } });

  it("seeds every municipality, province and region once", async () => {
    const rows = await t.database.db.select({ id: place.id, kind: place.kind }).from(place);
    expect(rows.length).toBeGreaterThan(7900);
    expect(rows.filter((r) => r.kind === "region")).toHaveLength(20);
    const [milano] = await t.database.db.select().from(place).where(eq(place.id, MILANO));
    expect(milano).toMatchObject({
      nameIt: "Milano",
      nameEn: "Milan",
      provinceCode: "MI",
      kind: "municipality",
    });
  });

  it("GET places suggests places labelled in the caller's language, anonymously too", async () => {
    const en = await get("/api/places?q=mil", { "accept-language": "en" });
    expect(en.statusCode).toBe(200);
    const items = en.json().data as { id: number; name: string; label: string; kind: string }[];
    expect(items[0]).toEqual({
      id: MILANO,
      kind: "municipality",
      name: "Milano",
      label: "Milan (MI)",
      province_code: "MI",
    });
    expect(items.length).toBeLessThanOrEqual(10);
    const it = await get("/api/places?q=Florence", { "accept-language": "it" });
    expect((it.json().data as { label: string }[])[0]?.label).toBe("Firenze (FI)");
    const user = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const signedIn = await get("/api/places?q=monza", bearer(user.token));
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.json().data as { id: number }[])[0]?.id).toBe(MONZA);
  });

  it("refuses a missing or one-letter query with a field message", async () => {
    for (const url of ["/api/places", "/api/places?q=m", `/api/places?q=${"m".repeat(81)}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json())).toContain("q");
    }
  });

  it("rate-limits anonymous lookups per address, not signed-in ones", async () => {
    for (let i = 0; i < ANONYMOUS_PLACE_LOOKUPS.max; i++)
      expect((await get("/api/places?q=ro", { "x-forwarded-for": "198.51.100.7" })).statusCode).toBe(200);
    const refused = await get("/api/places?q=ro", { "x-forwarded-for": "198.51.100.7" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    const user = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    expect(
      (await get("/api/places?q=ro", { "x-forwarded-for": "198.51.100.7", ...bearer(user.token) }))
        .statusCode,
    ).toBe(200);
  });

  it("profiles store their city and localities resolved to places, and follow an edit", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const created = await kit.create(supplier.token, {
      city: "Milan",
      localities: ["Monza", "Atlantis", "Turin"],
    });
    const read = async () =>
      must(
        (
          await t.database.db
            .select({ placeId: profile.placeId, localityPlaceIds: profile.localityPlaceIds })
            .from(profile)
            .where(eq(profile.id, created.id))
        )[0],
        "profile row",
      );
    expect(await read()).toEqual({ placeId: MILANO, localityPlaceIds: [MONZA, TORINO] });
    const body = await kit.body({ city: "Atlantis", localities: [] });
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/profiles/${created.id}`,
      headers: bearer(supplier.token),
      payload: body,
    });
    expect(updated.statusCode).toBe(200);
    expect(await read()).toEqual({ placeId: null, localityPlaceIds: [] });
  });

  it("needs and their positions store their city resolved, and a start backfills rows written without", async () => {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const java = await kit.techId("Java");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/client/need/createNeedAndNeedResource",
      headers: bearer(client.token),
      payload: {
        title: "Core banking",
        city: "Rome",
        publish: false,
        positions: [
          {
            title: "Java developer",
            seniority: "senior",
            city: "Monza (MB)",
            mandatory_skills: [{ technology_id: java }],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const needId = (created.json().data as { id: number }).id;
    const [n] = await t.database.db.select({ placeId: need.placeId }).from(need).where(eq(need.id, needId));
    expect(n?.placeId).toBe(ROMA);
    const [p] = await t.database.db
      .select({ id: position.id, placeId: position.placeId })
      .from(position)
      .where(eq(position.needId, needId));
    expect(p?.placeId).toBe(MONZA);

    // Rows written before places existed: the backfill resolves them, and leaves resolved rows alone.
    await t.database.db.update(need).set({ placeId: null }).where(eq(need.id, needId));
    await t.database.db
      .update(position)
      .set({ placeId: null, city: "Torino" })
      .where(eq(position.needId, needId));
    await backfillPlaceIds(t.database.db);
    await backfillPlaceIds(t.database.db);
    expect(
      (await t.database.db.select({ placeId: need.placeId }).from(need).where(eq(need.id, needId)))[0]
        ?.placeId,
    ).toBe(ROMA);
    const positions = await t.database.db
      .select({ placeId: position.placeId })
      .from(position)
      .where(inArray(position.id, [must(p, "position").id]));
    expect(positions[0]?.placeId).toBe(TORINO);
  });

  it("ranks a consultant in Monza for an on-site Milano position and explains the commute", async () => {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const supplier = await kit.member(ROLE.SUPPLIER);
    const java = await kit.techId("Java");
    const skills = [{ technology_id: java, years: 8, level: 4 }];
    const monza = await kit.create(supplier.token, {
      lastname: "Monzese",
      city: "Monza",
      localities: [],
      remote: false,
      skills,
    });
    const napoli = await kit.create(supplier.token, {
      lastname: "Napoletano",
      city: "Napoli",
      localities: [],
      remote: false,
      skills,
    });
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      headers: bearer(supplier.token),
      payload: { ids: [monza.id, napoli.id], published: true },
    });
    expect(published.statusCode).toBe(200);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/client/need/createNeedAndNeedResource",
      headers: bearer(client.token),
      payload: {
        title: "On site in Milan",
        publish: true,
        positions: [
          {
            title: "Java developer",
            seniority: "senior",
            city: "Milan",
            mandatory_skills: [{ technology_id: java }],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const positionId = must(
      (created.json().data as { positions: { id: number }[] }).positions[0],
      "position",
    ).id;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/positions/${positionId}/compatible-profiles`,
      headers: bearer(client.token),
    });
    expect(res.statusCode).toBe(200);
    type Item = {
      profile_id: number;
      score: number;
      criteria: { criterion: string; outcome: string; distance?: object }[];
    };
    const items = (res.json().data as { items: Item[] }).items;
    expect(items.map((i) => i.profile_id)).toEqual([monza.id, napoli.id]);
    const location = (i: Item | undefined) => i?.criteria.find((c) => c.criterion === "location");
    expect(location(items[0])).toMatchObject({
      outcome: "hit",
      distance: { place: "Monza", from: "Milano", km: 14, label: "Monza, a 14 km da Milano" },
    });
    expect(location(items[1])).toMatchObject({ outcome: "miss" });
    expect(location(items[1])?.distance).toBeUndefined();
  });
});
