import { ROLE, ROLE_IDS } from "@mkt/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, createUserAndLogin, type TestHarness, useTestApp } from "../../test/app.ts";

describe("dev mailbox (demo, no SMTP server)", () => {
  const t = useTestApp();

  const resetMail = async (email: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/forgotPassword", payload: { email } });

  it("answers a signed-in Administrator with the mails", async () => {
    const { user } = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await resetMail(user.email);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox", headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ to: user.email, subject: "Reimposta la password" });
  });

  it("refuses an anonymous caller with 401, so a stranger cannot read a password-reset link", async () => {
    const { user } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await resetMail(user.email);
    for (const url of ["/api/dev/mailbox", `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: "auth.unauthorized", data: null });
      expect(res.body).not.toContain("reset");
    }
  });

  it("refuses every other role with 403", async () => {
    for (const role of ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR)) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox", headers: bearer(token) });
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.json().code).toBe("auth.forbidden");
    }
  });

  it("tells the web app the mailbox is on", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/getConfigurationLogin" });
    expect(res.json().data.dev_mailbox).toBe(true);
  });
});

describe("dev mailbox in production mode", () => {
  let t: TestHarness;

  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" });
  });

  afterAll(async () => {
    t.ctx.mailer.close();
    await t.app.close();
    await t.ctx.bus.close();
  });

  it("does not exist, not even for an Administrator", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox", headers: bearer(admin.token) });
    expect(res.statusCode).toBe(404);
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toContain("mailbox");
    const login = await t.app.inject({ method: "GET", url: "/api/auth/getConfigurationLogin" });
    expect(login.json().data.dev_mailbox).toBe(false);
  });
});
