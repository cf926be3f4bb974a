import { describe, expect, it } from "vitest";
import { bearer, login, useTestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";

type Target = {
  id: number;
  status: string;
  service: { id: number; title: string };
  answer: { price: number; delivery_date: string } | null;
};

describe("demo quote request", () => {
  const t = useTestApp();

  it("gives the demo client one open request on two services, one quoted and one waiting", async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    const get = async (email: string, url: string) => {
      const { token } = await login(t.app, email, DEMO_PASSWORD);
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const mine = await get("client@demo.test", "/api/service-requests");
    expect(mine.total).toBe(1);
    const [request] = mine.items;
    expect(request).toMatchObject({ status: "open", title: "Migrazione in cloud dei sistemi di filiale" });
    const targets: Target[] = request.targets;
    const byTitle = new Map(targets.map((target) => [target.service.title, target]));
    expect([...byTitle.keys()].sort()).toEqual([
      "Migrazione su AWS chiavi in mano",
      "Piattaforma Kubernetes gestita",
    ]);
    expect(byTitle.get("Migrazione su AWS chiavi in mano")).toMatchObject({
      status: "quoted",
      answer: { price: 52000 },
    });
    expect(byTitle.get("Piattaforma Kubernetes gestita")).toMatchObject({ status: "sent", answer: null });
    expect(
      request.deadline > (byTitle.get("Migrazione su AWS chiavi in mano")?.answer?.delivery_date ?? ""),
    ).toBe(true);

    // The supplier reads the request in its inbox with both its targets; the freelancer was not asked.
    const incoming = await get("supplier@demo.test", "/api/service-requests/incoming");
    expect(incoming.total).toBe(1);
    expect(incoming.items[0].targets).toHaveLength(2);
    expect((await get("freelancer@demo.test", "/api/service-requests/incoming")).total).toBe(0);
    // The directed need stays out of the client's own needs.
    const needs = await get("client@demo.test", "/api/client/need?status=published&type=fp");
    expect(needs.items.map((n: { title: string }) => n.title)).not.toContain(request.title);

    // The services left free can be requested at once (the browser journey does so).
    const { token } = await login(t.app, "client@demo.test", DEMO_PASSWORD);
    const catalogue = await t.app.inject({
      method: "POST",
      url: "/api/services/searchServices",
      headers: bearer(token),
      payload: {},
    });
    expect(catalogue.statusCode, catalogue.body).toBe(200);
    const free = catalogue
      .json()
      .data.items.filter((s: { id: number }) => !targets.some((target) => target.service.id === s.id))
      .map((s: { id: number }) => s.id);
    expect(free).toHaveLength(2);
    const deadline = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/service-requests",
      headers: bearer(token),
      payload: {
        service_ids: free,
        title: "Another request",
        scope: "A scope long enough to be read.",
        deadline,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
