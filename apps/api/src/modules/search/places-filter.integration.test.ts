import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscription } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { openVisit } from "../open/open-test-support.ts";
import { profileKit } from "../profiles/test-kit.ts";

/** City filters mean "within the commuting radius of the place" (issue 22 item 3). */
describe("city filters resolve places", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });

  async function profiles() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const make = (lastname: string, city: string, localities: string[] = []) =>
      kit.create(supplier.token, { lastname, city, localities, remote: false });
    const milano = await make("Milanese", "Milano");
    const monza = await make("Monzese", "Monza");
    const roma = await make("Romano", "Roma");
    const commuter = await make("Pendolare", "Bologna", ["Rho"]);
    const free = await make("Altrove", "Atlantide");
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      headers: bearer(supplier.token),
      payload: { ids: [milano.id, monza.id, roma.id, commuter.id, free.id], published: true },
    });
    expect(published.statusCode).toBe(200);
    return { supplier, milano, monza, roma, commuter, free };
  }

  it("talent search: 'Milan' finds Milano, Monza and a consultant working on site in Rho, not Roma", async () => {
    const p = await profiles();
    const client = await kit.member(ROLE.CLIENT);
    const ids = async (query: string) => {
      const res = await get(`/api/profiles/search?${query}&only_loco=1`, client.token);
      expect(res.statusCode, query).toBe(200);
      return (res.json().data as { items: { id: number }[]; total: number }).items
        .map((i) => i.id)
        .sort((a, b) => a - b);
    };
    const milanArea = [p.milano.id, p.monza.id, p.commuter.id].sort((a, b) => a - b);
    expect(await ids("localities=Milan")).toEqual(milanArea);
    expect(await ids("localities=milano%20(MI)")).toEqual(milanArea);
    expect(await ids("localities=Rome")).toEqual([p.roma.id]);
    // Text that names no place keeps matching by name.
    expect(await ids("localities=atlantide")).toEqual([p.free.id]);
    // The facets count the same set.
    const res = await get("/api/profiles/search?localities=Milan&only_loco=1", client.token);
    expect((res.json().data as { total: number }).total).toBe(3);
  });

  it("the open area's profile search resolves the same way", async () => {
    const p = await profiles();
    const visit = await openVisit(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/open/filterProfileOpen",
      payload: { token: visit, localities: ["Milan"], only_loco: true },
    });
    expect(res.statusCode).toBe(200);
    const found = (res.json().data as { items: { id: number }[] }).items.map((i) => i.id);
    expect(found).toEqual(expect.arrayContaining([p.milano.id, p.monza.id]));
    expect(found).not.toContain(p.roma.id);
  });

  it("the suppliers' position market: 'Milan' finds positions in Milano and Monza, not in Roma", async () => {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const java = await kit.techId("Java");
    const position = (title: string, city: string) => ({
      title,
      seniority: "senior",
      city,
      mandatory_skills: [{ technology_id: java }],
    });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/client/need/createNeedAndNeedResource",
      headers: bearer(client.token),
      payload: {
        title: "Three offices",
        publish: true,
        positions: [
          position("In Milano", "Milano"),
          position("In Monza", "Monza"),
          position("In Roma", "Roma"),
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const titles = async (city: string) => {
      const res = await get(`/api/positions?city=${encodeURIComponent(city)}`, supplier.token);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { items: { title: string }[] }).items.map((i) => i.title).sort();
    };
    expect(await titles("Milan")).toEqual(["In Milano", "In Monza"]);
    expect(await titles("Rome")).toEqual(["In Roma"]);
    expect(await titles("mon")).toEqual(["In Monza"]); // no place: the text in the city, as before
  });
});
