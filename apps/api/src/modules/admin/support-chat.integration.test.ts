import { DEFAULT_BRAND_COLORS, DEFAULT_SUPPORT_CHAT, ROLE, ROLE_IDS, type RoleId } from "@mkt/contracts";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, type TestHarness, useTestApp } from "../../test/app.ts";

const CRISP_ID = "1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f";
const TAWK_ID = "5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5";
const NOT_ADMINISTRATOR = ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR) as RoleId[];

async function configuration(t: TestHarness, token: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/configuration", headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>;
}

function put(t: TestHarness, token: string | null, payload: unknown) {
  return t.app.inject({
    method: "PUT",
    url: "/api/admin/configuration",
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

/** The CSP of a page, directive by directive. */
async function csp(t: TestHarness, url: string, host?: string) {
  const res = await t.app.inject({ method: "GET", url, headers: host ? { host } : {} });
  const map = new Map<string, string[]>();
  for (const part of String(res.headers["content-security-policy"]).split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const widget = (t: TestHarness, host?: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/support-chat/widget", headers: host ? { host } : {} });

describe("support chat widget (configuration screen)", () => {
  const t = useTestApp();

  it("is off by default: no widget, no provider origin in the CSP", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    expect((await configuration(t, admin.token)).support_chat).toEqual(DEFAULT_SUPPORT_CHAT);
    expect((await widget(t)).json().data).toEqual({ widget: null });
    const policy = await csp(t, "/authentication/login");
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'self'", "blob:"]);
    expect([...policy.values()].flat().join(" ")).not.toMatch(/crisp|tawk/);
  });

  it("the Administrator switches Crisp on: the CSP gains Crisp's origins only, the widget is served, and off again", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const stored = await configuration(t, admin.token);
    const on = await put(t, admin.token, {
      ...stored,
      support_chat: { enabled: true, provider: "crisp", site_id: ` ${CRISP_ID.toUpperCase()} ` },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.support_chat).toEqual({ enabled: true, provider: "crisp", site_id: CRISP_ID });
    const [audit] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "configuration_changed"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(JSON.stringify(audit?.details)).toContain(CRISP_ID);

    expect((await widget(t)).json().data).toEqual({ widget: { provider: "crisp", site_id: CRISP_ID } });
    const policy = await csp(t, "/authentication/login");
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://client.crisp.chat",
      "https://settings.crisp.chat",
    ]);
    expect(policy.get("connect-src")).toContain("wss://client.relay.crisp.chat");
    expect(policy.get("frame-src")).toEqual(["'self'", "blob:", "https://game.crisp.chat"]);
    expect(policy.get("img-src")).toContain("https://image.crisp.chat");
    expect(policy.get("media-src")).toEqual(["'self'", "https://client.crisp.chat"]);
    expect([...policy.values()].flat().join(" ")).not.toContain("tawk");
    // API answers and files keep the base policy (nothing is rendered from them).
    expect((await csp(t, "/api/admin/maintenance/notice")).get("script-src")).toEqual(["'self'"]);

    const tawk = await put(t, admin.token, {
      ...stored,
      support_chat: { enabled: true, provider: "tawk", site_id: TAWK_ID },
    });
    expect(tawk.statusCode, tawk.body).toBe(200);
    const tawkPolicy = await csp(t, "/");
    expect(tawkPolicy.get("script-src")).toEqual(["'self'", "https://*.tawk.to", "https://cdn.jsdelivr.net"]);
    expect([...tawkPolicy.values()].flat().join(" ")).not.toContain("crisp");

    const off = await put(t, admin.token, {
      ...stored,
      support_chat: { enabled: false, provider: "tawk", site_id: TAWK_ID },
    });
    expect(off.statusCode).toBe(200);
    expect((await widget(t)).json().data).toEqual({ widget: null });
    expect((await csp(t, "/authentication/login")).get("script-src")).toEqual(["'self'"]);
  });

  it("serves the widget on the default brand's host only, not on a partner's", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const brand = await t.app.inject({
      method: "POST",
      url: "/api/admin/brands",
      headers: bearer(admin.token),
      payload: {
        name: "Chat Partner",
        host_pattern: "chat-partner.test",
        kind: "partner",
        is_default: false,
        colors: { ...DEFAULT_BRAND_COLORS, main: "#6a1b9a" },
        sales_email: "sales@partner.test",
        analytics_enabled: false,
        logo_svg: "<svg xmlns='http://www.w3.org/2000/svg'><title>P</title></svg>",
      },
    });
    expect(brand.statusCode, brand.body).toBe(200);
    const stored = await configuration(t, admin.token);
    await put(t, admin.token, {
      ...stored,
      support_chat: { enabled: true, provider: "crisp", site_id: CRISP_ID },
    });
    expect((await widget(t, "chat-partner.test")).json().data).toEqual({ widget: null });
    expect((await widget(t, "marketplace.test")).json().data.widget).toMatchObject({ provider: "crisp" });
  });

  it("refuses a site id that does not fit its provider, with a field message, and an unknown provider", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const stored = await configuration(t, admin.token);
    const cases = [
      [{ enabled: true, provider: "crisp", site_id: "" }, "validation.required"],
      [{ enabled: true, provider: "crisp", site_id: TAWK_ID }, "validation.crisp_website_id"],
      [{ enabled: false, provider: "tawk", site_id: CRISP_ID }, "validation.tawk_widget_id"],
      [{ enabled: true, provider: "tawk", site_id: `${TAWK_ID}"><script>` }, "validation.tawk_widget_id"],
    ] as const;
    for (const [support_chat, code] of cases) {
      const res = await put(t, admin.token, { ...stored, support_chat });
      expect(res.statusCode, JSON.stringify(support_chat)).toBe(400);
      expect(res.json().errors).toMatchObject([{ field: "support_chat.site_id", code }]);
    }
    const italian = await put(t, admin.token, {
      ...stored,
      support_chat: { enabled: true, provider: "crisp", site_id: "abc" },
    });
    expect(italian.json().errors[0].message).toContain("Website ID di Crisp");
    const unknown = await put(t, admin.token, {
      ...stored,
      support_chat: { enabled: true, provider: "https://evil.example/x.js", site_id: CRISP_ID },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: "support_chat.provider" });
    expect((await configuration(t, admin.token)).support_chat).toEqual(DEFAULT_SUPPORT_CHAT);
  });

  it("only the Administrator changes it: 401 anonymous, 403 every other role (Admin Management included)", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const payload = {
      ...(await configuration(t, admin.token)),
      support_chat: { enabled: true, provider: "crisp", site_id: CRISP_ID },
    };
    expect((await put(t, null, payload)).statusCode).toBe(401);
    for (const role of NOT_ADMINISTRATOR) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      expect((await put(t, user.token, payload)).statusCode, `role ${role}`).toBe(403);
    }
    expect((await widget(t)).json().data).toEqual({ widget: null });
  });
});
