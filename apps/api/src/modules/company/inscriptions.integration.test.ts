import { ROLE, type RoleId } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, company, emailOutbox, notification } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, useTestApp } from "../../test/app.ts";

const REFUSED: RoleId[] = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.FREELANCER,
  ROLE.ACCADEMY,
  ROLE.COMPANY_ADMINISTRATOR,
];

describe("pending inscriptions and freelancer verification", () => {
  const t = useTestApp();
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  async function signUp(role: RoleId, name: string, language: "it" | "en" = "it") {
    const user = await createUser(t.database.db, { role, language });
    await t.database.db.update(company).set({ name }).where(eq(company.id, user.companyId));
    return user;
  }

  it("lists pending sign-ups with search, sort and paging, and exports the filter as CSV", async () => {
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    await signUp(ROLE.SUPPLIER, "Alfa Consulting");
    await signUp(ROLE.CLIENT, "Beta Bank");
    const decided = await signUp(ROLE.SUPPLIER, "Gamma Decided");
    await t.database.db
      .update(company)
      .set({ reviewStatus: "approved" })
      .where(eq(company.id, decided.companyId));

    const all = (await call("GET", "/api/admin/inscriptions?sort=name&order=asc", staff.token)).json().data;
    expect(all.total).toBe(2);
    expect(all.items.map((r: { name: string }) => r.name)).toEqual(["Alfa Consulting", "Beta Bank"]);
    expect(all.items[0]).toMatchObject({ type: "supplier", owner_name: "Anna Rossi", email_confirmed: true });
    const paged = (
      await call("GET", "/api/admin/inscriptions?limit=1&page=2&sort=name&order=asc", staff.token)
    ).json().data;
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ name: "Beta Bank" }] });
    const searched = (await call("GET", "/api/admin/inscriptions?search=alfa", staff.token)).json().data;
    expect(searched.items.map((r: { name: string }) => r.name)).toEqual(["Alfa Consulting"]);

    const csv = await call("GET", "/api/admin/inscriptions/export?type=client", staff.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("pending-inscriptions.csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]?.split(",")).toContain("Beta Bank");

    const bad = await call("GET", "/api/admin/inscriptions?sort=size", staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "sort" });
  });

  it("approves and rejects with a reason: mail in each user's language, notification and audit line", async () => {
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const alfa = await signUp(ROLE.SUPPLIER, "Alfa Consulting", "en");
    const beta = await signUp(ROLE.CLIENT, "Beta Bank", "it");

    const approved = await call("POST", `/api/admin/inscriptions/${alfa.companyId}/decision`, staff.token, {
      decision: "approve",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ id: alfa.companyId, review_status: "approved" });
    const again = await call("POST", `/api/admin/inscriptions/${alfa.companyId}/decision`, staff.token, {
      decision: "approve",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("staff.already_decided");

    const short = await call("POST", `/api/admin/inscriptions/${beta.companyId}/decision`, staff.token, {
      decision: "reject",
      reason: "no",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ field: "reason", code: "validation.too_short" });
    const long = await call("POST", `/api/admin/inscriptions/${beta.companyId}/decision`, staff.token, {
      decision: "reject",
      reason: "x".repeat(501),
    });
    expect(long.json().errors[0]).toMatchObject({ field: "reason", code: "validation.too_long" });
    const rejected = await call("POST", `/api/admin/inscriptions/${beta.companyId}/decision`, staff.token, {
      decision: "reject",
      reason: "VAT number does not match the company name",
    });
    expect(rejected.json().data.review_status).toBe("rejected");

    const mails = await t.database.db.select().from(emailOutbox);
    const toAlfa = mails.find((m) => m.to === alfa.email);
    expect(toAlfa?.subject).toBe("Sign-up approved: Alfa Consulting");
    const toBeta = mails.find((m) => m.to === beta.email);
    expect(toBeta?.subject).toBe("Iscrizione non approvata: Beta Bank");
    expect(toBeta?.text).toContain("VAT number does not match the company name");
    const notes = await t.database.db.select().from(notification).where(eq(notification.userId, beta.id));
    expect(notes.map((n) => n.type)).toContain("inscription_rejected");
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectCompanyId, beta.companyId), eq(auditLog.action, "inscription_rejected")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(staff.user.id);
    expect(audit[0]?.details).toMatchObject({ reason: "VAT number does not match the company name" });
    expect((await call("GET", "/api/admin/inscriptions", staff.token)).json().data.total).toBe(0);
  });

  it("bulk-approves, skipping sign-ups already decided", async () => {
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const a = await signUp(ROLE.SUPPLIER, "A");
    const b = await signUp(ROLE.FREELANCER, "B");
    const c = await signUp(ROLE.CLIENT, "C");
    await t.database.db.update(company).set({ reviewStatus: "rejected" }).where(eq(company.id, c.companyId));
    const res = await call("POST", "/api/admin/inscriptions/approve", staff.token, {
      ids: [a.companyId, b.companyId, c.companyId],
    });
    expect(res.json().data.approved).toEqual([a.companyId, b.companyId].sort((x, y) => x - y));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "inscription_approved"));
    expect(audit).toHaveLength(2);
    const empty = await call("POST", "/api/admin/inscriptions/approve", staff.token, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: "ids" });
  });

  it("verifies a freelancer, who may then quote; refuses other company types", async () => {
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const freelancer = await createUser(t.database.db, { role: ROLE.FREELANCER });
    await t.database.db
      .update(company)
      .set({ freelanceVerifiedAt: null })
      .where(eq(company.id, freelancer.companyId));
    const res = await call("POST", "/api/freelance/checkValidFreelance", staff.token, {
      id: freelancer.companyId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(freelancer.companyId);
    const [row] = await t.database.db.select().from(company).where(eq(company.id, freelancer.companyId));
    expect(row?.freelanceVerifiedAt).not.toBeNull();
    const after = await call(
      "GET",
      `/api/admin/companies/${freelancer.companyId}/freelance-verification`,
      staff.token,
    );
    expect(after.json().data.freelance_verified_at).toBe(res.json().data.freelance_verified_at);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "freelance_verified"));
    expect(audit).toHaveLength(1);

    const supplier = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    const notFreelancer = await call("POST", "/api/freelance/checkValidFreelance", staff.token, {
      id: supplier.companyId,
    });
    expect(notFreelancer.statusCode).toBe(409);
    expect(notFreelancer.json().code).toBe("staff.not_freelancer");
    expect(
      (await call("POST", "/api/freelance/checkValidFreelance", staff.token, { id: 999999 })).statusCode,
    ).toBe(404);
    const invalid = await call("POST", "/api/freelance/checkValidFreelance", staff.token, { id: "x" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ field: "id" });
  });

  it("refuses anonymous callers (401) and every non-staff role (403)", async () => {
    const target = await signUp(ROLE.SUPPLIER, "Target");
    const requests: [string, string, object?][] = [
      ["GET", "/api/admin/inscriptions"],
      ["GET", "/api/admin/inscriptions/export"],
      ["POST", `/api/admin/inscriptions/${target.companyId}/decision`, { decision: "approve" }],
      ["POST", "/api/admin/inscriptions/approve", { ids: [target.companyId] }],
      ["POST", "/api/freelance/checkValidFreelance", { id: target.companyId }],
      ["GET", `/api/admin/companies/${target.companyId}/freelance-verification`],
    ];
    for (const [method, url, body] of requests)
      expect((await call(method as "GET", url, undefined, body)).statusCode, url).toBe(401);
    for (const role of REFUSED) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      for (const [method, url, body] of requests)
        expect((await call(method as "GET", url, token, body)).statusCode, `${role} ${url}`).toBe(403);
    }
  });
});
