import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.ts";
import { useTempDirs } from "../test/temp-dir.ts";
import { IMMUTABLE, REVALIDATE } from "./web-static.ts";

const APP_JS = `console.log(${JSON.stringify("x".repeat(4000))});\n`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';

/** A built web app as Vite leaves it: hashed assets with .br/.gz beside them, plus a stray source map. */
const tempDir = useTempDirs("mkt-dist-");
function webDist(): string {
  const dir = tempDir();
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "index.html.br"), brotliCompressSync(INDEX));
  writeFileSync(join(dir, "index.html.gz"), gzipSync(INDEX));
  writeFileSync(join(dir, "assets/app-abc123.js"), APP_JS);
  writeFileSync(join(dir, "assets/app-abc123.js.br"), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, "assets/app-abc123.js.gz"), gzipSync(APP_JS));
  writeFileSync(join(dir, "assets/app-abc123.js.map"), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dir, "version.json"), '{"build_id":"b1"}');
  return dir;
}

describe("the built web app: precompressed, cached by kind, no source maps", () => {
  const t = useTestApp({ WEB_DIST: webDist() });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("serves the precompressed asset: brotli when accepted, else gzip, else plain", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await get("/assets/app-abc123.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it("never serves source maps, and a missing asset is a 404 rather than index.html", async () => {
    for (const url of ["/assets/app-abc123.js.map", "/assets/APP-abc123.js.MAP", "/assets/nope-123.js"]) {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("secret.ts");
      expect(res.headers["content-type"]).toContain("application/json");
    }
  });

  it("caches hashed assets for a year, revalidates index.html, the SPA fallback and version.json", async () => {
    expect((await get("/assets/app-abc123.js")).headers["cache-control"]).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe("public, max-age=31536000, immutable");
    for (const url of ["/", "/index.html", "/dashboard_client", "/version.json"]) {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe(REVALIDATE);
    }
    const index = await get("/dashboard_client", { "accept-encoding": "br" });
    expect(index.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(INDEX);
  });

  it("compresses large JSON API responses (brotli, else gzip), leaves small ones alone", async () => {
    const list = (encoding: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/encoded_value/listRegister",
        payload: { language: "it" },
        headers: { "accept-encoding": encoding },
      });
    const br = await list("br, gzip");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).success).toBe(true);
    const gz = await list("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).success).toBe(true);
    const none = await list("identity");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.json().success).toBe(true);
    const small = await get("/api/health", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});

const LOGIN_PAGE =
  '<!doctype html><html lang="it" data-prerendered="/authentication/login"><h1>Accedi</h1></html>';
const LANDING_PAGE = '<!doctype html><html lang="it" data-prerendered="/"><h1>Benvenuto</h1></html>';

/** The same dist with pre-rendered pages (apps/web vite-prerender.ts) and a manifest entry pointing outside them. */
function webDistWithPages(): string {
  const dir = webDist();
  mkdirSync(join(dir, "prerender/authentication"), { recursive: true });
  for (const [file, html] of [
    ["prerender/authentication/login.html", LOGIN_PAGE],
    ["prerender/index.html", LANDING_PAGE],
  ] as const) {
    writeFileSync(join(dir, file), html);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(html));
  }
  const pages = {
    "/": "prerender/index.html",
    "/authentication/login": "prerender/authentication/login.html",
    "/authentication/register": "../index.html",
  };
  writeFileSync(join(dir, "prerender/pages.json"), JSON.stringify(pages));
  return dir;
}

describe("pre-rendered public pages (issue 20, Speed)", () => {
  const t = useTestApp({ WEB_DIST: webDistWithPages() });
  const html = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers["content-type"], url).toContain("text/html");
    expect(res.headers["cache-control"], url).toBe(REVALIDATE);
    return res.headers["content-encoding"] === "br"
      ? brotliDecompressSync(res.rawPayload).toString()
      : res.body;
  };

  it("serves a page's HTML for its bare path, index.html with a query string and on other routes", async () => {
    expect(await html("/authentication/login")).toBe(LOGIN_PAGE);
    expect(await html("/authentication/login/")).toBe(LOGIN_PAGE);
    expect(await html("/authentication/login?lang=en")).toBe(INDEX);
    expect(await html("/authentication/forgot-password")).toBe(INDEX);
    expect(await html("/dashboard_client")).toBe(INDEX);
  });

  it("serves the landing page pre-rendered at /, index.html at / with a query and at /index.html", async () => {
    expect(await html("/")).toBe(LANDING_PAGE);
    expect(await html("/?utm_source=x")).toBe(INDEX);
    expect(await html("/index.html")).toBe(INDEX);
  });

  it("ignores a manifest entry outside the pre-rendered folder", async () => {
    expect(await html("/authentication/register")).toBe(INDEX);
  });
});
