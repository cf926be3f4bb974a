import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROLE, type RoleId, type SessionUser } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import type { SignedInPageRequest, SignedInRenderer } from "../../lib/signed-in-renderer.ts";
import { TokenService } from "../../lib/tokens.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { useTempDirs } from "../../test/temp-dir.ts";
import { PAGE_COOKIE, VIEW_COOKIE } from "./page-session.ts";

const INDEX = '<!doctype html><html lang="it"><body><div id="root"></div></body></html>';

/** A built web app as far as these pages need: its index.html. */
const tempDir = useTempDirs("mkt-dist-");
function webDist(): string {
  const dir = tempDir();
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), INDEX);
  return dir;
}

/** A renderer standing for the web build's: records each request, answers a page naming its user and path. */
function fakeRenderer() {
  const requests: SignedInPageRequest[] = [];
  let behaviour: "render" | "fail" | "hang" = "render";
  const renderer: SignedInRenderer = {
    paths: new Set(["/dashboard_client", "/dashboard_supplier", "/profile_available"]),
    renders: (path: string, user: SessionUser) => path === user.home || path === "/profile_available",
    document: async (request) => {
      requests.push(request);
      if (behaviour === "fail") throw new Error("render failed");
      if (behaviour === "hang") await new Promise((resolve) => setTimeout(resolve, 3_000));
      return `<!doctype html><html data-rendered-user="${request.user.id}"><h2>${request.user.firstname} ${request.path}</h2></html>`;
    },
  };
  const behave = (next: typeof behaviour) => {
    behaviour = next;
  };
  return { renderer, requests, behave };
}

/** The Set-Cookie header of a response for `name`, if any. */
function setCookie(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers["set-cookie"];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((cookie: string) => cookie.startsWith(`${name}=`));
}

