import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { profile } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "./test-kit.ts";

describe("the supplier's list of profiles", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it("lists, searches, filters and sorts the supplier's profiles with pages", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const python = await kit.techId("Python");
    const java = await kit.techId("Java");
    const a = await kit.create(supplier.token, {
      firstname: "Anna",
      lastname: "Verdi",
      title: "Java Developer",
      seniority: "junior",
      daily_rate_min: 200,
      daily_rate_max: 250,
      available_from: "2020-01-01",
    });
    const b = await kit.create(supplier.token, {
      firstname: "Bruno",
      lastname: "Neri",
      title: "Data Engineer",
      seniority: "expert",
      daily_rate_min: 600,
      daily_rate_max: 700,
      available_from: "2099-01-01",
      skills: [{ technology_id: python, years: 10, level: 5 }],
      experiences: [],
    });
    const c = await kit.create(supplier.token, {
      firstname: "Carla",
      lastname: "Bassi",
      title: "Java Architect",
      seniority: "senior",
      daily_rate_min: null,
      daily_rate_max: null,
      available_from: null,
    });
    await call("POST", "/api/profiles/publication", supplier.token, { ids: [a.id, c.id], published: true });
    const list = async (query: string) => {
      const res = await call("GET", `/api/profiles?${query}`, supplier.token);
      expect(res.statusCode, query).toBe(200);
      return res.json().data as { items: { id: number }[]; total: number; page: number; limit: number };
    };
    const ids = async (query: string) => (await list(query)).items.map((p) => p.id);
    // Newest change first: publishing a and c made them the latest.
    expect(await ids("")).toEqual([c.id, a.id, b.id]);
    expect(await ids("order_by=name")).toEqual([c.id, b.id, a.id]);
    expect(await ids("order_by=name&asc=0")).toEqual([a.id, b.id, c.id]);
    expect(await ids("order_by=seniority")).toEqual([a.id, c.id, b.id]);
    expect(await ids("order_by=rate")).toEqual([a.id, b.id, c.id]);
    expect(await ids("search_word=java")).toEqual([c.id, a.id]);
    expect(await ids("search_word=NERI")).toEqual([b.id]);
    expect(await ids(`technology=${python}`)).toEqual([b.id]);
    expect(await ids(`technology=${python},${java}`)).toEqual([]);
    expect(await ids("now_available=1")).toEqual([c.id, a.id]);
    expect(await ids("available_by=2099-06-01")).toEqual([c.id, a.id, b.id]);
    expect(await ids("published=0")).toEqual([b.id]);
    expect(await ids("rate_min=500")).toEqual([b.id]);
    expect(await ids("seniority=senior")).toEqual([c.id]);
    const page = await list("limit=2&page=2");
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ id: b.id }] });
    const item = (await list(`search_word=neri`)).items[0];
    expect(item).toMatchObject({
      firstname: "Bruno",
      published: false,
      skills: [{ name: "Python", level: 5 }],
    });
    const bad = await call("GET", "/api/profiles?order_by=age&limit=500", supplier.token);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["limit", "order_by"]);
  });

  it("publishes in bulk only the company's own profiles, all or none", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const other = await kit.member(ROLE.SUPPLIER);
    const mine = await kit.create(supplier.token);
    const theirs = await kit.create(other.token);
    const refused = await call("POST", "/api/profiles/publication", supplier.token, {
      ids: [mine.id, theirs.id],
      published: true,
    });
    expect(refused.statusCode).toBe(404);
    const rows = await t.database.db.select({ id: profile.id, published: profile.published }).from(profile);
    expect(rows.every((r) => !r.published)).toBe(true);
    const ok = await call("POST", "/api/profiles/publication", supplier.token, {
      ids: [mine.id],
      published: true,
    });
    expect(ok.json().data).toEqual({ updated: [mine.id] });
    const empty = await call("POST", "/api/profiles/publication", supplier.token, {
      ids: [],
      published: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: "ids", code: "validation.required" });
  });

  it("documents the endpoints under the profiles tag", async () => {
    const doc = (await call("GET", "/api/docs/json")).json();
    for (const path of [
      "/api/profiles",
      "/api/profiles/me",
      "/api/profiles/publication",
      "/api/profiles/{id}",
      "/api/profiles/{id}/publication",
      "/api/profiles/{id}/photo",
      "/api/profiles/cv",
      "/api/profiles/{id}/cv.pdf",
      "/api/profiles/{id}/cv-file",
      "/api/technologies",
    ]) {
      const operations = Object.values(doc.paths[path] ?? {}) as { tags?: string[] }[];
      expect(operations.length, path).toBeGreaterThan(0);
      expect(
        operations.every((o) => o.tags?.includes("profiles")),
        path,
      ).toBe(true);
    }
  });
});
