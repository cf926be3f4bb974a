import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installErrorHandler } from "./error-handler.ts";

/** An app whose one route fails the way a query does (Drizzle's error, the driver's in its cause). */
async function failingWith(cause: { code: string }) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get("/fail", async () => {
    throw Object.assign(new Error("Failed query: select … params: …"), { cause });
  });
  return app.inject({ method: "GET", url: "/fail" });
}

describe("the error handler", () => {
  it("answers 400 when the database refuses a value of the request (a data exception)", async () => {
    for (const code of ["22003", "22008", "22P02"]) {
      const res = await failingWith({ code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: "validation.failed",
        errors: [{ field: "" }],
      });
    }
  });

  it("answers 500 for any other database error", async () => {
    const res = await failingWith({ code: "42P01" });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe("common.server_error");
  });
});
