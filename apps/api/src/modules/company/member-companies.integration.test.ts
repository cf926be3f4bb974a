import { must, ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, company, need, service } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, lastMailTo, login, nextVat, useTestApp } from "../../test/app.ts";
import { startPlan } from "../plans/service.ts";

describe("company administrators: member companies, users and counters", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  const send = (token: string, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const newCompany = (overrides: object = {}) => ({
    type: "supplier",
    company_name: "Nuova Consulenza Srl",
    vat_number: nextVat(),
    city: "Bologna",
    owner_firstname: "Sara",
    owner_lastname: "Neri",
    owner_email: `owner${Math.random().toString(36).slice(2, 8)}@nuova.test`,
    language: "it",
    ...overrides,
  });

  async function organisation() {
    return createUserAndLogin(db(), t.app, ROLE.COMPANY_ADMINISTRATOR);
  }

  it("adds a member company whose owner is invited, sets a password and signs in", async () => {
    const admin = await organisation();
    const body = newCompany();
    const res = await send(admin.token, "POST", "/api/company-admin/companies", body);
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    const [row] = await db().select().from(company).where(eq(company.id, created.company_id));
    expect(row).toMatchObject({
      adminCompanyId: admin.user.companyId,
      type: "supplier",
      docStatus: 4,
      reviewStatus: "approved",
    });
    expect(row?.docLimitDate).not.toBeNull();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectCompanyId, created.company_id));
    expect(audit).toMatchObject({ action: "company_created", actorUserId: admin.user.id });

    const mail = must(
      await lastMailTo(db(), body.owner_email, "/authentication/accept-invite"),
      "invitation",
    );
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/auth/acceptInvite?token=${mail.token}`,
      payload: { password: "Benvenuto2026", password_confirmation: "Benvenuto2026" },
    });
    expect(accepted.statusCode).toBe(200);
    const session = await login(t.app, body.owner_email, "Benvenuto2026");
    expect(session.user.role_id).toBe(ROLE.SUPPLIER);

    const list = await get(admin.token, "/api/company-admin/companies");
    expect(list.json().data).toMatchObject({ total: 1, page: 1 });
    expect(list.json().data.items[0]).toMatchObject({
      name: "Nuova Consulenza Srl",
      owner: { email: body.owner_email, status: "active" },
      steps: { profile_completed: false, documents_sent: false, approved: false, first_activity: false },
      next_step: "profile_completed",
    });
  });

  it("searches, filters by type and by the step where onboarding is stuck, and tracks each step", async () => {
    const admin = await organisation();
    const ids: number[] = [];
    for (const [type, name] of [
      ["client", "Banca Alfa"],
      ["supplier", "Beta Software"],
      ["supplier", "Gamma Cloud"],
    ] as const) {
      const res = await send(
        admin.token,
        "POST",
        "/api/company-admin/companies",
        newCompany({ type, company_name: name }),
      );
      ids.push(res.json().data.company_id);
    }
    const [alfa, beta, gamma] = ids as [number, number, number];
    // Beta: profile completed and documents approved, no profile yet. Gamma: every step, with a service.
    await db().update(company).set({ profiled: true, docStatus: 2 }).where(eq(company.id, beta));
    await db().update(company).set({ profiled: true, docStatus: 2 }).where(eq(company.id, gamma));
    await db().insert(service).values({ companyId: gamma, status: "submitted" });
    // A quote request (a directed need) is not a client's first need.
    await db().insert(need).values({ companyId: alfa, type: "fp", title: "Richiesta", status: "directed" });

    const page = async (query: string) =>
      (await get(admin.token, `/api/company-admin/companies?${query}`)).json().data;
    expect((await page("search=beta")).items.map((c: { id: number }) => c.id)).toEqual([beta]);
    expect((await page("type=client")).items.map((c: { id: number }) => c.id)).toEqual([alfa]);
    expect((await page("next_step=first_activity")).items.map((c: { id: number }) => c.id)).toEqual([beta]);
    expect((await page("next_step=done")).items.map((c: { id: number }) => c.id)).toEqual([gamma]);
    expect((await page("next_step=profile_completed")).items.map((c: { id: number }) => c.id)).toEqual([
      alfa,
    ]);
    expect((await page("sort=name&order=asc")).items.map((c: { name: string }) => c.name)).toEqual([
      "Banca Alfa",
      "Beta Software",
      "Gamma Cloud",
    ]);
    expect((await page("limit=2&page=2")).items).toHaveLength(1);

    const detail = (await get(admin.token, `/api/company-admin/companies/${gamma}`)).json().data;
    expect(detail).toMatchObject({ next_step: null, activity: { profiles: 0, needs: 0, services: 1 } });
    expect(detail.team).toHaveLength(1);

    const counters = (await get(admin.token, "/api/company-admin/counters")).json().data;
    expect(counters).toEqual({ companies: 3, services_pending: 1, services_approved: 0 });
    const pending = (await get(admin.token, "/api/services/getCountServiceFromApproved")).json().data;
    expect(pending).toBe(1);
    const services = (await get(admin.token, "/api/services/members")).json().data;
    expect(services.items.map((s: { company_id: number }) => s.company_id)).toEqual([gamma]);
  });

  it("never shows or touches another organisation's companies, users or services", async () => {
    const mine = await organisation();
    const other = await organisation();
    const theirs = (await send(other.token, "POST", "/api/company-admin/companies", newCompany())).json()
      .data;
    await db().insert(service).values({ companyId: theirs.company_id, status: "submitted" });
    const base = `/api/company-admin/companies/${theirs.company_id}`;
    expect((await get(mine.token, base)).statusCode).toBe(404);
    expect((await get(mine.token, `${base}/users`)).statusCode).toBe(404);
    const invite = {
      firstname: "Ugo",
      lastname: "Riva",
      email: "ugo@riva.test",
      role_id: ROLE.SUPPLIER_EMPLOYEES,
    };
    expect((await send(mine.token, "POST", `${base}/users/invite`, invite)).statusCode).toBe(404);
    expect(
      (await send(mine.token, "PATCH", `${base}/users/${theirs.owner_user_id}`, { active: false }))
        .statusCode,
    ).toBe(404);
    expect((await get(mine.token, "/api/company-admin/companies")).json().data.total).toBe(0);
    expect((await get(mine.token, "/api/company-admin/counters")).json().data).toEqual({
      companies: 0,
      services_pending: 0,
      services_approved: 0,
    });
    expect(
      (await get(mine.token, `/api/services/members?company_id=${theirs.company_id}`)).json().data.total,
    ).toBe(0);
    expect((await get(mine.token, "/api/services/getCountServiceFromApproved")).json().data).toBe(0);
  });

  it("manages a member company's users: invite in the roles its type allows, resend, deactivate, withdraw", async () => {
    const admin = await createUserAndLogin(db(), t.app, ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT);
    const member = (await send(admin.token, "POST", "/api/company-admin/companies", newCompany())).json()
      .data;
    const base = `/api/company-admin/companies/${member.company_id}/users`;
    // The member company's own plan decides whether another user fits: a free supplier plan has no extra seat.
    const seatless = await send(admin.token, "POST", `${base}/invite`, {
      firstname: "Ugo",
      lastname: "Riva",
      email: "ugo@riva.test",
      role_id: ROLE.SUPPLIER_MANAGEMENT,
    });
    expect(seatless.statusCode).toBe(403);
    await startPlan(db(), member.company_id, { id: 8, creditsYear: 0 }, "2099-12-31", "test");
    const wrongRole = await send(admin.token, "POST", `${base}/invite`, {
      firstname: "Ugo",
      lastname: "Riva",
      email: "ugo@riva.test",
      role_id: ROLE.CLIENT_EMPLOYEES,
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().errors[0].field).toBe("role_id");
    const invited = await send(admin.token, "POST", `${base}/invite`, {
      firstname: "Ugo",
      lastname: "Riva",
      email: "ugo@riva.test",
      role_id: ROLE.SUPPLIER_MANAGEMENT,
    });
    expect(invited.statusCode).toBe(200);
    const userId = invited.json().data.id;
    expect((await send(admin.token, "POST", `${base}/${userId}/resend`)).statusCode).toBe(200);
    const changed = await send(admin.token, "PATCH", `${base}/${userId}`, {
      role_id: ROLE.SUPPLIER_EMPLOYEES,
    });
    expect(changed.json().data).toMatchObject({ role_id: ROLE.SUPPLIER_EMPLOYEES });
    const team = (await get(admin.token, base)).json().data;
    expect(team.map((u: { email: string }) => u.email)).toContain("ugo@riva.test");
    // The owner is not one of the invitable roles: it cannot be changed from here.
    expect(
      (await send(admin.token, "PATCH", `${base}/${member.owner_user_id}`, { active: false })).statusCode,
    ).toBe(403);
    expect((await send(admin.token, "DELETE", `${base}/${userId}`)).json().data).toEqual({ revoked: true });
  });

  it("validates a new company field by field, with a taken VAT or e-mail named", async () => {
    const admin = await organisation();
    const bad = await send(admin.token, "POST", "/api/company-admin/companies", {
      type: "staff",
      company_name: "A",
      vat_number: "123",
      owner_firstname: "",
      owner_lastname: "Neri",
      owner_email: "not-an-email",
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(["type", "company_name", "owner_firstname", "owner_email"]),
    );
    const badVat = await send(
      admin.token,
      "POST",
      "/api/company-admin/companies",
      newCompany({ vat_number: "123" }),
    );
    expect(badVat.json().errors.map((e: { field: string }) => e.field)).toEqual(["vat_number"]);
    const first = newCompany();
    expect((await send(admin.token, "POST", "/api/company-admin/companies", first)).statusCode).toBe(200);
    const sameVat = await send(
      admin.token,
      "POST",
      "/api/company-admin/companies",
      newCompany({ vat_number: first.vat_number }),
    );
    expect(sameVat.statusCode).toBe(409);
    expect(sameVat.json().errors[0].field).toBe("vat_number");
    const sameMail = await send(
      admin.token,
      "POST",
      "/api/company-admin/companies",
      newCompany({ owner_email: first.owner_email }),
    );
    expect(sameMail.json().errors[0].field).toBe("owner_email");
  });

  it("lets staff create a company in an organisation, and refuses an organisation that is not one", async () => {
    const staff = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    const admin = await organisation();
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    const notOrganisation = await send(
      staff.token,
      "POST",
      "/api/admin/companies",
      newCompany({ admin_company_id: client.user.companyId }),
    );
    expect(notOrganisation.statusCode).toBe(400);
    expect(notOrganisation.json().errors[0].field).toBe("admin_company_id");
    const created = await send(
      staff.token,
      "POST",
      "/api/admin/companies",
      newCompany({ type: "client", admin_company_id: admin.user.companyId }),
    );
    expect(created.statusCode).toBe(200);
    const list = (await get(admin.token, "/api/company-admin/companies")).json().data;
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([created.json().data.company_id]);
    const alone = await send(staff.token, "POST", "/api/admin/companies", newCompany());
    const [row] = await db().select().from(company).where(eq(company.id, alone.json().data.company_id));
    expect(row?.adminCompanyId).toBeNull();
  });

  it("refuses anonymous callers (401) and every role that is not a company administrator (403)", async () => {
    const others: RoleId[] = [
      ROLE.ADMINISTRATOR,
      ROLE.ADMIN_MANAGEMENT,
      ROLE.CLIENT,
      ROLE.CLIENT_EMPLOYEES,
      ROLE.SUPPLIER,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.ACCADEMY,
      ROLE.PROFILE_ACCADEMY,
      ROLE.MANAGEMENT_ACCADEMY,
      ROLE.FREELANCER,
    ];
    const calls: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string][] = [
      ["GET", "/api/company-admin/companies"],
      ["GET", "/api/company-admin/companies/1"],
      ["POST", "/api/company-admin/companies"],
      ["GET", "/api/company-admin/counters"],
      ["GET", "/api/company-admin/companies/1/users"],
      ["POST", "/api/company-admin/companies/1/users/invite"],
      ["POST", "/api/company-admin/companies/1/users/2/resend"],
      ["PATCH", "/api/company-admin/companies/1/users/2"],
      ["DELETE", "/api/company-admin/companies/1/users/2"],
      ["GET", "/api/services/members"],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of others) {
      const { token } = await createUserAndLogin(db(), t.app, role);
      for (const [method, url] of calls) {
        const res = await t.app.inject({ method, url, headers: bearer(token), payload: {} });
        expect(res.statusCode, `${method} ${url} as role ${role}`).toBe(403);
      }
    }
    // Staff's company_create: only Administrator and Admin Management.
    expect((await t.app.inject({ method: "POST", url: "/api/admin/companies" })).statusCode).toBe(401);
    for (const role of [
      ...others.slice(2),
      ROLE.COMPANY_ADMINISTRATOR,
      ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
    ]) {
      const { token } = await createUserAndLogin(db(), t.app, role);
      const res = await send(token, "POST", "/api/admin/companies", newCompany());
      expect(res.statusCode, `POST /api/admin/companies as role ${role}`).toBe(403);
    }
  });
});
