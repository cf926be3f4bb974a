import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app.ts";
import { useTestApp } from "../test/app.ts";

type Line = {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

describe("request log: one line per request", () => {
  const t = useTestApp();
  let logged: App | undefined;
  afterAll(async () => {
    await logged?.close();
  });

  it("writes the request, its status and its time in a single line", async () => {
    const lines: string[] = [];
    logged = await buildApp(
      { ...t.ctx, config: { ...t.ctx.config, LOG_LEVEL: "info" } },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    await logged.ready();
    for (const [url, status] of [
      ["/api/health", 200],
      ["/api/profiles/1", 401],
    ] as const) {
      lines.length = 0;
      const res = await logged.inject({ method: "GET", url, headers: { "x-request-id": "req-42" } });
      expect(res.statusCode).toBe(status);
      const parsed = lines.map((l) => JSON.parse(l) as Line);
      expect(parsed).toHaveLength(1);
      const [line] = parsed;
      expect(line).toMatchObject({
        msg: "request completed",
        reqId: "req-42",
        req: { method: "GET", url },
        res: { statusCode: status },
      });
      expect(line?.responseTime).toBeTypeOf("number");
    }
  });
});
