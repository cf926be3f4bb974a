import { PUBLIC_PLANS_LIMIT, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";

describe("GET /api/plans/public (the pricing page's price list, issue 20 item 8)", () => {
  const t = useTestApp();
  const get = (query: string, headers: Record<string, string> = {}, ip = "198.51.100.7") =>
    t.app.inject({
      method: "GET",
      url: `/api/plans/public${query}`,
      headers: { "accept-language": "en", ...headers },
      remoteAddress: ip,
    });

  it("lists the client plans on sale, cheapest first, with only the public fields", async () => {
    const res = await get("?audience=client");
    expect(res.statusCode).toBe(200);
    const plans = res.json().data as Record<string, unknown>[];
    expect(plans.map((p) => p.name)).toEqual(["Free", "Starter", "Business", "Enterprise"]);
    expect(plans[1]).toEqual({
      id: 2,
      audience: "client",
      name: "Starter",
      title: "Per team che assumono spesso",
      name_en: "Starter",
      title_en: "For teams that hire often",
      price: 1490,
      period: "year",
      credits: 50,
      max_project: 5,
      max_position: 10,
      n_max_users: 3,
      transaction_fee: expect.any(Number),
      functions: expect.arrayContaining(["chat", "VP", "download_cv"]),
    });
    for (const plan of plans) {
      expect(Object.keys(plan)).not.toContain("charge_code");
      expect(Object.keys(plan)).not.toContain("is_old_plan");
    }
  });

  it("lists the supplier plans on sale without the legacy or inactive ones", async () => {
    const res = await get("?audience=supplier");
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { name: string; audience: string }[]).map((p) => p.name);
    expect(names).toEqual(["Fornitore Free", "Fornitore Pro"]);
    expect(names).not.toContain("Fornitore 2023");
    expect(names).not.toContain("Partner");
  });

  it("refuses a missing or unknown audience with a field message", async () => {
    for (const query of ["", "?audience=staff", "?audience=client&x=1"]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await get("?audience=staff");
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: "audience" }));
  });

  it("is public for every role and for anonymous visitors", async () => {
    expect((await get("?audience=client", {}, "198.51.100.8")).statusCode).toBe(200);
    for (const role of [ROLE.CLIENT, ROLE.SUPPLIER, ROLE.ADMINISTRATOR]) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      expect((await get("?audience=supplier", bearer(token))).statusCode).toBe(200);
    }
  });

  it("limits anonymous readers per IP (429 with Retry-After), not signed-in users", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < PUBLIC_PLANS_LIMIT.max; i += 1) {
      expect((await get("?audience=client", {}, ip)).statusCode).toBe(200);
    }
    const refused = await get("?audience=client", {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("common.rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected, nor a signed-in user on the same address.
    expect((await get("?audience=client", {}, "203.0.113.51")).statusCode).toBe(200);
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect((await get("?audience=client", bearer(token), ip)).statusCode).toBe(200);
  }, 60_000);
});
