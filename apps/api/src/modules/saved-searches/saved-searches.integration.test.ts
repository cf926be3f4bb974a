import { ROLE, SAVED_SEARCH_LIMITS } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { savedSearch } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";

describe("saved searches (/api/saved-searches)", () => {
  const t = useTestApp();
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const member = async (role: (typeof ROLE)[keyof typeof ROLE]) =>
    createUserAndLogin(t.database.db, t.app, role);
  const javaSearch = {
    kind: "profiles",
    name: "  Java seniors in Milan  ",
    criteria: { search_word: "java", seniority: ["senior"], localities: ["Milano"], rate_max: 600 },
    alert: true,
  };

  it("saves, lists, renames, switches the alert and deletes; the path carries the criteria", async () => {
    const client = await member(ROLE.CLIENT);
    const saved = await call("POST", "/api/saved-searches", client.token, javaSearch);
    expect(saved.statusCode, saved.body).toBe(200);
    const one = saved.json().data;
    expect(one).toMatchObject({
      kind: "profiles",
      name: "Java seniors in Milan",
      alert: true,
      criteria: { search_word: "java", seniority: ["senior"], localities: ["Milano"], rate_max: 600 },
      path: "/profile_available?search_word=java&seniority=senior&localities=Milano&rate_max=600",
      last_alert_at: null,
    });
    const services = await call("POST", "/api/saved-searches", client.token, {
      kind: "services",
      name: "Cloud migration",
      criteria: { search_word: "cloud", delivery_models: ["fixed_price"], price_max: 5000 },
      alert: false,
    });
    expect(services.statusCode, services.body).toBe(200);
    expect(services.json().data.path).toBe("/find_services?q=cloud&model=fixed_price&price_max=5000");

    const all = await call("GET", "/api/saved-searches", client.token);
    expect(all.json().data).toMatchObject({ total: 2, items: [{ kind: "services" }, { kind: "profiles" }] });
    const profilesOnly = await call("GET", "/api/saved-searches?kind=profiles", client.token);
    expect(profilesOnly.json().data).toMatchObject({ total: 1, items: [{ id: one.id }] });

    const renamed = await call("PATCH", `/api/saved-searches/${one.id}`, client.token, { name: "Java" });
    expect(renamed.json().data).toMatchObject({ name: "Java", alert: true });
    const off = await call("PATCH", `/api/saved-searches/${one.id}`, client.token, { alert: false });
    expect(off.json().data).toMatchObject({ name: "Java", alert: false });

    expect((await call("DELETE", `/api/saved-searches/${one.id}`, client.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/saved-searches", client.token)).json().data.total).toBe(1);
    expect((await call("DELETE", `/api/saved-searches/${one.id}`, client.token)).statusCode).toBe(404);
  });

  it("answers field messages for a bad name or criteria the search itself refuses", async () => {
    const client = await member(ROLE.CLIENT);
    const fieldsOf = (res: { json(): { errors?: { field: string }[] } }) =>
      (res.json().errors ?? []).map((f) => f.field);
    const blank = await call("POST", "/api/saved-searches", client.token, { ...javaSearch, name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toContain("name");
    const long = await call("POST", "/api/saved-searches", client.token, {
      ...javaSearch,
      name: "x".repeat(81),
    });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toContain("name");
    const badCriteria = await call("POST", "/api/saved-searches", client.token, {
      ...javaSearch,
      criteria: { seniority: ["wizard"], order_by: "luck" },
    });
    expect(badCriteria.statusCode).toBe(400);
    expect(fieldsOf(badCriteria)).toEqual(
      expect.arrayContaining(["criteria.seniority.0", "criteria.order_by"]),
    );
    const badServices = await call("POST", "/api/saved-searches", client.token, {
      kind: "services",
      name: "x",
      criteria: { price_max: -3 },
    });
    expect(badServices.statusCode).toBe(400);
    expect(fieldsOf(badServices)).toContain("criteria.price_max");
    const badKind = await call("POST", "/api/saved-searches", client.token, { ...javaSearch, kind: "needs" });
    expect(badKind.statusCode).toBe(400);
    const emptyPatch = await call("PATCH", "/api/saved-searches/1", client.token, {});
    expect(emptyPatch.statusCode).toBe(400);
  });

  it("keeps at most 20 per user", async () => {
    const client = await member(ROLE.CLIENT);
    await t.database.db.insert(savedSearch).values(
      Array.from({ length: SAVED_SEARCH_LIMITS.perUser }, (_, i) => ({
        userId: client.user.id,
        companyId: client.user.companyId,
        kind: "profiles",
        name: `Search ${i}`,
        criteria: {},
      })),
    );
    const over = await call("POST", "/api/saved-searches", client.token, javaSearch);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/20/);
  });

  it("shows and changes only the owner's searches: a colleague or another company gets 404", async () => {
    const client = await member(ROLE.CLIENT);
    const other = await member(ROLE.CLIENT);
    const id = (await call("POST", "/api/saved-searches", client.token, javaSearch)).json().data.id;
    expect((await call("GET", "/api/saved-searches", other.token)).json().data.total).toBe(0);
    expect((await call("PATCH", `/api/saved-searches/${id}`, other.token, { name: "Mine" })).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/api/saved-searches/${id}`, other.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/saved-searches", client.token)).json().data.items[0].name).toBe(
      "Java seniors in Milan",
    );
  });

  it("refuses anonymous callers (401) and roles that cannot search that kind (403)", async () => {
    expect((await call("GET", "/api/saved-searches")).statusCode).toBe(401);
    expect((await call("POST", "/api/saved-searches", undefined, javaSearch)).statusCode).toBe(401);
    expect((await call("PATCH", "/api/saved-searches/1", undefined, { name: "x" })).statusCode).toBe(401);
    expect((await call("DELETE", "/api/saved-searches/1")).statusCode).toBe(401);
    for (const role of [ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ADMINISTRATOR]) {
      const who = await member(role);
      expect((await call("GET", "/api/saved-searches", who.token)).statusCode, `role ${role}`).toBe(403);
      expect((await call("POST", "/api/saved-searches", who.token, javaSearch)).statusCode).toBe(403);
      expect((await call("PATCH", "/api/saved-searches/1", who.token, { name: "x" })).statusCode).toBe(403);
      expect((await call("DELETE", "/api/saved-searches/1", who.token)).statusCode).toBe(403);
    }
    // A company administrator searches the services catalogue, not talent: profiles searches are refused.
    const admin = await member(ROLE.COMPANY_ADMINISTRATOR);
    expect((await call("POST", "/api/saved-searches", admin.token, javaSearch)).statusCode).toBe(403);
    const services = await call("POST", "/api/saved-searches", admin.token, {
      kind: "services",
      name: "Any",
      criteria: {},
    });
    expect(services.statusCode, services.body).toBe(200);
  });
});
