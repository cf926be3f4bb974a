import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestHarness } from "../../test/app.ts";

let dist: string;
let t: TestHarness;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "mkt-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app shell</title>");
  writeFileSync(join(dist, "assets", "app-1.js"), "console.log(1)");
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t.app.close();
  await t.ctx.bus.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("serving the web app from the API's port", () => {
  it("serves index.html at / and for client-side routes", async () => {
    for (const url of ["/", "/authentication/login", "/dashboard_supplier?x=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("app shell");
    }
  });

  it("serves assets, including files added after start (a rebuilt dist)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/assets/app-1.js" })).body).toBe("console.log(1)");
    writeFileSync(join(dist, "assets", "app-2.js"), "console.log(2)");
    const res = await t.app.inject({ method: "GET", url: "/assets/app-2.js" });
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.body).toBe("console.log(2)");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("common.not_found");
  });
});
