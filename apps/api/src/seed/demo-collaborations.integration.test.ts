import { describe, expect, it } from "vitest";
import { bearer, login, useTestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";

describe("demo collaborations", () => {
  const t = useTestApp();

  it("gives the demo client, supplier, staff and student collaborations in every state", async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    const get = async (email: string, url: string) => {
      const { token } = await login(t.app, email, DEMO_PASSWORD);
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const client = await get("client@demo.test", "/api/collaborations");
    for (const status of ["requested", "interview", "active", "completed", "cancelled"])
      expect(client.counts[status], status).toBeGreaterThanOrEqual(1);
    const supplier = await get("supplier@demo.test", "/api/collaborations?status=interview");
    expect(supplier.items[0].actions).toContain("respond_interview");
    const detail = await get("supplier@demo.test", `/api/collaborations/${supplier.items[0].id}`);
    expect(detail.interviews[0].slots).toHaveLength(2);
    const freelancer = await get("freelancer@demo.test", "/api/collaborations?status=completed");
    expect(freelancer.items[0]).toMatchObject({ has_feedback: true });
    const staff = await get("admin@demo.test", "/api/admin/collaborations");
    expect(staff.total).toBe(client.total);
    const student = await get("academy.profile@demo.test", "/api/collaborations/student");
    expect(student.total).toBe(1);
    // The completed collaboration's review shows on its profile.
    const reviews = await get(
      "client@demo.test",
      `/api/profiles/${freelancer.items[0].profile_id}/collaboration-feedback`,
    );
    expect(reviews).toMatchObject({ average: 5, count: 1 });
  });
});
