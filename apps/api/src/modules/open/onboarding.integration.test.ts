import { ROLE, type RoleId } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
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
const PROSPECT = "marta.neri@prospect.test";
const body = {
  email: PROSPECT,
  firstname: "Marta",
  lastname: "Neri",
  company_name: "Neri Srl",
  language: "en",
};

describe("staff onboarding leads: POST admin/open-leads, GET auth/onboardingCustomer", () => {
  const t = useTestApp();
  const c = contactKit(t);
  const b = browseKit(t);
  const create = (token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/open-leads",
      payload,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it("mails the prospect a link that pre-fills registration, which claims the lead (source staff)", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await create(admin.token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: PROSPECT });
    const { token, mail } = await c.contactTokenOf(PROSPECT);
    expect(mail.language).toBe("en");
    const check = await c.get(`/api/auth/onboardingCustomer?token=${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      email: PROSPECT,
      firstname: "Marta",
      lastname: "Neri",
      company_name: "Neri Srl",
      kind: "onboarding",
      profile: null,
      need: null,
    });
    const reg = await c.post("/api/auth/register", c.registerBody(PROSPECT, token));
    expect(reg.statusCode).toBe(200);
    const [lead] = await c.leadsOf(PROSPECT);
    expect(lead).toMatchObject({
      kind: "onboarding",
      status: "registered",
      utmSource: "staff",
      caller: `staff:${admin.user.id}`,
      companyId: reg.json().data.company_id,
    });
    const used = await c.get(`/api/auth/onboardingCustomer?token=${token}`);
    expect(used.statusCode).toBe(409);
  });

  it("answers field messages, and reads only onboarding links (a visitor's link or a forged one: 404)", async () => {
    const manager = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const bad = await create(manager.token, { email: "nope", firstname: "", company_name: "X" });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["company_name", "email", "firstname", "lastname"]);
    const ids = await b.profiles();
    const visit = await openVisit(t.app);
    await c.post("/api/open/requestAvailableProfile", {
      token: visit,
      profile_id: ids.giulia,
      email: PROSPECT,
      consent: true,
    });
    const { token } = await c.contactTokenOf(PROSPECT);
    expect((await c.get(`/api/auth/onboardingCustomer?token=${token}`)).statusCode).toBe(404);
    expect((await c.get(`/api/auth/onboardingCustomer?token=${"Z".repeat(43)}`)).statusCode).toBe(404);
  });

  it("refuses anonymous callers (401) and every non-staff role (403)", async () => {
    expect((await create(null, body)).statusCode).toBe(401);
    for (const role of NON_STAFF) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      expect((await create(user.token, body)).statusCode, String(role)).toBe(403);
    }
    expect(await c.leadsOf(PROSPECT)).toHaveLength(0);
  });
});
