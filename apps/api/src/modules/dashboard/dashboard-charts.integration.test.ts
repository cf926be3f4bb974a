import { must, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { analyticsTermDaily, companySector, jobSector } from "../../db/schema/index.ts";
import { bearer, createCompany, createUser, createUserAndLogin, login, useTestApp } from "../../test/app.ts";
import { seedKnownMarketplace } from "../analytics-reports/analytics-reports-test-support.ts";

const JAN = "from=2026-01-01&to=2026-01-31&granularity=month";

describe("dashboard charts (/api/dashboard/client/charts, /api/dashboard/supplier/charts)", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });
  const memberOf = async (companyId: number, role: (typeof ROLE)[keyof typeof ROLE]) =>
    (await login(t.app, (await createUser(db(), { role, companyId })).email)).token;

  it("a client sees its own company's positions, quotes, time to first quote and credits, never another's", async () => {
    const m = await seedKnownMarketplace(t);
    const a = (
      await get(`/api/dashboard/client/charts?${JAN}`, await memberOf(m.clientA.id, ROLE.CLIENT))
    ).json();
    expect(a.data).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      granularity: "month",
      series: [
        {
          bucket: "2026-01-01",
          positions_published: 2,
          quotes_received: 3,
          quotes_accepted: 1,
          median_hours_to_first_quote: 25,
          credits_used: 2,
        },
      ],
      totals: {
        positions_published: 2,
        quotes_received: 3,
        quotes_accepted: 1,
        median_hours_to_first_quote: 25,
        credits_used: 2,
      },
    });
    // Weekly: P1 (published Monday 5th, first quote after 2 h) and P2 (12th, after 48 h) fall in two weeks.
    const weekly = (
      await get(
        "/api/dashboard/client/charts?from=2026-01-05&to=2026-01-18",
        await memberOf(m.clientA.id, ROLE.CLIENT),
      )
    ).json().data;
    expect(
      weekly.series.map((s: { median_hours_to_first_quote: number }) => s.median_hours_to_first_quote),
    ).toEqual([2, 48]);
    // Client B (and its employees) see only B's figures: zeros.
    const b = (
      await get(`/api/dashboard/client/charts?${JAN}`, await memberOf(m.clientB.id, ROLE.CLIENT_EMPLOYEES))
    ).json().data;
    expect(b.totals).toEqual({
      positions_published: 0,
      quotes_received: 0,
      quotes_accepted: 0,
      median_hours_to_first_quote: null,
      credits_used: 0,
    });
  });

  it("a supplier sees its quotes, win rate, profile views and requests against its sectors' median", async () => {
    const m = await seedKnownMarketplace(t);
    const [sector] = await db().select({ id: jobSector.id }).from(jobSector).limit(1);
    const sectorId = must(sector, "a seeded job sector").id;
    const idle = await createCompany(db(), { role: ROLE.SUPPLIER });
    await db()
      .insert(companySector)
      .values([m.supplierS.id, m.supplierT.id, idle.id].map((companyId) => ({ companyId, sectorId })));
    await db()
      .insert(analyticsTermDaily)
      .values({ day: "2026-01-09", kind: "profile_view", term: String(m.supplierS.id), count: 5 });
    const res = await get(
      `/api/dashboard/supplier/charts?${JAN}`,
      await memberOf(m.supplierS.id, ROLE.SUPPLIER),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.series).toEqual([
      {
        bucket: "2026-01-01",
        quotes_sent: 2,
        quotes_accepted: 1,
        profile_views: 5,
        availability_requests: 2,
      },
    ]);
    expect(res.json().data.totals).toEqual({
      quotes_sent: 2,
      quotes_decided: 1,
      quotes_accepted: 1,
      win_rate: 1,
      profile_views: 5,
      availability_requests: 2,
    });
    // Peers: T (1 quote sent, lost) and the idle supplier (nothing).
    expect(res.json().data.sector_median).toEqual({
      companies: 2,
      quotes_sent: 0.5,
      win_rate: 0,
      availability_requests: 0,
    });
    // T sees its own figures only.
    const tee = (
      await get(`/api/dashboard/supplier/charts?${JAN}`, await memberOf(m.supplierT.id, ROLE.SUPPLIER))
    ).json().data.totals;
    expect(tee).toMatchObject({ quotes_sent: 1, quotes_accepted: 0, win_rate: 0, profile_views: 0 });
  });

  it("validates the period and refuses other roles", async () => {
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    const bad = await get("/api/dashboard/client/charts?from=2026-03-01&to=2026-01-01", client.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(["to"]);
    const fieldsOf = async (query: string) =>
      (await get(`/api/dashboard/client/charts?${query}`, client.token))
        .json()
        .errors.map((e: { field: string }) => e.field);
    expect(await fieldsOf("from=2020-01-01&to=2026-01-01")).toEqual(["from"]);
    expect(await fieldsOf("granularity=hour")).toEqual(["granularity"]);
    expect((await get("/api/dashboard/client/charts")).statusCode).toBe(401);
    expect((await get("/api/dashboard/supplier/charts")).statusCode).toBe(401);
    expect((await get("/api/dashboard/supplier/charts", client.token)).statusCode).toBe(403);
    for (const role of [ROLE.SUPPLIER, ROLE.ADMINISTRATOR]) {
      const { token } = await createUserAndLogin(db(), t.app, role);
      expect((await get("/api/dashboard/client/charts", token)).statusCode).toBe(403);
    }
    const staff = await createUserAndLogin(db(), t.app, ROLE.ADMIN_MANAGEMENT);
    expect((await get("/api/dashboard/supplier/charts", staff.token)).statusCode).toBe(403);
  });
});
