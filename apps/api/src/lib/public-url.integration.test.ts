import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brand, company, emailSetting } from "../db/schema/index.ts";
import { notificationMailDeps, sendDailyDigests } from "../modules/notifications/email.ts";
import { notifyUsers } from "../modules/notifications/service.ts";
import { backfillFreePlans } from "../modules/plans/service.ts";
import type { TestHarness } from "../test/app.ts";
import { bearer, createUser, createUserAndLogin, lastMailTo, useTestApp } from "../test/app.ts";
import { brandPublicUrl } from "./public-url.ts";

const SVG = "<svg xmlns='http://www.w3.org/2000/svg'><title>B</title></svg>";

async function addBrands(t: TestHarness) {
  const [exact] = await t.database.db
    .insert(brand)
    .values({ name: "Partner", hostPattern: "partner.example", colors: {}, logoSvg: SVG })
    .returning();
  await t.database.db
    .insert(brand)
    .values({ name: "Wild", hostPattern: "*.wild.example", colors: {}, logoSvg: SVG });
  return must(exact, "the partner brand");
}

function forgot(t: TestHarness, email: string, headers: Record<string, string>) {
  return t.app.inject({ method: "POST", url: "/api/auth/forgotPassword", payload: { email }, headers });
}

async function resetLink(t: TestHarness, headers: Record<string, string>) {
  const user = await createUser(t.database.db, { role: ROLE.CLIENT });
  expect((await forgot(t, user.email, headers)).statusCode).toBe(200);
  const link = (await lastMailTo(t.database.db, user.email, "reset-password"))?.link;
  if (!link) throw new Error("no reset link");
  return new URL(link);
}

describe("links follow the public host the user is on (no proxy trusted)", () => {
  const t = useTestApp({ APP_URL: "https://app.example" });

  it("a password reset asked on a brand's host links to that host", async () => {
    await addBrands(t);
    expect((await resetLink(t, { host: "partner.example" })).origin).toBe("https://partner.example");
    expect((await resetLink(t, { host: "Team.Wild.Example" })).origin).toBe("https://team.wild.example");
  });

  it("an unknown or malformed Host is never reflected: the link uses APP_URL", async () => {
    await addBrands(t);
    for (const host of ["evil.example", "partner.example.evil.test", "wild.example.evil", "a b", "[::1"]) {
      expect((await resetLink(t, { host })).origin).toBe("https://app.example");
    }
  });

  it("X-Forwarded-Host is ignored without TRUST_PROXY", async () => {
    await addBrands(t);
    const url = await resetLink(t, { host: "evil.example", "x-forwarded-host": "partner.example" });
    expect(url.origin).toBe("https://app.example");
    const kept = await resetLink(t, { host: "partner.example", "x-forwarded-host": "evil.example" });
    expect(kept.origin).toBe("https://partner.example");
  });

  it("APP_URL's host is allowed with the port the user is on", async () => {
    expect((await resetLink(t, { host: "app.example:8443" })).origin).toBe("https://app.example:8443");
  });

  it("the checkout's return address and hosted page follow the buyer's host, else APP_URL", async () => {
    await addBrands(t);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await backfillFreePlans(t.database.db);
    const open = (host: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/billing/openCheckoutSubscription",
        payload: { plan_id: 2, return_path: "/my_plans" },
        headers: { ...bearer(client.token), host },
      });
    const onBrand = await open("partner.example");
    expect(onBrand.statusCode).toBe(200);
    expect(new URL(onBrand.json().data.url).origin).toBe("https://partner.example");
    const unknown = await open("evil.example");
    expect(new URL(unknown.json().data.url).origin).toBe("https://app.example");
    const portal = await t.app.inject({
      method: "GET",
      url: "/api/billing/getPortalSession?return_path=/my_plans",
      headers: { ...bearer(client.token), host: "partner.example" },
    });
    expect(new URL(portal.json().data.url).origin).toBe("https://partner.example");
  });

  it("notification mails and digests (no caller's host) go to the recipient company's brand host, else APP_URL", async () => {
    const partner = await addBrands(t);
    const branded = await createUser(t.database.db, { role: ROLE.CLIENT });
    await t.database.db.update(company).set({ brandId: partner.id }).where(eq(company.id, branded.companyId));
    const plain = await createUser(t.database.db, { role: ROLE.CLIENT });
    const digestUser = await createUser(t.database.db, { role: ROLE.CLIENT, companyId: branded.companyId });
    await t.database.db.insert(emailSetting).values({ userId: digestUser.id, delivery: "daily" });
    await notifyUsers(t.database.db, t.ctx.bus, [branded.id, plain.id, digestUser.id], {
      type: "quote_received",
      params: { title: "Java" },
      link: "/need",
    });
    const toBranded = await lastMailTo(t.database.db, branded.email, "/need");
    expect(toBranded?.link).toBe("https://partner.example/need");
    expect(toBranded?.mail.text).toContain(
      "https://partner.example/authentication/unsubscribe/notifications",
    );
    expect((await lastMailTo(t.database.db, plain.email, "/need"))?.link).toBe("https://app.example/need");
    expect(await sendDailyDigests(t.database.db, notificationMailDeps(t.ctx))).toBe(1);
    expect((await lastMailTo(t.database.db, digestUser.email, "/need"))?.link).toBe(
      "https://partner.example/need",
    );
  });

  it("staff act-as-user links only to a domain the platform serves", async () => {
    await addBrands(t);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const target = await createUser(t.database.db, { role: ROLE.CLIENT });
    const store = (domain_client?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/storeParamLoginAuth",
        payload: { email: target.email, ...(domain_client ? { domain_client } : {}) },
        headers: { ...bearer(staff.token), host: "partner.example" },
      });
    expect(new URL((await store()).json().data.url).origin).toBe("https://partner.example");
    expect(new URL((await store("https://x.wild.example/")).json().data.url).origin).toBe(
      "https://x.wild.example",
    );
    for (const domain of ["https://evil.example", "javascript:alert(1)", "not a url"]) {
      const refused = await store(domain);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("auth.domain_not_allowed");
    }
  });
});

describe("links behind a trusted proxy (TRUST_PROXY=1)", () => {
  const t = useTestApp({ APP_URL: "http://app.example", TRUST_PROXY: "1" });

  it("reads X-Forwarded-Host and Proto, still only for allowed hosts", async () => {
    await addBrands(t);
    const forwarded = await resetLink(t, {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "partner.example",
      "x-forwarded-proto": "https",
    });
    expect(forwarded.origin).toBe("https://partner.example");
    // APP_URL is http: without a forwarded https, links stay http.
    expect((await resetLink(t, { host: "x", "x-forwarded-host": "partner.example" })).origin).toBe(
      "http://partner.example",
    );
    const spoofed = await resetLink(t, { host: "partner.example", "x-forwarded-host": "evil.example" });
    expect(spoofed.origin).toBe("http://app.example");
  });
});

describe("brandPublicUrl", () => {
  it("uses an exact brand host, https unless loopback or APP_URL is http; else APP_URL", () => {
    expect(brandPublicUrl("https://app.example/", "partner.example")).toBe("https://partner.example");
    expect(brandPublicUrl("https://app.example/", "*.wild.example")).toBe("https://app.example");
    expect(brandPublicUrl("https://app.example", null)).toBe("https://app.example");
    expect(brandPublicUrl("https://app.example", "localhost:5173")).toBe("http://localhost:5173");
    expect(brandPublicUrl("http://app.example", "partner.example")).toBe("http://partner.example");
  });
});
