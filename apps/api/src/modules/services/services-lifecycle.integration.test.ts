import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { serviceKit } from "./services-test-support.ts";

describe("services: the review lifecycle", () => {
  const t = useTestApp();
  const k = serviceKit(t);

  it("creates a draft, edits it, submits it, and staff approval makes it live and published", async () => {
    const supplier = await k.member(ROLE.SUPPLIER);
    const staff = await k.staff();
    const created = await k.call(supplier.token, "POST", "/services", await k.content());
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ status: "draft", published: false, live: null });
    expect(created.body.data.working).toMatchObject({
      status: "draft",
      content: { title_it: "Migrazione cloud" },
    });

    const edited = await k.call(
      supplier.token,
      "PUT",
      `/services/${id}`,
      await k.content({ title_en: "AWS move" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.working.content.title_en).toBe("AWS move");
    expect(edited.body.data.working.id).toBe(created.body.data.working.id);

    const submitted = await k.call(supplier.token, "POST", `/services/${id}/submit`);
    expect(submitted.body.data).toMatchObject({ status: "submitted", working: { status: "submitted" } });
    const again = await k.call(supplier.token, "POST", `/services/${id}/submit`);
    expect([again.status, again.body.code]).toEqual([409, "services.nothing_to_submit"]);
    const blocked = await k.call(supplier.token, "PUT", `/services/${id}`, await k.content());
    expect([blocked.status, blocked.body.code]).toEqual([409, "services.in_review"]);

    const queue = await k.call(staff.token, "GET", "/services/review");
    expect(queue.body.data).toMatchObject({
      total: 1,
      items: [{ id, status: "submitted", title: "Migrazione cloud" }],
    });
    const approved = await k.call(staff.token, "POST", `/services/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: "approved",
      published: true,
      working: null,
      live: { title_en: "AWS move", price_kind: "from", price_min: 5000 },
    });
    expect(approved.body.data.approved_at).not.toBeNull();
    expect((await k.call(staff.token, "GET", "/services/review")).body.data.total).toBe(0);
    const mine = await k.call(supplier.token, "GET", "/services/mine");
    expect(mine.body.data.items[0]).toMatchObject({
      id,
      status: "approved",
      published: true,
      has_pending_changes: false,
    });
  });

  it("keeps the live version while edits of an approved service wait for review, then approves them", async () => {
    const supplier = await k.member(ROLE.SUPPLIER);
    const staff = await k.staff();
    const id = await k.approved(supplier.token, staff.token);
    const edited = await k.call(
      supplier.token,
      "PUT",
      `/services/${id}`,
      await k.content({ title_it: "Migrazione 2.0" }),
    );
    expect(edited.body.data).toMatchObject({
      status: "approved",
      published: true,
      live: { title_it: "Migrazione cloud" },
      working: { status: "draft", content: { title_it: "Migrazione 2.0" } },
    });
    const list = await k.call(supplier.token, "GET", "/services/mine");
    expect(list.body.data.items[0]).toMatchObject({
      title: "Migrazione 2.0",
      status: "approved",
      has_pending_changes: true,
    });

    await k.call(supplier.token, "POST", `/services/${id}/submit`);
    const inReview = await k.call(supplier.token, "GET", `/services/${id}`);
    expect(inReview.body.data).toMatchObject({
      status: "submitted",
      published: true,
      live: { title_it: "Migrazione cloud" },
    });
    const approved = await k.call(staff.token, "POST", `/services/${id}/approve`);
    expect(approved.body.data).toMatchObject({
      status: "approved",
      published: true,
      working: null,
      live: { title_it: "Migrazione 2.0" },
    });
  });

  it("rejects with a reason the supplier reads, who edits and submits again", async () => {
    const supplier = await k.member(ROLE.FREELANCER, { language: "en" });
    const staff = await k.staff();
    const id = await k.created(supplier.token);
    await k.call(supplier.token, "POST", `/services/${id}/submit`);
    const missing = await k.call(staff.token, "POST", `/services/${id}/reject`, { reason: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: "reason" })]);
    const rejected = await k.call(staff.token, "POST", `/services/${id}/reject`, {
      reason: "Prezzo poco chiaro",
    });
    expect(rejected.body.data).toMatchObject({
      status: "rejected",
      working: { status: "rejected", rejection_reason: "Prezzo poco chiaro" },
    });

    const seen = await k.call(supplier.token, "GET", "/services/mine?status=rejected");
    expect(seen.body.data.items).toEqual([
      expect.objectContaining({ id, status: "rejected", rejection_reason: "Prezzo poco chiaro" }),
    ]);
    const notices = await k.notificationsOf(supplier.user.id);
    expect(notices).toEqual([expect.objectContaining({ type: "service_rejected", link: "/services_list" })]);
    expect(notices[0]?.params).toMatchObject({ reason: "Prezzo poco chiaro", title_en: "Cloud migration" });

    const edited = await k.call(
      supplier.token,
      "PUT",
      `/services/${id}`,
      await k.content({ price_kind: "on_quote", price_min: null }),
    );
    expect(edited.body.data).toMatchObject({
      status: "draft",
      working: { status: "draft", rejection_reason: null },
    });
    expect(edited.body.data.working.id).not.toBe(rejected.body.data.working.id);
    const resubmitted = await k.call(supplier.token, "POST", `/services/${id}/submit`);
    expect(resubmitted.body.data.status).toBe("submitted");
    const approved = await k.call(staff.token, "POST", `/services/${id}/approve`);
    expect(approved.body.data).toMatchObject({
      status: "approved",
      live: { price_kind: "on_quote", price_min: null },
    });
  });

  it("notifies staff on submit and the company's service managers on decisions", async () => {
    const supplier = await k.member(ROLE.SUPPLIER);
    const manager = await k.colleague(supplier.companyId, ROLE.SUPPLIER_MANAGEMENT);
    const employee = await k.colleague(supplier.companyId, ROLE.SUPPLIER_EMPLOYEES);
    const staff = await k.staff();
    const colleagueStaff = await k.member(ROLE.ADMIN_MANAGEMENT, { planId: null });
    const client = await k.member(ROLE.CLIENT);
    const id = await k.created(supplier.token);
    await k.call(supplier.token, "POST", `/services/${id}/submit`);
    for (const user of [staff.user, colleagueStaff.user]) {
      expect(await k.notificationsOf(user.id)).toEqual([
        expect.objectContaining({ type: "service_submitted", link: "/services_review" }),
      ]);
    }
    expect(await k.notificationsOf(client.user.id)).toEqual([]);
    await k.call(staff.token, "POST", `/services/${id}/approve`);
    for (const user of [supplier.user, manager.user]) {
      expect((await k.notificationsOf(user.id)).map((n) => n.type)).toEqual(["service_approved"]);
    }
    expect(await k.notificationsOf(employee.user.id)).toEqual([]);
    const rendered = await k.call(supplier.token, "GET", "/notifications/getNotifications");
    expect(JSON.stringify(rendered.body)).toContain("Il servizio Migrazione cloud è stato approvato.");
  });

  it("lets only one of two staff decisions at the same time win: the other gets 409", async () => {
    const supplier = await k.member(ROLE.SUPPLIER);
    const staff = await k.staff();
    const other = await k.member(ROLE.ADMIN_MANAGEMENT, { planId: null });
    const id = await k.created(supplier.token);
    await k.call(supplier.token, "POST", `/services/${id}/submit`);
    const results = await Promise.all([
      k.call(staff.token, "POST", `/services/${id}/approve`),
      k.call(other.token, "POST", `/services/${id}/reject`, { reason: "Descrizione incompleta" }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe("services.not_in_review");
    const final = await k.call(supplier.token, "GET", `/services/${id}`);
    const winner = results.find((r) => r.status === 200)?.body.data.status;
    expect(final.body.data.status).toBe(winner);
    const decided = (await k.notificationsOf(supplier.user.id)).map((n) => n.type);
    expect(decided).toHaveLength(1);
  });
});
