import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { serviceKit } from "./services-test-support.ts";

describe("services: who sees and changes what", () => {
  const t = useTestApp();
  const k = serviceKit(t);

  it("answers 404 to another company's manager for every operation", async () => {
    const owner = await k.member(ROLE.SUPPLIER);
    const stranger = await k.member(ROLE.FREELANCER);
    const id = await k.created(owner.token);
    const body = await k.content();
    const calls: [string, "GET" | "POST" | "PUT" | "DELETE", string, unknown?][] = [
      ["read", "GET", `/services/${id}`],
      ["edit", "PUT", `/services/${id}`, body],
      ["submit", "POST", `/services/${id}/submit`],
      ["publish", "POST", `/services/${id}/publish`],
      ["unpublish", "POST", `/services/${id}/unpublish`],
      ["duplicate", "POST", `/services/${id}/duplicate`],
      ["delete", "DELETE", `/services/${id}`],
    ];
    for (const [name, method, url, payload] of calls) {
      const res = await k.call(stranger.token, method, url, payload);
      expect([name, res.status, res.body.code]).toEqual([name, 404, "services.not_found"]);
    }
    expect((await k.call(stranger.token, "GET", "/services/mine")).body.data.total).toBe(0);
    const still = await k.call(owner.token, "GET", `/services/${id}`);
    expect(still.body.data).toMatchObject({
      status: "draft",
      working: { content: { title_it: "Migrazione cloud" } },
    });
    const missing = await k.call(owner.token, "POST", "/services/999999/approve");
    expect(missing.status).toBe(403);
  });

  it("shares the company's services among its managers, and refuses clients and staff-only calls", async () => {
    const owner = await k.member(ROLE.SUPPLIER);
    const manager = await k.colleague(owner.companyId, ROLE.SUPPLIER_MANAGEMENT);
    const employee = await k.colleague(owner.companyId, ROLE.SUPPLIER_EMPLOYEES);
    const client = await k.member(ROLE.CLIENT);
    const id = await k.created(owner.token);
    expect(
      (await k.call(manager.token, "PUT", `/services/${id}`, await k.content({ title_it: "Dal collega" })))
        .status,
    ).toBe(200);
    expect((await k.call(owner.token, "GET", `/services/${id}`)).body.data.working.content.title_it).toBe(
      "Dal collega",
    );
    for (const token of [client.token, employee.token]) {
      const read = await k.call(token, "GET", `/services/${id}`);
      expect([read.status, read.body.code]).toEqual([403, "auth.forbidden"]);
      expect((await k.call(token, "GET", "/services/mine")).status).toBe(403);
    }
    expect((await k.call(owner.token, "POST", `/services/${id}/approve`)).status).toBe(403);
    expect((await k.call(owner.token, "GET", "/services/review")).status).toBe(403);
    expect((await k.call(client.token, "GET", "/services/categories")).status).toBe(200);
  });

  it("gives staff the queue oldest first, the complete list newest first, and any service's detail", async () => {
    const staff = await k.staff();
    const a = await k.member(ROLE.SUPPLIER);
    const b = await k.member(ROLE.FREELANCER);
    const first = await k.created(a.token, { title_it: "Primo" });
    const second = await k.created(b.token, { title_it: "Secondo" });
    const draft = await k.created(b.token, { title_it: "Bozza" });
    await k.call(a.token, "POST", `/services/${first}/submit`);
    await k.call(b.token, "POST", `/services/${second}/submit`);
    const queue = await k.call(staff.token, "GET", "/services/review");
    expect(queue.body.data.items.map((i: { id: number }) => i.id)).toEqual([first, second]);
    const ofB = await k.call(staff.token, "GET", `/services/review?company_id=${b.companyId}`);
    expect(ofB.body.data.items.map((i: { id: number }) => i.id)).toEqual([second]);
    const word = await k.call(staff.token, "GET", "/services/review?search_word=prim");
    expect(word.body.data.items.map((i: { id: number }) => i.id)).toEqual([first]);

    const all = await k.call(staff.token, "GET", "/services/all?limit=2");
    expect(all.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(all.body.data.items.map((i: { id: number }) => i.id)).toEqual([second, first]);
    const drafts = await k.call(staff.token, "GET", "/services/all?status=draft");
    expect(drafts.body.data.items).toEqual([
      expect.objectContaining({ id: draft, title: "Bozza", category: "Migrazione al cloud" }),
    ]);
    expect((await k.call(staff.token, "GET", `/services/${draft}`)).body.data.company_id).toBe(b.companyId);
    const counter = await k.call(staff.token, "GET", "/services/getCountServiceFromApproved");
    expect(counter.body.data).toBe(2);

    const categories = await k.call(staff.token, "GET", "/services/categories");
    const names = categories.body.data.map((c: { code: string; parent_id: number | null }) => c);
    const firstChild = names.findIndex((c: { parent_id: number | null }) => c.parent_id !== null);
    expect(names.slice(firstChild).every((c: { parent_id: number | null }) => c.parent_id !== null)).toBe(
      true,
    );
  });
});
