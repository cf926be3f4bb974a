import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";

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
});