/** Signed-in pages rendered with their HTML for the page cookie's session (issue 20, Speed; page-session.ts). */
describe("the page cookie and the signed-in pages it renders", () => {
  const fake = fakeRenderer();
  const t = useTestApp(() => ({ WEB_DIST: webDist() }), { signedInRenderer: fake.renderer });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.behave("render");
  });

  /** A signed-in user of `role` and the page cookie POST auth/pageSession set for their session. */
  async function signedIn(role: RoleId = ROLE.CLIENT, language: "it" | "en" = "it") {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, role, { language });
    const res = await t.app.inject({ method: "POST", url: "/api/auth/pageSession", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { page_session: true } });
    const cookie = setCookie(res.headers, PAGE_COOKIE);
    const value = cookie?.slice(PAGE_COOKIE.length + 1).split(";")[0] ?? "";
    return { user, token, cookie: cookie ?? "", value };
  }

  const page = (url: string, cookies: Record<string, string>) =>
    t.app.inject({
      method: "GET",
      url,
      cookies,
    });

  it("sets an HttpOnly, SameSite=Lax cookie for the bearer token's session; anonymous callers get 401", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/auth/pageSession" });
    expect(anonymous.statusCode).toBe(401);
    expect(setCookie(anonymous.headers, PAGE_COOKIE)).toBeUndefined();
    const { cookie, value, token } = await signedIn();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=604800/);
    // Plain http here: not Secure (a TLS front sets it, request.protocol https).
    expect(cookie).not.toMatch(/Secure/);
    // The cookie is not an access token: the API refuses it as a bearer.
    expect(value).not.toBe(token);
    const asBearer = await t.app.inject({
      method: "POST",
      url: "/api/auth/pageSession",
      headers: bearer(value),
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it("sends the session's page rendered for the reported view, never cached, in the user's language", async () => {
    const { user, value } = await signedIn(ROLE.CLIENT, "en");
    const res = await page("/dashboard_client", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "3.h" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h2>${user.firstname} /dashboard_client</h2>`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toContain("cookie");
    expect(fake.requests).toEqual([
      expect.objectContaining({
        path: "/dashboard_client",
        language: "en",
        viewport: 3,
        horizontalMenu: true,
      }),
    ]);
    expect(fake.requests[0]?.user).toMatchObject({
      id: user.id,
      role_id: ROLE.CLIENT,
      home: "/dashboard_client",
    });
    // The page's user carries no token.
    expect(fake.requests[0]?.user).not.toHaveProperty("access_token");
    const search = await page("/profile_available", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "0.v" });
    expect(search.body).toContain("/profile_available</h2>");
    expect(fake.requests[1]).toMatchObject({ viewport: 0, horizontalMenu: false, language: "en" });
  });

  it("sends the app's empty page without both cookies, with a query, on another path or another's home", async () => {
    const { value } = await signedIn(ROLE.SUPPLIER);
    const cases: Array<[string, Record<string, string>]> = [
      ["/dashboard_supplier", { [VIEW_COOKIE]: "3.v" }],
      ["/dashboard_supplier", { [PAGE_COOKIE]: value }],
      ["/dashboard_supplier", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "9.v" }],
      ["/dashboard_supplier", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "3.vx" }],
      ["/dashboard_supplier?tab=2", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "3.v" }],
      ["/need", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "3.v" }],
      ["/dashboard_client", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "3.v" }],
    ];
    for (const [url, cookies] of cases) {
      const res = await page(url, cookies);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, `${url} ${Object.keys(cookies)}`).toBe(INDEX);
    }
    expect(fake.requests).toEqual([]);
    // Its own home is rendered.
    expect(
      (await page("/dashboard_supplier", { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "3.v" })).body,
    ).toContain("/dashboard_supplier</h2>");
  });

  it("renders nothing once the session ended: sign-out clears the cookie, and a stale one is removed", async () => {
    const { token, value } = await signedIn();
    const view = { [VIEW_COOKIE]: "1.v" };
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(token),
      cookies: { [PAGE_COOKIE]: value, ...view },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookie(out.headers, PAGE_COOKIE)).toMatch(/^mkt_page=;.*Expires=Thu, 01 Jan 1970/);
    // The view goes too: a signed-out browser keeps neither cookie.
    expect(setCookie(out.headers, VIEW_COOKIE)).toMatch(/^mkt_view=;.*Expires=Thu, 01 Jan 1970/);
    // The browser that kept it anyway (another tab's request in flight) gets the empty page, and the cookie goes.
    const stale = await page("/dashboard_client", { [PAGE_COOKIE]: value, ...view });
    expect(stale.body).toBe(INDEX);
    expect(setCookie(stale.headers, PAGE_COOKIE)).toMatch(/^mkt_page=;/);
    expect(fake.requests).toEqual([]);
  });

  it("renders nothing for a disabled user, a forged cookie or an access token in its place", async () => {
    const { user, value, token } = await signedIn();
    const view = { [VIEW_COOKIE]: "3.v" };
    const forged = await new TokenService("another-secret-another-secret-another-0").signPageSession(
      user.id,
      "00000000-0000-4000-8000-000000000000",
      0,
      60,
    );
    for (const cookie of [forged, token, `${value}x`]) {
      const res = await page("/dashboard_client", { [PAGE_COOKIE]: cookie, ...view });
      expect(res.body).toBe(INDEX);
    }
    await t.database.db.update(appUser).set({ disabledAt: new Date() }).where(eq(appUser.id, user.id));
    expect((await page("/dashboard_client", { [PAGE_COOKIE]: value, ...view })).body).toBe(INDEX);
    expect(fake.requests).toEqual([]);
  });

  it("sends the app's empty page when the render fails or takes longer than a second", async () => {
    const { value } = await signedIn();
    const cookies = { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "3.v" };
    fake.behave("fail");
    const failed = await page("/dashboard_client", cookies);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX);
    fake.behave("hang");
    const slow = await page("/dashboard_client", cookies);
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toBe(INDEX);
    expect(fake.requests).toHaveLength(2);
  });
});

/** The web build's renderer as the API finds it beside WEB_DIST (`<dist>-server/`), loaded at the first use. */
describe("the web build's server renderer", () => {
  let server = "";
  const t = useTestApp(() => {
    const dist = webDist();
    // A bundle with the build's exports (apps/web src/app/server-entry.ts) and its page template.
    server = `${dist}-server`;
    mkdirSync(server);
    writeFileSync(join(server, "package.json"), '{"type":"module"}\n');
    writeFileSync(join(server, "page.html"), "<html><!--page--></html>");
    writeFileSync(
      join(server, "server-entry.js"),
      [
        'export const SERVER_RENDERED_PATHS = ["/dashboard_client"];',
        "export const serverRenders = (path, user) => path === user.home;",
        "export const signedInDocument = async (template, request) =>",
        "  template.replace('<!--page-->', '<h2>' + request.user.firstname + ' ' + request.viewport + '</h2>');",
      ].join("\n"),
    );
    return { WEB_DIST: dist };
  });
  afterAll(() => rmSync(server, { recursive: true, force: true }));

  it("is loaded by the first page request that could use it, which is sent without; later ones are rendered", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const set = await t.app.inject({ method: "POST", url: "/api/auth/pageSession", headers: bearer(token) });
    const value =
      setCookie(set.headers, PAGE_COOKIE)
        ?.slice(PAGE_COOKIE.length + 1)
        .split(";")[0] ?? "";
    const cookies = { [PAGE_COOKIE]: value, [VIEW_COOKIE]: "2.v" };
    const first = await t.app.inject({ method: "GET", url: "/dashboard_client", cookies });
    expect(first.body).toBe(INDEX);
    await expect
      .poll(async () => (await t.app.inject({ method: "GET", url: "/dashboard_client", cookies })).body)
      .toBe(`<html><h2>${user.firstname} 2</h2></html>`);
  });
});
