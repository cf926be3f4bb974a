import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, subscription } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

type View = {
  criterion: string;
  missing: string[];
  levels?: { name: string; level: string; min_level: string; label: string }[];
  seniority?: { held: string; wanted: string; label: string };
  distance?: { place: string; from: string; km: number; label: string };
};
type Ranked = { profile_id: number; criteria: View[] };

/**
 * Issue 22 "Also": the explanation's labels follow the reader's language. Scores are stored with ids and codes
 * (computed when the Italian-speaking supplier saved the profile) and put into words when read.
 */
describe("matching: the explanation in the reader's language", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  async function world() {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const supplier = await kit.member(ROLE.SUPPLIER);
    await t.database.db.update(appUser).set({ language: "it" }).where(eq(appUser.id, supplier.user.id));
    const [java, cyber] = await Promise.all(["Java", "Cybersecurity"].map(kit.techId));
    const created = await t.app.inject({
      method: "POST",
      url: "/api/client/need/createNeedAndNeedResource",
      headers: bearer(client.token),
      payload: {
        title: "Core banking",
        publish: true,
        positions: [
          {
            title: "Senior Java developer",
            seniority: "senior",
            city: "Milan",
            max_daily_rate: 500,
            date_start: "2030-03-01",
            mandatory_skills: [{ technology_id: java }, { technology_id: cyber }],
            languages: [
              { code: "en", min_level: "C1" },
              { code: "de", min_level: "B2" },
            ],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const positionId = must(created.json().data.positions[0], "the position").id as number;
    // A middle Java developer in Monza, on site only, English B1, no German: saved (and scored) by the supplier.
    const profile = await kit.create(supplier.token, {
      seniority: "middle",
      city: "Monza",
      localities: [],
      remote: false,
      skills: [{ technology_id: must(java, "java"), years: 5, level: 4 }],
      languages: [
        { code: "it", level: "native" },
        { code: "en", level: "B1" },
      ],
      experiences: [],
    });
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      headers: bearer(supplier.token),
      payload: { ids: [profile.id], published: true },
    });
    expect(published.statusCode).toBe(200);
    return { client, supplier, positionId, profileId: profile.id };
  }

  async function read(w: Awaited<ReturnType<typeof world>>, who: "client" | "supplier", lang: "it" | "en") {
    const reader = w[who];
    await t.database.db.update(appUser).set({ language: lang }).where(eq(appUser.id, reader.user.id));
    const path = who === "client" ? "compatible-profiles" : "my-fitting-profiles";
    const res = await t.app.inject({
      method: "GET",
      url: `/api/positions/${w.positionId}/${path}`,
      // The signed-in user's language wins over the browser's header.
      headers: { ...bearer(reader.token), "accept-language": lang === "it" ? "en" : "it" },
    });
    expect(res.statusCode).toBe(200);
    const item = must(
      (res.json().data as { items: Ranked[] }).items.find((i) => i.profile_id === w.profileId),
      "the ranked profile",
    );
    return new Map(item.criteria.map((c) => [c.criterion, c]));
  }

  it("names technologies, languages, levels, seniority and the commute in the reader's language", async () => {
    const w = await world();
    const en = await read(w, "client", "en");
    expect(en.get("mandatory_skills")?.missing).toEqual(["Cybersecurity"]);
    expect(en.get("languages")).toMatchObject({
      missing: ["German"],
      levels: [{ name: "English", level: "B1", min_level: "C1", label: "English B1, C1 required" }],
    });
    expect(en.get("seniority")?.seniority).toEqual({
      held: "middle",
      wanted: "senior",
      label: "Middle, Senior required",
    });
    expect(en.get("location")?.distance?.label).toMatch(/^Monza, 1\d km from Milan$/);

    // The same stored row, read in Italian.
    const it = await read(w, "client", "it");
    expect(it.get("mandatory_skills")?.missing).toEqual(["Sicurezza informatica"]);
    expect(it.get("languages")).toMatchObject({
      missing: ["Tedesco"],
      levels: [{ name: "Inglese", label: "Inglese B1, richiesto C1" }],
    });
    expect(it.get("seniority")?.seniority?.label).toBe("Middle, richiesto Senior");
    expect(it.get("location")?.distance?.label).toMatch(/^Monza, a 1\d km da Milano$/);
  });

  it("gives the supplier's own fitting profiles in its language too", async () => {
    const w = await world();
    const en = await read(w, "supplier", "en");
    expect(en.get("languages")?.levels?.[0]?.label).toBe("English B1, C1 required");
    const it = await read(w, "supplier", "it");
    expect(it.get("languages")?.levels?.[0]?.label).toBe("Inglese B1, richiesto C1");
  });
});
