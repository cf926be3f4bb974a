import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";

describe("bad input never crashes the API", () => {
  const t = useTestApp();

  it("answers malformed JSON with a 400 envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "validation.failed" });
  });

  it("answers an oversized body with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkEmail",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.it", pad: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("common.payload_too_large");
  });

  it("answers an unsupported content type with a 4xx envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/csv" },
      payload: "a,b",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it("answers a body of the wrong shape (an array) with field errors", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: [1, 2] as unknown as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation.failed");
  });

  // A fuzz of every operation (session 15) found 50 answering 500 to an id of 2147483648: the database refused it.
  it("refuses an integer beyond the database's range on the field, in a path, a query or a body", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const cases = [
      { method: "GET", url: "/api/admin/brands/2147483648", token: admin.token, field: "id" },
      { method: "GET", url: "/api/admin/companies/9007199254740991", token: admin.token, field: "id" },
      {
        method: "GET",
        url: "/api/employee-reviews?profile_id=2147483648",
        token: supplier.token,
        field: "profile_id",
      },
      {
        method: "POST",
        url: "/api/saved-profiles",
        token: client.token,
        payload: { profile_id: 2_147_483_648 },
        field: "profile_id",
      },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...bearer(c.token), "accept-language": "en" },
        ...("payload" in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json(), c.url).toMatchObject({
        code: "validation.failed",
        errors: [{ field: c.field, code: "validation.invalid" }],
      });
    }
    // The largest id a table holds is still an id: not found, not refused.
    const largest = await t.app.inject({
      method: "GET",
      url: "/api/admin/brands/2147483647",
      headers: bearer(admin.token),
    });
    expect(largest.statusCode).toBe(404);
  });
});
