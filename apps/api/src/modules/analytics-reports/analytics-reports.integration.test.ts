import { ROLE, type RoleId } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { startPlan } from "../plans/index.ts";
import { seedKnownMarketplace } from "./analytics-reports-test-support.ts";

const NON_STAFF: RoleId[] = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.PROFILE_ACCADEMY,
  ROLE.FREELANCER,
  ROLE.COMPANY_ADMINISTRATOR,
];
const JAN = "from=2026-01-01&to=2026-01-31";

describe("staff analytics reports (/api/admin/analytics/*)", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });
  const staffToken = async (role: RoleId = ROLE.ADMINISTRATOR) =>
    (await createUserAndLogin(db(), t.app, role)).token;

  it("health: sign-ups by role and source from the rollups (staff tag and brand filters), revenue and credits", async () => {
    await seedKnownMarketplace(t);
    const token = await staffToken(ROLE.ADMIN_MANAGEMENT);
    const res = await get(`/api/admin/analytics/health?${JAN}&granularity=month`, token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ from: "2026-01-01", to: "2026-01-31", buckets: ["2026-01-01"] });
    expect(data.signups).toEqual({
      basis: "events",
      total: 4,
      by_bucket: [
        { bucket: "2026-01-01", role: "Cliente", count: 3 },
        { bucket: "2026-01-01", role: "Fornitore", count: 1 },
      ],
      by_role: [
        { key: "Cliente", count: 3 },
        { key: "Fornitore", count: 1 },
      ],
      by_source: [
        { key: "google", count: 2 },
        { key: "", count: 1 },
        { key: "fair", count: 1 },
      ],
    });
    expect(data.revenue).toEqual({
      total_cents: 90_000,
      credits_used: 2,
      credits_granted: 10,
      by_bucket: [{ bucket: "2026-01-01", revenue_cents: 90_000, credits_used: 2, credits_granted: 10 }],
    });
    const withStaff = (await get(`/api/admin/analytics/health?${JAN}&staff=yes`, token)).json().data;
    expect(withStaff.signups.total).toBe(8);
    const brand = (await get(`/api/admin/analytics/health?${JAN}&brand=7`, token)).json().data;
    expect(brand.signups.by_source).toEqual([{ key: "fair", count: 1 }]);
    // Weekly buckets start on Monday: 2025-12-29 holds the 3rd and 4th, 2026-01-05 the 5th.
    const weekly = (await get(`/api/admin/analytics/health?${JAN}`, token)).json().data;
    expect(weekly.buckets[0]).toBe("2025-12-29");
    expect(weekly.signups.by_bucket).toEqual([
      { bucket: "2025-12-29", role: "Cliente", count: 2 },
      { bucket: "2025-12-29", role: "Fornitore", count: 1 },
      { bucket: "2026-01-05", role: "Cliente", count: 1 },
    ]);
  });

  it("health: without sign_up events the accounts created count, by role label", async () => {
    await seedKnownMarketplace(t);
    const token = await staffToken();
    const today = new Date().toISOString().slice(0, 10);
    const data = (await get(`/api/admin/analytics/health?from=${today}&to=${today}`, token)).json().data;
    expect(data.signups.basis).toBe("accounts");
    // The staff user just created is the only account of today.
    expect(data.signups.by_role).toEqual([{ key: "Staff", count: 1 }]);
  });

  it("marketplace: funnel, liquidity and supplier rates exact on the known dataset", async () => {
    await seedKnownMarketplace(t);
    const token = await staffToken();
    const data = (await get(`/api/admin/analytics/marketplace?${JAN}&granularity=month`, token)).json().data;
    expect(data.funnel).toEqual([
      { step: "visitors", count: 3 },
      { step: "registrations", count: 1 },
      { step: "first_need", count: 1 },
      { step: "first_quote", count: 1 },
      { step: "accepted_quote", count: 1 },
      { step: "collaboration", count: 1 },
    ]);
    expect(data.liquidity).toEqual({
      positions: 2,
      quoted_within_24h: 0.5,
      median_hours_to_first_quote: 25,
      quotes_per_position: 1.5,
      fill_rate: 0.5,
      by_bucket: [{ bucket: "2026-01-01", positions: 2, quoted_within_24h: 1, quotes: 3, filled: 1 }],
    });
    expect(data.suppliers).toEqual({
      availability_requests: 2,
      answered: 1,
      response_rate: 0.5,
      quotes_sent: 3,
      quotes_decided: 2,
      quotes_accepted: 1,
      win_rate: 0.5,
    });
    // A later period: client A's need, quote and collaboration are no longer firsts.
    const later = (await get("/api/admin/analytics/marketplace?from=2026-02-01&to=2026-02-28", token)).json()
      .data;
    expect(later.funnel.every((f: { count: number }) => f.count === 0)).toBe(true);
    expect(later.liquidity.quoted_within_24h).toBeNull();
  });

  it("terms: searches without results and technologies asked vs offered", async () => {
    await seedKnownMarketplace(t);
    const token = await staffToken();
    const data = (await get(`/api/admin/analytics/terms?${JAN}`, token)).json().data;
    expect(data.searches).toBe(8);
    expect(data.no_result_share).toBe(0.375);
    expect(data.no_result_searches).toEqual([
      { term: "cobol", count: 2 },
      { term: "rust", count: 1 },
    ]);
    expect(data.technologies).toEqual([
      { term: "Java", asked: 4, offered: 6 },
      { term: "Python", asked: 0, offered: 2 },
    ]);
    const staff = (await get(`/api/admin/analytics/terms?${JAN}&staff=yes`, token)).json().data;
    expect(staff.no_result_searches[0]).toEqual({ term: "fortran", count: 9 });
  });

  it("CSV exports of each report", async () => {
    await seedKnownMarketplace(t);
    const token = await staffToken();
    const health = await get(`/api/admin/analytics/health.csv?${JAN}&granularity=month`, token);
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-type"]).toContain("text/csv");
    expect(health.headers["content-disposition"]).toContain("analytics-health.csv");
    expect(health.body).toContain("section,key,bucket,value\r\n");
    expect(health.body).toContain("signups_by_role,Cliente,2026-01-01,3\r\n");
    expect(health.body).toContain("revenue_cents,,2026-01-01,90000\r\n");
    const market = (await get(`/api/admin/analytics/marketplace.csv?${JAN}`, token)).body;
    expect(market).toContain("funnel,visitors,,3\r\n");
    expect(market).toContain("suppliers,win_rate,,0.5\r\n");
    const terms = (await get(`/api/admin/analytics/terms.csv?${JAN}`, token)).body;
    expect(terms).toContain("no_result_search,cobol,,2\r\n");
    expect(terms).toContain("technology_offered,Java,,6\r\n");
  });

  it("Report Compagnie: staff for any company; a client for its own only with download_company", async () => {
    const m = await seedKnownMarketplace(t);
    const token = await staffToken();
    const res = await get(
      `/api/admin/analytics/companies/${m.clientA.id}/report.csv?${JAN}&granularity=month`,
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("report-alfa-clienti-srl-2026-01-01-2026-01-31.csv");
    const [header, row] = res.body.split("\r\n");
    expect(header).toBe(
      "company,bucket,needs_published,positions_published,quotes_received,quotes_accepted_as_client,quotes_sent,quotes_won,collaborations_opened,availability_requests_sent,availability_requests_received,credits_used,tracked_events",
    );
    expect(row).toBe("Alfa Clienti Srl,2026-01-01,1,2,3,1,0,0,1,2,0,2,7");
    expect((await get(`/api/admin/analytics/companies/999999/report.csv?${JAN}`, token)).statusCode).toBe(
      404,
    );

    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    const blocked = await get(`/api/analytics/company-report.csv?${JAN}`, client.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: "plans.function_blocked" });
    await startPlan(db(), client.user.companyId, { id: 3, creditsYear: 0 }, "2099-12-31", "test");
    const own = await get(`/api/analytics/company-report.csv?${JAN}&granularity=month`, client.token);
    expect(own.statusCode).toBe(200);
    // Its own company only: nothing of client A's activity.
    expect(own.body.split("\r\n")[1]).toMatch(/,2026-01-01,0,0,0,0,0,0,0,0,0,0,0$/);
    // A client cannot name another company: the staff route refuses it.
    expect(
      (await get(`/api/admin/analytics/companies/${m.clientA.id}/report.csv?${JAN}`, client.token))
        .statusCode,
    ).toBe(403);
  });

  it("validation: bad days, reversed or over-long periods, unknown choices answer 400 with the field", async () => {
    const token = await staffToken();
    const fields = async (query: string) => {
      const res = await get(`/api/admin/analytics/health?${query}`, token);
      expect(res.statusCode).toBe(400);
      return res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort();
    };
    expect(await fields("from=2026-02-30")).toEqual(["from"]);
    expect(await fields("from=2026-03-02&to=2026-03-01")).toEqual(["to"]);
    expect(await fields("from=2023-01-01&to=2026-01-01")).toEqual(["from"]);
    expect(await fields("granularity=year&staff=maybe&brand=x")).toEqual(["brand", "granularity", "staff"]);
    const res = await get("/api/admin/analytics/marketplace?from=2023-01-01&to=2026-01-01", token);
    expect(res.json().errors[0].message).toBe("Il periodo può durare al massimo 2 anni.");
  });

  it("refuses anonymous callers (401) and every non-staff role (403)", async () => {
    const calls = [
      "/api/admin/analytics/health",
      "/api/admin/analytics/health.csv",
      "/api/admin/analytics/marketplace",
      "/api/admin/analytics/marketplace.csv",
      "/api/admin/analytics/terms",
      "/api/admin/analytics/terms.csv",
      "/api/admin/analytics/companies/1/report.csv",
    ];
    for (const url of [...calls, "/api/analytics/company-report.csv"])
      expect((await get(url)).statusCode).toBe(401);
    for (const role of NON_STAFF) {
      const { token } = await createUserAndLogin(db(), t.app, role);
      for (const url of calls) expect((await get(url, token)).statusCode, `${role} ${url}`).toBe(403);
    }
    for (const role of [ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ADMINISTRATOR]) {
      const { token } = await createUserAndLogin(db(), t.app, role);
      expect((await get("/api/analytics/company-report.csv", token)).statusCode).toBe(403);
    }
  });
});
