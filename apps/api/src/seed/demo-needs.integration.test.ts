import { must, ROLE } from "@mkt/contracts";
import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../db/client.ts";
import { appUser, need, position } from "../db/schema/index.ts";
import { bearer, login, useTestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";
import { DEMO_NEEDS } from "./demo-needs.ts";

describe("demo needs", () => {
  const t = useTestApp();

  it("seeds the demo clients' needs once, with compatible profiles the demo supplier fits", async () => {
    const db = t.database.db;
    expect(await seedDemo(db)).toBe(true);
    expect(await seedDemo(db)).toBe(false);

    const [client] = await db.select().from(appUser).where(eq(appUser.email, "client@demo.test"));
    const own = await db
      .select()
      .from(need)
      .where(eq(need.companyId, must(client, "client").companyId));
    expect(own.filter((n) => n.type === "tm" && n.status === "published").length).toBeGreaterThanOrEqual(3);
    expect(own.some((n) => n.type === "tm" && n.status === "draft")).toBe(true);
    expect(own.some((n) => n.type === "fp" && n.status === "published" && n.budget && n.deadline)).toBe(true);
    // The demo quote request's need (status directed, demo-service-requests.ts) is not one of DEMO_NEEDS.
    const all = await db.select({ id: need.id }).from(need).where(ne(need.status, "directed"));
    expect(all).toHaveLength(DEMO_NEEDS.length);

    // Every open position has a ranking; drafts have none; dates lie ahead.
    const stats = resultRows<{ status: string; n: number; starts: string }>(
      await db.execute(sql`
        SELECT p.status, count(m.profile_id)::int AS n, min(p.date_start)::text AS starts
        FROM position p LEFT JOIN match_score m ON m.position_id = p.id GROUP BY p.id, p.status`),
    );
    const today = new Date().toISOString().slice(0, 10);
    for (const s of stats) {
      if (s.status === "published") expect(s.n).toBeGreaterThan(10);
      else expect(s.n).toBe(0);
      expect(s.starts > today).toBe(true);
    }

    // The demo supplier's best profile is an excellent fit for the bank's Java position.
    const [java] = await db
      .select({ id: position.id })
      .from(position)
      .where(
        and(eq(position.title, "Sviluppatore Java Spring Boot senior"), eq(position.status, "published")),
      );
    const supplier = await login(t.app, "supplier@demo.test", DEMO_PASSWORD);
    const fit = await t.app.inject({
      method: "GET",
      url: `/api/positions/${must(java, "java").id}/my-fitting-profiles`,
      headers: bearer(supplier.token),
    });
    expect(fit.statusCode).toBe(200);
    expect(fit.json().data.items[0].score).toBeGreaterThanOrEqual(85);

    // The demo client (Business plan, SPC) reads the ranking of its position.
    const clientSession = await login(t.app, "client@demo.test", DEMO_PASSWORD);
    const ranked = await t.app.inject({
      method: "GET",
      url: `/api/positions/${must(java, "java").id}/compatible-profiles?limit=5`,
      headers: bearer(clientSession.token),
    });
    expect(ranked.statusCode).toBe(200);
    expect(ranked.json().data.items).toHaveLength(5);
    expect(must(client, "client").roleId).toBe(ROLE.CLIENT);
  });
});
