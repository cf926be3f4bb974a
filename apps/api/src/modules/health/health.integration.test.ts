import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { TEST_DRIVER } from "../../test/database.ts";

describe("GET /api/health", () => {
  const t = useTestApp();

  it("reports the database as reachable with the applied migration", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.database).toEqual({ reachable: true, driver: TEST_DRIVER });
    expect(body.data.migration).toMatch(/^\d{4}_/);
    expect(body.data.maintenance).toBe(false);
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("keeps a valid caller-provided request id", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(res.headers["x-request-id"]).toBe("abc-123");
  });

  it("sets security headers (helmet)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers unknown API paths with the error envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "common.not_found", message: "Not found." });
  });

  it("serves the OpenAPI document listing the routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/auth/login",
      "/api/auth/register",
      "/api/auth/refresh",
      "/api/health",
      "/api/encoded_value/list",
    ]) {
      expect(paths).toContain(p);
    }
  });
});
