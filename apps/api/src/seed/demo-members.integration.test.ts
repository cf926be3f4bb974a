import { describe, expect, it } from "vitest";
import { bearer, login, useTestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";

describe("demo member companies", () => {
  const t = useTestApp();

  it("gives the demo Company Administrator organisation four member companies, none of the main accounts'", async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    const get = async (email: string, url: string) => {
      const { token } = await login(t.app, email, DEMO_PASSWORD);
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const members = await get("company.admin@demo.test", "/api/company-admin/companies?limit=50");
    expect(members.total).toBe(4);
    const names: string[] = members.items.map((c: { name: string }) => c.name);
    expect(names).not.toContain("Banca Popolare del Naviglio S.p.A.");
    expect(new Set(members.items.map((c: { type: string }) => c.type))).toEqual(
      new Set(["client", "supplier", "freelance"]),
    );
    const counters = await get("company.admin.manager@demo.test", "/api/company-admin/counters");
    expect(counters.companies).toBe(4);
  });
});
