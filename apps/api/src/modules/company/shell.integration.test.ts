import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, association, company, service } from "../../db/schema/index.ts";
import { bearer, createCompany, createUserAndLogin, nextVat, useTestApp } from "../../test/app.ts";

describe("company functions", () => {
  const t = useTestApp();

  it("stores the default functions of a newly registered company and serves them", async () => {
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        role_id: 3,
        firstname: "Elena",
        lastname: "Conti",
        email: "elena@conti.test",
        password: "Fornitore2026",
        company_name: "Conti IT",
        vat_number: nextVat(),
        terms_accepted: true,
      },
    });
    await t.database.db
      .update(appUser)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(appUser.email, "elena@conti.test"));
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "elena@conti.test", password: "Fornitore2026" },
    });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/functions/getFunctionCompany",
      headers: bearer(login.json().data.token),
    });
    expect(res.statusCode).toBe(200);
    const states = res.json().data.functions.map((f: { state: string }) => f.state);
    expect(states).toContain("manage_users_supplier");
    expect(states).not.toContain("manage_users");
    expect(states).not.toContain("share_profile_information");
    expect(reg.json().data.company_id).toBeGreaterThan(0);
  });

  it("lets staff switch a company's function, and no one else", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const body = { company_id: client.user.companyId, state: "chat", status: 0 };
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/functions/setFunctionCompany",
          payload: body,
          headers: bearer(client.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/functions/setFunctionCompany", payload: body }))
        .statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/functions/setFunctionCompany",
      payload: body,
      headers: bearer(admin.token),
    });
    expect(res.json().data.functions).toEqual([{ state: "chat", status: 0 }]);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/functions/getFunctionCompany",
      headers: bearer(client.token),
    });
    expect(mine.json().data.functions).toEqual([{ state: "chat", status: 0 }]);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/functions/setFunctionCompany",
      payload: { ...body, company_id: 999999 },
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/functions/setFunctionCompany",
      payload: { ...body, status: 5 },
      headers: bearer(admin.token),
    });
    expect(invalid.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/functions/getFunctionCompany" })).statusCode).toBe(
      401,
    );
  });
});

describe("company status and counters", () => {
  const t = useTestApp();

  it("reports documentation status with the deadline as dd/mm/yyyy, and profile completion", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await t.database.db
      .update(company)
      .set({ docStatus: 4, docLimitDate: "2027-01-15" })
      .where(eq(company.id, user.companyId));
    const doc = await t.app.inject({
      method: "GET",
      url: "/api/company/getDocumentationStatus",
      headers: bearer(token),
    });
    expect(doc.json().data).toEqual({ id_doc_status: 4, limit_date_documentation: "15/01/2027" });
    const before = await t.app.inject({
      method: "GET",
      url: "/api/company/getStatusCompletedCompanyProfile",
      headers: bearer(token),
    });
    expect(before.json().data).toBe(0);
    await t.database.db.update(company).set({ profiled: true }).where(eq(company.id, user.companyId));
    const after = await t.app.inject({
      method: "GET",
      url: "/api/company/getStatusCompletedCompanyProfile",
      headers: bearer(token),
    });
    expect(after.json().data).toBe(1);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/company/getDocumentationStatus" })).statusCode,
    ).toBe(401);
  });

  it("counts pending invitations (from clients) and requests (from suppliers) addressed to the company", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const clientA = await createCompany(t.database.db, { role: ROLE.CLIENT });
    const clientB = await createCompany(t.database.db, { role: ROLE.CLIENT });
    const otherSupplier = await createCompany(t.database.db, { role: ROLE.SUPPLIER });
    const me = supplier.user.companyId;
    await t.database.db.insert(association).values([
      { companyIdSender: clientA.id, companyId: me, status: 0 },
      { companyIdSender: clientB.id, companyId: me, status: 1 },
      { companyIdSender: otherSupplier.id, companyId: me, status: 0 },
      { companyIdSender: me, companyId: clientB.id, status: 0 },
    ]);
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(supplier.token) });
    expect((await get("/api/company/getCounterListInvite")).json().data).toBe(1);
    expect((await get("/api/company/getCounterListRequest")).json().data).toBe(1);
  });

  it("counts companies under documentation revision and services waiting for review, for staff only", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const companyAdmin = await createUserAndLogin(t.database.db, t.app, ROLE.COMPANY_ADMINISTRATOR);
    const pending = await createCompany(t.database.db, { role: ROLE.SUPPLIER });
    await t.database.db.update(company).set({ docStatus: 2 });
    await t.database.db.update(company).set({ docStatus: 1 }).where(eq(company.id, pending.id));
    await t.database.db.insert(service).values([
      { companyId: pending.id, status: "submitted", submittedAt: new Date() },
      { companyId: pending.id, status: "approved", titleIt: "Migrazione SAP", titleEn: "SAP migration" },
    ]);
    const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
    expect((await get("/api/company/countCompanyPending", admin.token)).json().data).toBe(1);
    expect((await get("/api/services/getCountServiceFromApproved", admin.token)).json().data).toBe(1);
    // A company administrator counts only its member companies' services.
    expect((await get("/api/services/getCountServiceFromApproved", companyAdmin.token)).json().data).toBe(0);
    await t.database.db
      .update(company)
      .set({ adminCompanyId: companyAdmin.user.companyId })
      .where(eq(company.id, pending.id));
    expect((await get("/api/services/getCountServiceFromApproved", companyAdmin.token)).json().data).toBe(1);
    expect((await get("/api/company/countCompanyPending", supplier.token)).statusCode).toBe(403);
    expect((await get("/api/services/getCountServiceFromApproved", supplier.token)).statusCode).toBe(403);
  });

  it("records the feedback survey answer and complete-profile skips", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const fb = await t.app.inject({
      method: "POST",
      url: "/api/company/setSendFeedback",
      payload: { send_feedback: 1 },
      headers: bearer(token),
    });
    expect(fb.json().data).toEqual({ send_feedback: 1 });
    await t.app.inject({
      method: "POST",
      url: "/api/company/addCountSkip",
      payload: { counter: 1 },
      headers: bearer(token),
    });
    const skip = await t.app.inject({
      method: "POST",
      url: "/api/company/addCountSkip",
      payload: { counter: 1 },
      headers: bearer(token),
    });
    expect(skip.json().data).toEqual({ skips: 2 });
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, user.id));
    expect(row).toMatchObject({ sendFeedback: true, completeProfileSkips: 2 });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "Password123" },
    });
    expect(login.json().data.user.send_feedback).toBe(1);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/company/addCountSkip",
          payload: { counter: 0 },
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/company/setSendFeedback",
          payload: { send_feedback: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
