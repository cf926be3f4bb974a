import { describe, expect, it } from "vitest";
import { bearer, login, useTestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";

describe("demo quotes", () => {
  const t = useTestApp();

  it("shows client@demo.test quotes from the demo supplier and freelancer, and a Fixed Price proposal", async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    const get = async (email: string, url: string) => {
      const { token } = await login(t.app, email, DEMO_PASSWORD);
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const supplierQuotes = await get("supplier@demo.test", "/api/quotes/mine");
    const freelancerQuotes = await get("freelancer@demo.test", "/api/quotes/mine");
    expect(supplierQuotes.total).toBeGreaterThanOrEqual(2);
    expect(freelancerQuotes.total).toBeGreaterThanOrEqual(1);
    const tm = supplierQuotes.items.find((q: { kind: string }) => q.kind === "tm");
    const fp = supplierQuotes.items.find((q: { kind: string }) => q.kind === "fp");
    expect(fp).toBeDefined();

    const onPosition = await get("client@demo.test", `/api/positions/${tm.position_id}/quotes`);
    expect(onPosition.length).toBeGreaterThanOrEqual(1);
    for (const q of onPosition) expect(q.nominations.length).toBeGreaterThanOrEqual(1);
    // The supplier proposes its best-ranked profiles, so its candidates carry their match.
    const own = onPosition.find((q: { supplier: { id: number } }) => q.supplier.id === tm.supplier.id);
    for (const n of own.nominations) expect(n.match).not.toBeNull();
    const proposals = await get("client@demo.test", `/api/needs/${fp.need_id}/proposals`);
    expect(proposals.map((q: { id: number }) => q.id)).toContain(fp.id);
  });
});
