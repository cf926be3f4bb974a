import {
  DEFAULT_PRODUCT_SETTINGS,
  DOCUMENTATION_DEADLINE_KEY,
  ROLE,
  ROLE_IDS,
  type RoleId,
} from "@mkt/contracts";
import { desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { appUser, auditLog } from "../../db/schema/index.ts";
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  nextVat,
  type TestHarness,
  useTestApp,
} from "../../test/app.ts";

const NON_STAFF = ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR && r !== ROLE.ADMIN_MANAGEMENT) as RoleId[];

const VALID = {
  maintenance: { enabled: false, message_it: "Torniamo presto", message_en: "Back soon" },
  default_product_version: 1,
  documentation_days: 45,
  sales_email: "Sales@Example.test",
  embedding_hosts: ["https://partner.example", "https://*.brand.example:8443"],
  support_chat: { enabled: false, provider: "crisp", site_id: "" },
};

function put(t: TestHarness, token: string | null, payload: unknown) {
  return t.app.inject({
    method: "PUT",
    url: "/api/admin/configuration",
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

describe("configuration screen API", () => {
  const t = useTestApp();

  it("the Administrator reads the defaults, saves every setting, and the change is audited", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const first = await t.app.inject({
      method: "GET",
      url: "/api/admin/configuration",
      headers: bearer(admin.token),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      ...DEFAULT_PRODUCT_SETTINGS,
      maintenance: { enabled: false, message_it: "", message_en: "" },
    });
    const saved = await put(t, admin.token, VALID);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...VALID, sales_email: "sales@example.test" });
    const read = await t.app.inject({
      method: "GET",
      url: "/api/admin/configuration",
      headers: bearer(admin.token),
    });
    expect(read.json().data.documentation_days).toBe(45);
    // A brand without its own sales mailbox answers the platform's.
    const brand = await t.app.inject({ method: "GET", url: "/api/auth/getBrand?url=app.test" });
    expect(brand.json().data.sales_email).toBe("sales@example.test");
    const [line] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ action: "configuration_changed", actorUserId: admin.user.id });
    expect(line?.details).toMatchObject({
      documentation_days: { from: 30, to: 45 },
      default_product_version: { from: 2, to: 1 },
      message_en: { from: "", to: "Back soon" },
    });
    expect(Object.keys(line?.details ?? {})).not.toContain("enabled");
  });

  it("refuses bad values with a message per field", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const res = await put(t, admin.token, {
      ...VALID,
      default_product_version: 3,
      documentation_days: 0,
      sales_email: "not-an-email",
      embedding_hosts: ["https://a.example/path", "https://ok.example; script-src *", "https://ok.example"],
      maintenance: { enabled: true, message_it: "x".repeat(501), message_en: "" },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; code: string; message: string }[];
    const byField = Object.fromEntries(errors.map((e) => [e.field, e]));
    expect(byField.default_product_version?.code).toBe("validation.invalid");
    expect(byField.documentation_days?.code).toBe("validation.invalid");
    expect(byField.sales_email?.code).toBe("validation.email");
    expect(byField["embedding_hosts.0"]?.message).toBe(
      "Enter an origin such as https://partner.example (no path).",
    );
    expect(byField["embedding_hosts.1"]?.code).toBe("validation.host");
    expect(byField["maintenance.message_it"]?.code).toBe("validation.too_long");
    const dup = await put(t, admin.token, {
      ...VALID,
      embedding_hosts: ["https://a.example", "https://A.example"],
    });
    expect(dup.json().errors[0]).toMatchObject({ field: "embedding_hosts", code: "validation.duplicate" });
    const unchanged = await t.app.inject({
      method: "GET",
      url: "/api/admin/configuration",
      headers: bearer(admin.token),
    });
    expect(unchanged.json().data.documentation_days).toBe(30);
  });

  it("Admin Management reads but cannot change; every other role is refused; anonymous gets 401", async () => {
    const management = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const get = (token: string | null) =>
      t.app.inject({ method: "GET", url: "/api/admin/configuration", headers: token ? bearer(token) : {} });
    expect((await get(management.token)).statusCode).toBe(200);
    expect((await put(t, management.token, VALID)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(t, null, VALID)).statusCode).toBe(401);
    for (const role of NON_STAFF) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      expect((await get(user.token)).statusCode, `GET role ${role}`).toBe(403);
      expect((await put(t, user.token, VALID)).statusCode, `PUT role ${role}`).toBe(403);
    }
  });

  it("a new company's users get the configured product version; the deadline is the documentation key", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    await put(t, admin.token, { ...VALID, documentation_days: 10, default_product_version: 1 });
    // The company documentation rules read this key when a new company gets its limit_date_documentation.
    expect(await t.ctx.settings.get(DOCUMENTATION_DEADLINE_KEY)).toBe(10);
    const email = "newclient@example.test";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        role_id: ROLE.CLIENT,
        firstname: "Mario",
        lastname: "Bianchi",
        email,
        password: "Password123!",
        company_name: "Nuova Srl",
        vat_number: nextVat(),
        foreign_company: 0,
        language: "it",
        terms_accepted: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select({ version: appUser.versionProduct })
      .from(appUser)
      .where(eq(appUser.email, email));
    expect(row?.version).toBe(1);
  });

  it("the open area's pages let the configured hosts frame them, other pages do not", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    await put(t, admin.token, VALID);
    const open = await t.app.inject({ method: "GET", url: "/open/profile_available/abc" });
    expect(String(open.headers["content-security-policy"])).toContain(
      "frame-ancestors 'self' https://partner.example https://*.brand.example:8443",
    );
    expect(open.headers["x-frame-options"]).toBeUndefined();
    // A partner page frames the entry URL first (it has no token yet).
    const entry = await t.app.inject({
      method: "GET",
      url: "/redirect_token/dashboard_client/2/partner?inside=1",
    });
    expect(String(entry.headers["content-security-policy"])).toContain(
      "frame-ancestors 'self' https://partner.example https://*.brand.example:8443",
    );
    const other = await t.app.inject({ method: "GET", url: "/dashboard_client" });
    expect(String(other.headers["content-security-policy"])).toContain("frame-ancestors 'self';");
    expect(other.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("maintenance: clients get 503, staff keep working, on every instance", () => {
  const t = useTestApp();
  let second: TestHarness | undefined;
  afterAll(async () => {
    second?.ctx.mailer.close();
    await second?.app.close();
    await second?.ctx.bus.close();
  });

  it("sends every non-staff caller to data.status down while staff pass, and lifts it everywhere", async () => {
    second = await createTestApp({}, { database: t.database });
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const management = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const call = (h: TestHarness, token: string | null) =>
      h.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: token ? bearer(token) : {} });
    // The second instance has read the switch (off) and keeps it for at most 3 s.
    expect((await call(second, client.token)).statusCode).toBe(200);
    const on = await put(t, admin.token, { ...VALID, maintenance: { ...VALID.maintenance, enabled: true } });
    expect(on.statusCode).toBe(200);
    const down = await call(t, client.token);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ data: { status: "down" }, code: "common.maintenance" });
    expect((await call(t, null)).statusCode).toBe(503);
    expect((await call(t, "forged.token.value")).statusCode).toBe(503);
    expect((await call(t, admin.token)).statusCode).toBe(200);
    expect((await call(t, management.token)).statusCode).toBe(200);
    // Staff sign in and refresh; a client can do neither.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: admin.user.email, password: "Password123" },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { token: client.token },
    });
    expect(refused.statusCode).toBe(503);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { token: admin.token },
    });
    expect(refreshed.statusCode).toBe(200);
    // The public notice /maintenance shows, in the caller's language.
    const notice = await t.app.inject({
      method: "GET",
      url: "/api/admin/maintenance/notice",
      headers: { "accept-language": "en" },
    });
    expect(notice.json().data).toEqual({ enabled: true, message: "Back soon" });
    // The other instance follows within the documented bound (3 s cache).
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await call(second, client.token)).statusCode).toBe(503);
    expect((await call(second, admin.token)).statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: "/api/admin/maintenance",
      payload: { enabled: false },
      headers: bearer(admin.token),
    });
    expect((await call(t, client.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await call(second, client.token)).statusCode).toBe(200);
    const [line] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line?.details).toEqual({ enabled: { from: true, to: false } });
  }, 20_000);
});
