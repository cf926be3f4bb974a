import { describe, expect, it } from "vitest";
import { bearer, login, useTestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";

describe("demo services", () => {
  const t = useTestApp();

  it("gives the demo supplier a catalogue in every state and staff a queue", async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    const get = async (email: string, url: string) => {
      const { token } = await login(t.app, email, DEMO_PASSWORD);
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const mine = await get("supplier@demo.test", "/api/services/mine");
    type Item = {
      status: string;
      published: boolean;
      has_pending_changes: boolean;
      rejection_reason: string | null;
      category: string;
    };
    const items: Item[] = mine.items;
    const live = items.filter((s) => s.published);
    expect(new Set(live.map((s) => s.category)).size).toBeGreaterThanOrEqual(3);
    expect(items.filter((s) => s.status === "draft")).toHaveLength(1);
    expect(items.find((s) => s.status === "rejected")?.rejection_reason).toMatch(/troppo sintetica/);
    expect(items.find((s) => s.status === "submitted")).toMatchObject({
      published: true,
      has_pending_changes: true,
    });
    const freelancer = await get("freelancer@demo.test", "/api/services/mine");
    expect(freelancer.items).toEqual([expect.objectContaining({ status: "approved", published: true })]);
    const queue = await get("admin@demo.test", "/api/services/review");
    expect(queue.total).toBe(1);
  });
});
