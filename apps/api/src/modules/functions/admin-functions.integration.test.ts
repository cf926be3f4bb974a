import { FUNCTION_STATES, PAGE_ONLY_KEYS, ROLE, ROLE_IDS, type RoleId } from "@mkt/contracts";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { bearer, createCompany, createUser, createUserAndLogin, login, useTestApp } from "../../test/app.ts";
import { grantDefaultFunctions } from "./service.ts";

const NON_STAFF = ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR && r !== ROLE.ADMIN_MANAGEMENT) as RoleId[];

describe("back office functions", () => {
  const t = useTestApp();

  it("finds a company by name, shows every function, and a switch reaches getFunctionCompany at once", async () => {
    const acme = await createCompany(t.database.db, { role: ROLE.CLIENT, name: "Acme 100% Srl" });
    await createCompany(t.database.db, { role: ROLE.CLIENT, name: "Other Spa" });
    await grantDefaultFunctions(t.database.db, acme.id, "client");
    const member = await createUser(t.database.db, { role: ROLE.CLIENT, companyId: acme.id });
    const memberSession = await login(t.app, member.email);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const found = await t.app.inject({
      method: "GET",
      url: "/api/admin/functions/companies?search=100%25",
      headers: bearer(staff.token),
    });
    expect(found.json().data).toMatchObject({ total: 1, items: [{ id: acme.id, name: "Acme 100% Srl" }] });
    const list = await t.app.inject({
      method: "GET",
      url: `/api/admin/functions/companies/${acme.id}`,
      headers: bearer(staff.token),
    });
    expect(list.json().data.functions.map((f: { state: string }) => f.state)).toEqual([
      ...FUNCTION_STATES,
      ...PAGE_ONLY_KEYS,
    ]);
    expect(list.json().data.functions.find((f: { state: string }) => f.state === "chat").enabled).toBe(true);
    expect(list.json().data.functions.find((f: { state: string }) => f.state === "add_profile").enabled).toBe(
      false,
    );
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/admin/functions/companies/${acme.id}/chat`,
      payload: { enabled: false },
      headers: bearer(staff.token),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.functions.find((f: { state: string }) => f.state === "chat").enabled).toBe(false);
    const seen = await t.app.inject({
      method: "GET",
      url: "/api/functions/getFunctionCompany",
      headers: bearer(memberSession.token),
    });
    expect(seen.json().data.functions).toContainEqual({ state: "chat", status: 0 });
    const on = await t.app.inject({
      method: "PUT",
      url: `/api/admin/functions/companies/${acme.id}/add_profile`,
      payload: { enabled: true },
      headers: bearer(staff.token),
    });
    expect(on.statusCode).toBe(200);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/functions/getFunctionCompany",
      headers: bearer(memberSession.token),
    });
    expect(after.json().data.functions).toContainEqual({ state: "add_profile", status: 1 });
    const [line] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({
      action: "company_function_changed",
      subjectCompanyId: acme.id,
      details: { state: "add_profile", from: false, to: true },
    });
  });

  it("switches the §6 page permission keys of the profile menu, on by default, and the session's list follows", async () => {
    const acme = await createCompany(t.database.db, { role: ROLE.CLIENT, name: "Pages Srl" });
    await grantDefaultFunctions(t.database.db, acme.id, "client");
    const member = await createUser(t.database.db, { role: ROLE.CLIENT, companyId: acme.id });
    const memberSession = await login(t.app, member.email);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const url = `/api/admin/functions/companies/${acme.id}`;
    const keys = async () =>
      (
        (await t.app.inject({ method: "GET", url, headers: bearer(admin.token) })).json().data.functions as {
          state: string;
          enabled: boolean;
          page_key: boolean;
        }[]
      ).filter((f) => f.page_key);
    expect(await keys()).toEqual([
      { state: "manage_users", enabled: true, page_key: true },
      { state: "chat", enabled: true, page_key: true },
      { state: "manage_users_supplier", enabled: false, page_key: true },
      { state: "my_profile", enabled: true, page_key: true },
      { state: "company_profile", enabled: true, page_key: true },
      { state: "my_plans", enabled: true, page_key: true },
    ]);
    const off = await t.app.inject({
      method: "PUT",
      url: `${url}/my_plans`,
      payload: { enabled: false },
      headers: bearer(admin.token),
    });
    expect(off.statusCode).toBe(200);
    expect((await keys()).find((k) => k.state === "my_plans")?.enabled).toBe(false);
    const seen = await t.app.inject({
      method: "GET",
      url: "/api/functions/getFunctionCompany",
      headers: bearer(memberSession.token),
    });
    expect(seen.json().data.functions).toContainEqual({ state: "my_plans", status: 0 });
    const [line] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({
      action: "company_function_changed",
      subjectCompanyId: acme.id,
      details: { state: "my_plans", from: true, to: false },
    });
    // Switching a key that is already on writes its row but no audit line.
    await t.app.inject({
      method: "PUT",
      url: `${url}/my_profile`,
      payload: { enabled: true },
      headers: bearer(admin.token),
    });
    const [last] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last?.id).toBe(line?.id);
  });

  it("refuses an unknown function, a missing company, a bad body and non-staff callers", async () => {
    const acme = await createCompany(t.database.db, { role: ROLE.SUPPLIER });
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const put = (token: string | null, url: string, payload: unknown) =>
      t.app.inject({ method: "PUT", url, payload: payload as object, headers: token ? bearer(token) : {} });
    const unknown = await put(admin.token, `/api/admin/functions/companies/${acme.id}/teleport`, {
      enabled: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("config.unknown_function");
    expect(
      (await put(admin.token, "/api/admin/functions/companies/999999/chat", { enabled: true })).statusCode,
    ).toBe(404);
    const bad = await put(admin.token, `/api/admin/functions/companies/${acme.id}/chat`, { enabled: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "enabled" });
    const url = `/api/admin/functions/companies/${acme.id}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await put(null, `${url}/chat`, { enabled: true })).statusCode).toBe(401);
    expect((await put(null, `${url}/my_plans`, { enabled: false })).statusCode).toBe(401);
    for (const role of NON_STAFF) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      const get = await t.app.inject({ method: "GET", url, headers: bearer(user.token) });
      const search = await t.app.inject({
        method: "GET",
        url: "/api/admin/functions/companies",
        headers: bearer(user.token),
      });
      const change = await put(user.token, `${url}/chat`, { enabled: true });
      const page = await put(user.token, `${url}/my_profile`, { enabled: false });
      expect([get.statusCode, search.statusCode, change.statusCode, page.statusCode], `role ${role}`).toEqual(
        [403, 403, 403, 403],
      );
    }
  });
});
