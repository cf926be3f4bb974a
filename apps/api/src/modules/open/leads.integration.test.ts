import { ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openAccessToken, openContact } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { browseKit } from "./browse-test-support.ts";
import { contactKit } from "./contact-test-support.ts";
import { openVisit } from "./open-test-support.ts";

const NON_STAFF: RoleId[] = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.FREELANCER,
  ROLE.COMPANY_ADMINISTRATOR,
];
const today = () => new Date().toISOString().slice(0, 10);

describe("staff: open-area leads and funnel", () => {
  const t = useTestApp();
  const b = browseKit(t);
  const c = contactKit(t);
  const ask = (token: string, profileId: number, email: string, company = "Verdi Spa") =>
    c.post("/api/open/requestAvailableProfile", {
      token,
      profile_id: profileId,
      email,
      company_name: company,
      language: "it",
      consent: true,
    });

  /** Two sources: partner-x (2 visits, 2 leads, 1 registered) and fair (1 visit, 1 lead); one visit without source. */
  async function funnel() {
    const ids = await b.profiles();
    const x1 = await openVisit(t.app, { utm_source: "partner-x" });
    const x2 = await openVisit(t.app, { utm_source: "partner-x" });
    const fair = await openVisit(t.app, { utm_source: "fair" });
    await openVisit(t.app);
    await ask(x1, ids.giulia, "anna@uno.test", '=Uno, "Spa"');
    await ask(x2, ids.bruno, "bea@due.test");
    await ask(fair, ids.giulia, "carlo@tre.test");
    const { token } = await c.contactTokenOf("anna@uno.test");
    expect((await c.post("/api/auth/register", c.registerBody("anna@uno.test", token))).statusCode).toBe(200);
    return ids;
  }

  it("lists leads with filters, search and pages; the CSV follows the filter and neutralises formulas", async () => {
    const ids = await funnel();
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const list = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/open-leads${query}`, headers: bearer(admin.token) });
    const all = (await list("")).json().data;
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({
      email: "carlo@tre.test",
      kind: "availability",
      status: "new",
      utm_source: "fair",
    });
    expect((await list("?status=registered")).json().data.items).toMatchObject([
      { email: "anna@uno.test", company: { name: "Verdi Spa" }, profile: { id: ids.giulia } },
    ]);
    expect((await list("?source=partner-x")).json().data.total).toBe(2);
    expect((await list("?search=BEA")).json().data.items.map((i: { email: string }) => i.email)).toEqual([
      "bea@due.test",
    ]);
    const paged = (await list("?limit=2&page=2")).json().data;
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.items).toHaveLength(1);
    const bad = await list("?status=lost&limit=500");
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["limit", "status"]);
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/open-leads.csv?source=partner-x",
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,created_at,kind,status,email/);
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=Uno, ""Spa"""`);
    expect(csv.body).not.toContain("carlo@tre.test");
  });

  it("counts the funnel per source: visits, contacts, registrations, first needs", async () => {
    await funnel();
    const manager = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const get = (query: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/admin/open-leads/funnel${query}`,
        headers: bearer(manager.token),
      });
    const res = await get("");
    expect(res.statusCode).toBe(200);
    const { rows, to } = res.json().data;
    expect(to).toBe(today());
    expect(rows).toContainEqual({
      utm_source: "partner-x",
      visits: 2,
      contacts: 2,
      registrations: 1,
      first_needs: 0,
    });
    expect(rows).toContainEqual({
      utm_source: "fair",
      visits: 1,
      contacts: 1,
      registrations: 0,
      first_needs: 0,
    });
    expect(rows).toContainEqual({
      utm_source: null,
      visits: 1,
      contacts: 0,
      registrations: 0,
      first_needs: 0,
    });
    // A period before everything counts nothing; a reversed period is refused on `to`.
    await t.database.db.update(openAccessToken).set({ createdAt: new Date("2030-01-10T10:00:00Z") });
    await t.database.db.update(openContact).set({ createdAt: new Date("2030-01-10T10:00:00Z") });
    await t.database.db
      .update(openContact)
      .set({ registeredAt: new Date("2030-01-11T10:00:00Z") })
      .where(eq(openContact.status, "registered"));
    const period = (await get("?from=2030-01-10&to=2030-01-11")).json().data.rows;
    expect(period).toContainEqual({
      utm_source: "partner-x",
      visits: 2,
      contacts: 2,
      registrations: 1,
      first_needs: 0,
    });
    expect((await get("?from=2030-01-12&to=2030-01-31")).json().data.rows).toEqual([]);
    const reversed = await get("?from=2030-02-01&to=2030-01-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].field).toBe("to");
  });

  it("refuses anonymous callers (401) and every non-staff role (403)", async () => {
    const calls = ["/api/admin/open-leads", "/api/admin/open-leads.csv", "/api/admin/open-leads/funnel"];
    for (const url of calls) expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    for (const role of NON_STAFF) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      for (const url of calls) {
        const res = await t.app.inject({ method: "GET", url, headers: bearer(user.token) });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});
