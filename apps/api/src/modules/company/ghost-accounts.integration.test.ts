import { ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, auditLog, company, oneTimeToken, profile } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, lastMailTo, login, nextVat, useTestApp } from "../../test/app.ts";

const REFUSED: RoleId[] = [
  ROLE.ADMIN_MANAGEMENT,
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.FREELANCER,
  ROLE.COMPANY_ADMINISTRATOR,
];

describe("ghost accounts and their claim", () => {
  const t = useTestApp();
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const body = (overrides: object = {}) => ({
    company_name: "Nebula Software",
    vat_number: nextVat(),
    firstname: "Paola",
    lastname: "Verdi",
    email: "paola@nebula.test",
    language: "en",
    profiles: [
      { firstname: "Ugo", lastname: "Bassi", title: "Java developer", seniority: "senior" },
      { firstname: "Lia", lastname: "Serra", title: "Tester", seniority: "junior" },
    ],
    ...overrides,
  });

  async function ghost() {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const created = await call("POST", "/api/admin/ghost-companies", admin.token, body());
    expect(created.statusCode).toBe(200);
    return { admin, id: created.json().data.id as number };
  }

  it("creates a ghost supplier with its profiles, invites it, and the supplier claims it", async () => {
    const { admin, id } = await ghost();
    const [row] = await t.database.db.select().from(company).where(eq(company.id, id));
    expect(row).toMatchObject({ ghost: true, type: "supplier", name: "Nebula Software" });
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.companyId, id));
    expect(user).toMatchObject({
      roleId: ROLE.SUPPLIER,
      passwordHash: null,
      emailConfirmedAt: null,
      language: "en",
    });
    expect(await t.database.db.select().from(profile).where(eq(profile.companyId, id))).toHaveLength(2);

    const list = (await call("GET", "/api/admin/ghost-companies", admin.token)).json().data;
    expect(list.items).toMatchObject([
      { id, profiles: 2, claim_state: "not_invited", email: "paola@nebula.test" },
    ]);

    const sent = await call("POST", `/api/admin/ghost-companies/${id}/claim-invitation`, admin.token);
    expect(sent.statusCode).toBe(200);
    const mail = await lastMailTo(t.database.db, "paola@nebula.test", "/authentication/claim-company");
    expect(mail?.mail.subject).toBe("Nebula Software is waiting for you on the platform");
    const token = mail?.token ?? "";
    const [stored] = await t.database.db
      .select()
      .from(oneTimeToken)
      .where(eq(oneTimeToken.userId, user?.id ?? 0));
    expect(stored?.purpose).toBe("claim_company");
    expect(stored?.tokenHash).not.toBe(token);
    expect(
      (await call("GET", "/api/admin/ghost-companies", admin.token)).json().data.items[0].claim_state,
    ).toBe("invited");

    const info = await call("POST", "/api/company/claim/info", undefined, { token });
    expect(info.json().data).toEqual({
      company_name: "Nebula Software",
      email: "paola@nebula.test",
      firstname: "Paola",
    });
    const noTerms = await call("POST", "/api/company/claim", undefined, {
      token,
      password: "Claimpass123",
      password_confirmation: "Claimpass123",
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors[0]).toMatchObject({ field: "terms_accepted" });
    const claimed = await call("POST", "/api/company/claim", undefined, {
      token,
      password: "Claimpass123",
      password_confirmation: "Claimpass123",
      terms_accepted: true,
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data.email).toBe("paola@nebula.test");
    const [after] = await t.database.db.select().from(company).where(eq(company.id, id));
    expect(after?.ghost).toBe(false);
    const session = await login(t.app, "paola@nebula.test", "Claimpass123");
    const profiles = await t.app.inject({
      method: "GET",
      url: "/api/profiles",
      headers: bearer(session.token),
    });
    expect(profiles.statusCode).toBe(200);
    expect(JSON.stringify(profiles.json().data)).toContain("Java developer");
    expect(
      (await call("GET", "/api/admin/ghost-companies", admin.token)).json().data.items[0].claim_state,
    ).toBe("claimed");
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.subjectCompanyId, id))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual(["ghost_claim_invited", "ghost_company_claimed", "ghost_company_created"]);

    // The link works once, and a claimed company cannot be invited again.
    const reused = await call("POST", "/api/company/claim/info", undefined, { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe("staff.claim_used");
    const again = await call("POST", `/api/admin/ghost-companies/${id}/claim-invitation`, admin.token);
    expect(again.json().code).toBe("staff.ghost_claimed");
  });

  it("refuses expired, replaced and forged claim links with a clear code", async () => {
    const { admin, id } = await ghost();
    await call("POST", `/api/admin/ghost-companies/${id}/claim-invitation`, admin.token);
    const first =
      (await lastMailTo(t.database.db, "paola@nebula.test", "/authentication/claim-company"))?.token ?? "";
    await call("POST", `/api/admin/ghost-companies/${id}/claim-invitation`, admin.token);
    const second =
      (await lastMailTo(t.database.db, "paola@nebula.test", "/authentication/claim-company"))?.token ?? "";
    expect((await call("POST", "/api/company/claim/info", undefined, { token: first })).json().code).toBe(
      "staff.claim_used",
    );
    await t.database.db.update(oneTimeToken).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await call("POST", "/api/company/claim", undefined, {
      token: second,
      password: "Claimpass123",
      password_confirmation: "Claimpass123",
      terms_accepted: true,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("staff.claim_expired");
    expect(
      (await call("GET", "/api/admin/ghost-companies", admin.token)).json().data.items[0].claim_state,
    ).toBe("expired");
    const forged = await call("POST", "/api/company/claim/info", undefined, {
      token: "forged-token-value-123",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("staff.claim_invalid");
  });

  it("validates like the sign-up: VAT check digit, unique VAT, e-mail, at least one complete profile", async () => {
    const { admin } = await ghost();
    const badVat = await call(
      "POST",
      "/api/admin/ghost-companies",
      admin.token,
      body({ vat_number: "12345678901" }),
    );
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json().errors[0]).toMatchObject({ field: "vat_number", code: "validation.vat_italian" });
    const [existing] = await t.database.db.select().from(company).where(eq(company.ghost, true));
    const taken = await call(
      "POST",
      "/api/admin/ghost-companies",
      admin.token,
      body({ vat_number: existing?.vatNumber, email: "other@nebula.test" }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: "vat_number", code: "auth.vat_taken" });
    const noProfiles = await call("POST", "/api/admin/ghost-companies", admin.token, body({ profiles: [] }));
    expect(noProfiles.json().errors[0]).toMatchObject({ field: "profiles" });
    const badProfile = await call(
      "POST",
      "/api/admin/ghost-companies",
      admin.token,
      body({ email: "nope", profiles: [{ firstname: "A", lastname: "B" }] }),
    );
    const fields = badProfile.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["email", "profiles.0.title", "profiles.0.seniority"]));
  });

  it("refuses anonymous callers (401) and every role but the Administrator (403); Admin Management only reads", async () => {
    const { id } = await ghost();
    const requests: ["GET" | "POST", string, object?][] = [
      ["GET", "/api/admin/ghost-companies"],
      ["POST", "/api/admin/ghost-companies", body()],
      ["POST", `/api/admin/ghost-companies/${id}/claim-invitation`],
    ];
    for (const [method, url, payload] of requests)
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    for (const role of REFUSED) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      for (const [method, url, payload] of requests)
        expect((await call(method, url, token, payload)).statusCode, `${role} ${method} ${url}`).toBe(
          role === ROLE.ADMIN_MANAGEMENT && method === "GET" ? 200 : 403,
        );
    }
  });
});
