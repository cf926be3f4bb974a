import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openAccessToken } from "../../db/schema/index.ts";
import { hitCounter } from "../../lib/rate-limit.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { purgeExpiredOpenTokens } from "./index.ts";
import { openVisit } from "./open-test-support.ts";
import { hashOpenToken } from "./open-token.ts";

describe("open visit by token", () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { "accept-language": "en", ...headers } });
  const expireToken = (token: string) =>
    t.database.db
      .update(openAccessToken)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(openAccessToken.tokenHash, hashOpenToken(token)));

  it("checkTokenAccess answers the visit and echoes the token; touches last_used_at", async () => {
    const token = await openVisit(t.app, {
      redirect_url: "search_services",
      utm_source: "fb",
      language: "en",
    });
    const res = await get(`/api/open/checkTokenAccess?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      token,
      urlRedirect: "search_services",
      versionProduct: 2,
      typeCaller: "partner_web",
      language: "en",
      have_sidebar: true,
    });
    const [row] = await t.database.db.select().from(openAccessToken);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    // Within the minute nothing is rewritten; a touch older than the interval is moved forward.
    const recent = new Date(Date.now() - 10_000);
    await t.database.db.update(openAccessToken).set({ lastUsedAt: recent });
    await get(`/api/open/checkTokenAccess?token=${token}`);
    const [kept] = await t.database.db.select().from(openAccessToken);
    expect(kept?.lastUsedAt?.getTime()).toBe(recent.getTime());
    await t.database.db.update(openAccessToken).set({ lastUsedAt: new Date(Date.now() - 120_000) });
    await get(`/api/open/checkTokenAccess?token=${token}`);
    const [moved] = await t.database.db.select().from(openAccessToken);
    expect(moved?.lastUsedAt?.getTime()).toBeGreaterThan(recent.getTime());
  });

  it("checkTokenAccess refuses unknown, malformed, missing and expired tokens with 401", async () => {
    const token = await openVisit(t.app);
    const unknown = await get(`/api/open/checkTokenAccess?token=${"A".repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      code: "open.token_invalid",
      message: expect.stringContaining("not valid"),
    });
    for (const url of [
      "/api/open/checkTokenAccess?token=short",
      `/api/open/checkTokenAccess?token=${token.slice(0, 42)}%3D`,
      "/api/open/checkTokenAccess",
    ]) {
      expect((await get(url)).json()).toMatchObject({ success: false, code: "open.token_invalid" });
    }
    const tooLong = await get(`/api/open/checkTokenAccess?token=${"x".repeat(500)}`);
    expect(tooLong.statusCode).toBe(400);
    await expireToken(token);
    const expired = await get(`/api/open/checkTokenAccess?token=${token}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: "open.token_expired",
      message: expect.stringContaining("expired"),
    });
  });

  it("a signed-in bearer never replaces the token", async () => {
    const { token: access } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    for (const url of [
      "/api/open/checkTokenAccess",
      "/api/sidebar/getSidebarElement",
      "/api/open/encodedList",
    ]) {
      const res = await get(url, bearer(access));
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe("open.token_invalid");
    }
    const change = await t.app.inject({
      method: "POST",
      url: "/api/open/changeLanguage",
      payload: { language: "en" },
      headers: bearer(access),
    });
    expect(change.statusCode).toBe(401);
  });

  it("changeLanguage switches the visit's language, which later calls keep", async () => {
    const token = await openVisit(t.app);
    const change = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: "/api/open/changeLanguage", payload });
    const res = await change({ token, language: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token, language: "en", urlRedirect: "profile_available" });
    expect((await get(`/api/open/checkTokenAccess?token=${token}`)).json().data.language).toBe("en");
    const bad = await change({ token, language: "xx" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ field: "language" }]);
    expect((await change({ token: "A".repeat(43), language: "it" })).statusCode).toBe(401);
    await expireToken(token);
    expect((await change({ token, language: "it" })).json().code).toBe("open.token_expired");
  });

  it("changeLanguage is limited to 120 calls a minute per visit (429 with Retry-After)", async () => {
    const token = await openVisit(t.app);
    const [row] = await t.database.db.select().from(openAccessToken);
    const perToken = hitCounter("open_post_token", "sha256");
    for (let i = 0; i < 119; i += 1) await perToken.record(t.database.db, must(row, "the visit").tokenHash);
    const change = () =>
      t.app.inject({ method: "POST", url: "/api/open/changeLanguage", payload: { token, language: "en" } });
    expect((await change()).statusCode).toBe(200);
    const refused = await change();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("open.rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    const other = await openVisit(t.app);
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/open/changeLanguage",
      payload: { token: other, language: "en" },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("getSidebarElement follows the visit's product version", async () => {
    const v2 = await openVisit(t.app, { type_version: 2 });
    const v1 = await openVisit(t.app, { type_version: "1" });
    const two = await get(`/api/sidebar/getSidebarElement?token=${v2}`);
    expect(two.statusCode).toBe(200);
    expect(two.json().data.map((e: { state: string }) => e.state)).toEqual([
      "dashboard_client",
      "profile_available",
      "search_services",
      "need",
    ]);
    expect(two.json().data[0]).toEqual({
      state: "dashboard_client",
      name: "menu.open.home",
      type: "link",
      icon: "dashboard",
      priority: 1,
    });
    const one = await get(`/api/sidebar/getSidebarElement?token=${v1}`);
    expect(one.json().data.map((e: { state: string }) => e.state)).toEqual([
      "dashboard_client",
      "profile_available",
      "need",
    ]);
    const bad = await get(`/api/sidebar/getSidebarElement?token=${v1.slice(1)}x`);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe("open.token_invalid");
  });

  it("encodedList answers the lookup lists in the visit's language", async () => {
    const token = await openVisit(t.app, { language: "en" });
    const res = await get(`/api/open/encodedList?token=${token}`, { "accept-language": "it" });
    expect(res.statusCode).toBe(200);
    const register = await t.app.inject({
      method: "POST",
      url: "/api/encoded_value/listRegister",
      payload: { language: "en" },
    });
    expect(res.json().data).toEqual(register.json().data);
    expect(Object.values(res.json().data).flat().length).toBeGreaterThan(0);
    expect((await get("/api/open/encodedList?token=nope")).statusCode).toBe(401);
  });

  it("the jobs delete tokens expired more than 30 days ago, and only those", async () => {
    const [old, recent, live] = [await openVisit(t.app), await openVisit(t.app), await openVisit(t.app)];
    const expireDaysAgo = (token: string, days: number) =>
      t.database.db
        .update(openAccessToken)
        .set({ expiresAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(openAccessToken.tokenHash, hashOpenToken(token)));
    await expireDaysAgo(old, 31);
    await expireDaysAgo(recent, 29);
    expect(await purgeExpiredOpenTokens(t.database.db)).toBe(1);
    const left = await t.database.db.select({ hash: openAccessToken.tokenHash }).from(openAccessToken);
    expect(left.map((r) => r.hash).sort()).toEqual([hashOpenToken(recent), hashOpenToken(live)].sort());
  });
});
