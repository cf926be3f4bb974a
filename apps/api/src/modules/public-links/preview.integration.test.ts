import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { redactTokenParams } from "../../lib/log-redaction.ts";
import { useTestApp } from "../../test/app.ts";
import { useTempDirs } from "../../test/temp-dir.ts";
import { linkKit } from "./public-links-test-support.ts";

const INDEX = `<!doctype html>
<html lang="it">
  <head>
    <meta name="description" content="Marketplace B2B" />
    <title>Marketplace IT</title>
    <script type="module" src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const tempDir = useTempDirs("mkt-dist-");
function webDist(): string {
  const dir = tempDir();
  writeFileSync(join(dir, "index.html"), INDEX);
  return dir;
}

describe("link previews of /public/{token} pages", () => {
  const t = useTestApp({ WEB_DIST: webDist() });
  const k = linkKit(t);
  const page = (url: string) => t.app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

  it("puts title, description and the brand image into the head, without names, and keeps the CSP", async () => {
    const ids = await k.browse.profiles();
    const client = await k.sharer();
    const link = await k.share(client.token, [ids.giulia, ids.bruno], {
      title: "Giulia and Bruno",
      language: "en",
    });
    const res = await page(`/public/${link.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    const html = res.body;
    expect(meta(html, "og:title")).toBe("Shared IT profiles");
    expect(meta(html, "og:description")).toBe(
      "2 IT profiles picked for you: leave your contact details to see them.",
    );
    expect(meta(html, "og:image")).toBe("http://app.test/share-preview.png");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain("<title>Shared IT profiles</title>");
    expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
    for (const personal of ["Giulia", "Bianchi", "Bruno", "Neri", "Java"])
      expect(html).not.toContain(personal);
    // A preview is not a view.
    const list = await k.call("GET", "/api/public-links", client.token);
    expect(list.json().data.items[0].view_count).toBe(0);

    await k.call("POST", `/api/public-links/${link.id}/revoke`, client.token);
    const gone = await page(`/public/${link.token}`);
    expect(meta(gone.body, "og:title")).toBe("Link not available");
    const forged = await page("/public/not-a-token");
    expect(meta(forged.body, "og:title")).toBe("Link not available");
    expect(meta(forged.body, "og:image")).toBe("http://app.test/share-preview.png");
  });

  it("previews a position link without its title or company, and as not available once the position closed", async () => {
    await k.browse.profiles();
    const client = await k.sharer();
    const { needId, positionId } = await k.openPosition(client.token);
    const res = await k.call("POST", "/api/public-links", client.token, {
      kind: "position",
      position_id: positionId,
      language: "en",
    });
    const token = String(res.json().data.url).split("/public/")[1];
    const html = (await page(`/public/${token}`)).body;
    expect(meta(html, "og:title")).toBe("Shared IT position");
    expect(meta(html, "og:description")).toBe(
      "An IT position and its compatible profiles: leave your contact details to see them.",
    );
    for (const secret of ["Senior Java developer", "Core banking", "Company", "Giulia", "450"])
      expect(html).not.toContain(secret);
    await k.call("POST", `/api/client/need/${needId}/close`, client.token);
    expect(meta((await page(`/public/${token}`)).body, "og:title")).toBe("Link not available");
  });

  it("leaves other pages as built", async () => {
    const res = await page("/dashboard_client");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it("keeps the link's token out of the request log", () => {
    expect(redactTokenParams("/public/abcDEF123_-xyz?x=1")).toBe("/public/[redacted]?x=1");
    expect(redactTokenParams("/public/abcDEF123_-xyz")).toBe("/public/[redacted]");
    expect(redactTokenParams("/api/publicLinkProfile/listTech?token=abc")).toBe(
      "/api/publicLinkProfile/listTech?token=[redacted]",
    );
  });
});
