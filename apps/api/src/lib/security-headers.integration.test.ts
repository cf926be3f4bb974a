import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROLE } from "@mkt/contracts";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { bearer, createUserAndLogin, multipart, TINY_PDF, TINY_PNG, useTestApp } from "../test/app.ts";
import { useTempDirs } from "../test/temp-dir.ts";

const tempDir = useTempDirs("mkt-web-");
function webDist(): string {
  const dir = tempDir();
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  return dir;
}

function directives(res: LightMyRequestResponse): Map<string, string> {
  const csp = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(" ")[0] ?? "", d.slice(d.indexOf(" ") + 1)]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get("script-src")).toBe("'self'");
  expect(csp.get("script-src-attr")).toBe("'none'");
  expect(csp.get("default-src")).toBe("'self'");
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("frame-ancestors")).toBe("'self'");
  // The CV review's PDF preview: our own blob URLs in a frame, nothing else.
  expect(csp.get("frame-src")).toBe("'self' blob:");
  expect(String(res.headers["content-security-policy"])).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  // Not in development or test: only NODE_ENV=production pins https.
  expect(res.headers["strict-transport-security"]).toBeUndefined();
}

describe("security headers on every response", () => {
  const t = useTestApp({ WEB_DIST: webDist() });

  it("on API JSON, index.html, the SPA fallback, API 404s and validation errors", async () => {
    const json = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(json.statusCode).toBe(200);
    expectSecurityHeaders(json);
    const index = await t.app.inject({ method: "GET", url: "/" });
    expect(index.headers["content-type"]).toContain("text/html");
    expectSecurityHeaders(index);
    const spa = await t.app.inject({ method: "GET", url: "/dashboard_client" });
    expect(spa.statusCode).toBe(200);
    expectSecurityHeaders(spa);
    const missing = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const invalid = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: 1 } });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid);
  });

  it("the whole header set, the same on successive answers (the middleware is built once)", async () => {
    const helmetHeaders = {
      "content-security-policy":
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:;frame-src 'self' blob:",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    for (const url of ["/api/health", "/api/nothing-here", "/api/health"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers).toMatchObject(helmetHeaders);
    }
  });

  it("token pages (reset, confirmation, invitations) send no Referer at all", async () => {
    const page = await t.app.inject({ method: "GET", url: "/authentication/reset-password?reset_token=abc" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("uploaded files: checked type (not the declared one), attachment with the filename, nosniff; images inline", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const name = "visura; camerale ł.pdf";
    const up = multipart("file", name, TINY_PDF, "text/html");
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/company/documents?kind=chamber_of_commerce",
      payload: up.payload,
      headers: { ...up.headers, ...bearer(supplier.token) },
    });
    expect(saved.statusCode).toBe(200);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/company/documents/${saved.json().data.id}`,
      headers: bearer(supplier.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    // Uploads keep a sanitised name; the header is built by lib/file-response.ts (RFC 6266, unit-tested there).
    expect(download.headers["content-disposition"]).toBe('attachment; filename="visura_ camerale _.pdf"');
    expect(download.headers["cache-control"]).toBe("private, no-cache");
    expectSecurityHeaders(download);

    const logo = multipart("file", "logo.png", TINY_PNG, "image/png");
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/company/logo",
      payload: logo.payload,
      headers: { ...logo.headers, ...bearer(supplier.token) },
    });
    const image = await t.app.inject({ method: "GET", url: stored.json().data.logo_url });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-disposition"]).toBe("inline");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("security headers in production", () => {
  const t = useTestApp({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" });

  it("adds HSTS (a year, subdomains) and asks browsers to upgrade stray http requests", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(directives(res).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("frame-ancestors from FRAME_ANCESTORS", () => {
  const t = useTestApp({ FRAME_ANCESTORS: "https://partner.example, https://*.brand.example" });

  it("lets the configured origins embed the app, without a contradicting X-Frame-Options", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(directives(res).get("frame-ancestors")).toBe("https://partner.example https://*.brand.example");
    expect(res.headers["x-frame-options"]).toBeUndefined();
  });

  it("refuses a value that is not a list of origins, naming the variable", () => {
    for (const bad of ["*", "https://a.example; script-src *", "javascript:alert(1)"]) {
      expect(() => loadConfig({ FRAME_ANCESTORS: bad })).toThrow(/FRAME_ANCESTORS/);
    }
    expect(loadConfig({}).frameAncestors).toEqual(["'self'"]);
  });
});
