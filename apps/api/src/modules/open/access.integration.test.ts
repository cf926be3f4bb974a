import { must, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { openAccessToken, profile } from "../../db/schema/index.ts";
import { createCompany, useTestApp } from "../../test/app.ts";
import { entryBody } from "./open-test-support.ts";
import { hashOpenToken } from "./open-token.ts";

describe("POST open/addTokenOpenAccess", () => {
  const t = useTestApp();
  const add = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = "127.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/open/addTokenOpenAccess",
      payload,
      headers,
      remoteAddress: ip,
    });

  it("issues a token, keeps only its hash, and keeps the caller, UTM fields and entry options", async () => {
    const res = await add(
      entryBody({
        redirect_url: "need",
        type: "tm",
        type_version: "1",
        language: "en",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "autumn-26",
        inside: "1",
      }),
      { origin: "https://partner.example:8443", referer: "https://other.example/page" },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      origin: "partner.example:8443",
      urlRedirect: "need_open_create",
      versionProduct: 1,
      typeCaller: "partner_web",
      language: "en",
      have_sidebar: true,
      inside: true,
      entry_type: "tm",
      company_id: null,
      employee_id: null,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hoursLeft = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(71.9);
    expect(hoursLeft).toBeLessThanOrEqual(72);

    const rows = await t.database.db.select().from(openAccessToken);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.tokenHash).toBe(hashOpenToken(data.token));
    expect(JSON.stringify(row)).not.toContain(data.token);
    expect(row).toMatchObject({
      entry: "need_open_create",
      caller: "partner_web",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn-26",
      language: "en",
    });
  });

  it("takes the Referer's host when there is no Origin, and keeps the profile of a complete_detail entry", async () => {
    const supplier = await createCompany(t.database.db, { role: ROLE.SUPPLIER });
    const [row] = await t.database.db
      .insert(profile)
      .values({
        companyId: supplier.id,
        kind: "employee",
        firstname: "Ada",
        lastname: "Rossi",
        title: "Java developer",
        seniority: "senior",
        published: true,
      })
      .returning();
    const employee = must(row, "the profile");
    const body = { redirect_url: "complete_detail", company_id: String(supplier.id), mode_operation: "view" };
    const res = await add(entryBody({ ...body, employee_id: employee.id }), {
      referer: "https://blog.partner.test/articles/1?x=1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      origin: "blog.partner.test",
      urlRedirect: "complete_detail",
      company_id: supplier.id,
      employee_id: employee.id,
      mode_operation: "view",
      have_sidebar: true,
      inside: false,
    });
    const otherCompany = await add(
      entryBody({ ...body, company_id: supplier.id + 1, employee_id: employee.id }),
    );
    expect(otherCompany.statusCode).toBe(400);
    expect(otherCompany.json().errors).toMatchObject([{ field: "employee_id", code: "validation.invalid" }]);
    const noHeaders = await add(entryBody({ have_sidebar: 0 }), { referer: "not a url" });
    expect(noHeaders.json().data).toMatchObject({ origin: "", have_sidebar: false, language: "it" });
  });

  it.each([
    ["have_sidebar", { have_sidebar: 2 }],
    ["have_sidebar", { have_sidebar: undefined }],
    ["redirect_url", { redirect_url: "admin_dashboard" }],
    ["type_caller", { type_caller: "partner web" }],
    ["type_caller", { type_caller: "p".repeat(41) }],
    ["language", { language: "xx" }],
    ["employee_id", { redirect_url: "complete_detail", company_id: 4 }],
    ["type_version", { type_version: 5 }],
    ["utm_source", { utm_source: "u".repeat(101) }],
  ])("refuses a bad %s with a 400 naming the field", async (field, overrides) => {
    const res = await add(entryBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "validation.failed" });
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await t.database.db.select().from(openAccessToken)).toHaveLength(0);
  });

  it("allows 60 tokens an hour per IP, then answers 429 with Retry-After (other IPs unaffected)", async () => {
    for (let i = 0; i < 60; i += 1) {
      const res = await add(entryBody(), {}, "10.1.2.3");
      expect(res.statusCode).toBe(200);
    }
    const refused = await add(entryBody(), { "accept-language": "en" }, "10.1.2.3");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "open.rate_limited",
      message: "Too many requests: try again shortly.",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await add(entryBody(), {}, "10.9.9.9")).statusCode).toBe(200);
    expect(await t.database.db.select().from(openAccessToken)).toHaveLength(61);
  });
});
