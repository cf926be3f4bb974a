import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app.ts";
import { useTestApp } from "../test/app.ts";

describe("request log", () => {
  const t = useTestApp();
  let logged: App | undefined;
  afterAll(async () => {
    await logged?.close();
  });

  it("never prints the value of a token query parameter", async () => {
    const lines: string[] = [];
    logged = await buildApp(
      { ...t.ctx, config: { ...t.ctx.config, LOG_LEVEL: "info" } },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    await logged.ready();
    const secret = "S3cretOpenToken_abcdefghijklmnopqrstuvwxyz0";
    const res = await logged.inject({
      method: "GET",
      url: `/api/open/checkTokenAccess?token=${secret}&lang=en&reset_token=other-secret`,
    });
    expect(res.statusCode).toBe(401);
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((l) => l.req?.url ?? []);
    expect(urls).toEqual(["/api/open/checkTokenAccess?token=[redacted]&lang=en&reset_token=[redacted]"]);
    expect(lines.join("\n")).not.toContain(secret);
    expect(lines.join("\n")).not.toContain("other-secret");

    // A collaboration's open link mailed to a client carries its token in the page's path.
    lines.length = 0;
    const mailed = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlX3NlY3JldA";
    await logged.inject({ method: "GET", url: `/open/collaboration/${mailed}?lang=en` });
    expect(lines.join("\n")).toContain("/open/collaboration/[redacted]?lang=en");
    expect(lines.join("\n")).not.toContain(mailed);
  });
});
