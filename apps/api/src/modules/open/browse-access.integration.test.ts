import { must } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { openAccessToken } from "../../db/schema/index.ts";
import { hitCounter } from "../../lib/rate-limit.ts";
import { useTestApp } from "../../test/app.ts";
import { browseKit } from "./browse-test-support.ts";
import { openVisit } from "./open-test-support.ts";

/** Every browse call, with a token placeholder for the query (GET) or the body (POST). */
const GETS = [
  "/api/open/getSectorsOpen?",
  "/api/open/getTechOpen?",
  "/api/open/getLanguagesOpen?",
  "/api/open/getRatesOpen?type=tm&",
  "/api/open/profileDetailOpen?profile_id=1&",
  "/api/open/serviceList?",
  "/api/open/serviceDetailOpen?service_id=1&",
];
const POSTS: [string, Record<string, unknown>][] = [
  ["/api/open/filterProfileOpen", { search_word: "java" }],
  ["/api/open/searchServiceFromBar", { name_service: "cloud" }],
  ["/api/open/searchServicesOpen", { search_word: "cloud" }],
];

describe("open browse: tokens, inputs, limits", () => {
  const t = useTestApp();
  const b = browseKit(t);

  it("every browse call answers 401 for a missing, unknown or expired token", async () => {
    const token = await openVisit(t.app);
    await b.expire(token);
    const cases: [string, string][] = [
      ["", "open.token_invalid"],
      [`token=${"A".repeat(43)}`, "open.token_invalid"],
      ["token=short", "open.token_invalid"],
      [`token=${token}`, "open.token_expired"],
    ];
    for (const url of GETS)
      for (const [query, code] of cases) {
        const res = await b.get(`${url}${query}`);
        expect(res.statusCode, `${url}${query}`).toBe(401);
        expect(res.json(), url).toMatchObject({ success: false, code });
      }
    for (const [url, body] of POSTS)
      for (const [value, code] of [
        [undefined, "open.token_invalid"],
        ["A".repeat(43), "open.token_invalid"],
        [token, "open.token_expired"],
      ] as const) {
        const res = await b.post(url, { ...body, token: value });
        expect(res.statusCode, `${url} ${value}`).toBe(401);
        expect(res.json().code, url).toBe(code);
      }
  });

  it("bad inputs answer 400 with the field, never 500", async () => {
    const token = await openVisit(t.app);
    const fieldsOf = (res: { statusCode: number; json: () => { errors?: { field: string }[] } }) => {
      expect(res.statusCode).toBe(400);
      return (res.json().errors ?? []).map((f) => f.field);
    };
    expect(fieldsOf(await b.get(`/api/open/getRatesOpen?token=${token}&type=xx`))).toContain("type");
    expect(fieldsOf(await b.get(`/api/open/profileDetailOpen?token=${token}&profile_id=abc`))).toContain(
      "profile_id",
    );
    expect(fieldsOf(await b.get(`/api/open/profileDetailOpen?token=${token}`))).toContain("profile_id");
    expect(fieldsOf(await b.get(`/api/open/serviceDetailOpen?token=${token}&service_id=-3`))).toContain(
      "service_id",
    );
    expect(fieldsOf(await b.get(`/api/open/serviceList?token=${token}&type=no_such_category`))).toEqual([
      "type",
    ]);
    expect(fieldsOf(await b.get(`/api/open/serviceList?token=${token}&type=${"x".repeat(41)}`))).toContain(
      "type",
    );
    const filter = await b.post("/api/open/filterProfileOpen", {
      token,
      seniority: ["guru"],
      limit_page: 500,
      start_profile: -1,
    });
    expect(fieldsOf(filter)).toEqual(expect.arrayContaining(["seniority.0", "limit_page", "start_profile"]));
    expect(fieldsOf(await b.post("/api/open/searchServiceFromBar", { token, name_service: " " }))).toContain(
      "name_service",
    );
    expect(fieldsOf(await b.post("/api/open/searchServiceFromBar", { token }))).toContain("name_service");
    const search = await b.post("/api/open/searchServicesOpen", {
      token,
      price_max: 0,
      sort: "cheapest",
      category_ids: ["x"],
    });
    expect(fieldsOf(search)).toEqual(expect.arrayContaining(["price_max", "sort", "category_ids.0"]));
  });

  it("lookups answer in the visit's language", async () => {
    const it = await openVisit(t.app, { language: "it" });
    const en = await openVisit(t.app, { language: "en" });
    const languages = await b.get(`/api/open/getLanguagesOpen?token=${en}`);
    expect(languages.statusCode).toBe(200);
    expect(languages.json().data).toContainEqual({ code: "en", name: "English" });
    const italian = (await b.get(`/api/open/getLanguagesOpen?token=${it}`)).json().data;
    expect(italian).toContainEqual({ code: "en", name: "Inglese" });
    const sectorsIt = (await b.get(`/api/open/getSectorsOpen?token=${it}`)).json().data;
    const sectorsEn = (await b.get(`/api/open/getSectorsOpen?token=${en}`)).json().data;
    expect(sectorsIt.length).toBeGreaterThan(0);
    expect(sectorsIt.map((s: { id: number }) => s.id).sort()).toEqual(
      sectorsEn.map((s: { id: number }) => s.id).sort(),
    );
    expect(sectorsIt.map((s: { name: string }) => s.name)).not.toEqual(
      sectorsEn.map((s: { name: string }) => s.name),
    );
    const tech = await b.get(`/api/open/getTechOpen?token=${it}`);
    expect(tech.json().data).toContainEqual(expect.objectContaining({ name: "Java" }));
    const tm = (await b.get(`/api/open/getRatesOpen?token=${it}`)).json().data;
    expect(tm).toMatchObject({ type: "tm", unit: "day", currency: "EUR", min: 0 });
    expect(tm.bands.length).toBeGreaterThan(1);
    const fp = (await b.get(`/api/open/getRatesOpen?token=${it}&type=fp`)).json().data;
    expect(fp).toMatchObject({ type: "fp", unit: "project" });
  });

  it("the OpenAPI document describes every browse call as public (no bearer)", async () => {
    const res = await b.get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    const operations = [
      ...GETS.map((url) => ["get", url.split("?")[0] ?? url] as const),
      ...POSTS.map(([url]) => ["post", url] as const),
    ];
    for (const [method, url] of operations) {
      const op = paths[url]?.[method];
      expect(op, url).toBeDefined();
      expect(op?.tags, url).toContain("open");
      expect(op?.security, url).toBeUndefined();
    }
  });

  it("every browse POST is limited per visit: 429 open.rate_limited past 120 a minute", async () => {
    const token = await openVisit(t.app);
    const [row] = await t.database.db.select().from(openAccessToken);
    const perToken = hitCounter("open_post_token", "sha256");
    for (let i = 0; i < 120; i += 1) await perToken.record(t.database.db, must(row, "the visit").tokenHash);
    for (const [url, body] of POSTS) {
      const res = await b.post(url, { ...body, token });
      expect(res.statusCode, url).toBe(429);
      expect(res.json().code).toBe("open.rate_limited");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    const other = await openVisit(t.app);
    expect((await b.post("/api/open/searchServicesOpen", { token: other })).statusCode).toBe(200);
  });

  it("counts the address and the visit in the same statement as it reads the token", async () => {
    const token = await openVisit(t.app);
    const [row] = await t.database.db.select().from(openAccessToken);
    const perIp = hitCounter("open_post_ip", "sha256");
    const perToken = hitCounter("open_post_token", "sha256");
    const visitKey = must(row, "the visit").tokenHash;
    const ok = await b.post("/api/open/searchServicesOpen", { token });
    expect(ok.statusCode).toBe(200);
    expect(await perToken.count(t.database.db, visitKey, 60)).toBe(1);
    // A forged, well-formed token: 401, yet the address is counted (and the forged hash, bounded by it).
    const forged = `${token.slice(0, -4)}${token.endsWith("aaaa") ? "bbbb" : "aaaa"}`;
    const refused = await b.post("/api/open/searchServicesOpen", { token: forged });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("open.token_invalid");
    expect(await perToken.count(t.database.db, visitKey, 60)).toBe(1);
    // Both requests came from the test client's one address.
    expect(await perIp.count(t.database.db, "127.0.0.1", 60)).toBe(2);
  });
});
