import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collaboration, profile, subscription } from "../../db/schema/index.ts";
import { collaborationTestKit } from "./collaborations-test-support.ts";

// Opening collaborations (from a candidacy, on a profile, a student) and the lists per side.

describe("collaborations, interviews and feedback", () => {
  const { kit, db, call, setup, accepted, typesFor } = collaborationTestKit();

  it("opens a collaboration from an accepted candidacy only, once, and tells the supplier", async () => {
    const s = await setup();
    const early = await call("POST", "/api/collaborations", s.client.token, {
      nomination_id: s.nominationId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("collaborations.nomination_not_accepted");
    await call("POST", `/api/nominations/${s.nominationId}/accept`, s.client.token);
    const res = await call("POST", "/api/collaborations", s.client.token, { nomination_id: s.nominationId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "requested",
      profile_id: s.profileId,
      profile_name: expect.stringContaining("Giulia Bianchi"),
      daily_rate: 450,
      side: "client",
      position_title: "Java developer",
      actions: ["propose_interview", "start", "cancel"],
    });
    expect(res.json().data.timeline.map((e: { type: string }) => e.type)).toEqual(["created"]);
    const twice = await call("POST", "/api/collaborations", s.client.token, {
      nomination_id: s.nominationId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("collaborations.already_exists");
    expect(await typesFor(s.supplier.user.id)).toContain("collaboration_requested");

    // Validation, anonymous, wrong role, other client.
    expect((await call("POST", "/api/collaborations", s.client.token, {})).statusCode).toBe(400);
    expect((await call("POST", "/api/collaborations", undefined, { nomination_id: 1 })).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/collaborations", s.supplier.token, { nomination_id: s.nominationId }))
        .statusCode,
    ).toBe(403);
    const other = await kit.member(ROLE.CLIENT);
    expect(
      (await call("POST", "/api/collaborations", other.token, { nomination_id: s.nominationId })).statusCode,
    ).toBe(404);
  });

  it("opens a collaboration directly on a published profile", async () => {
    const s = await setup();
    const res = await call("POST", "/api/collaborations", s.client.token, {
      profile_id: s.profileId,
      daily_rate: 400,
      date_start: "2030-05-01",
      date_end: "2030-04-01",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("date_end");
    const ok = await call("POST", "/api/collaborations", s.client.token, {
      profile_id: s.profileId,
      daily_rate: 400,
    });
    expect(ok.json().data).toMatchObject({ status: "requested", daily_rate: 400, nomination_id: null });
    const again = await call("POST", "/api/collaborations", s.client.token, { profile_id: s.profileId });
    expect(again.json().code).toBe("collaborations.profile_unavailable");
  });

  it("hires an academy's student only with the Assumi add-on (accademy_profiles), refusing with the limitation", async () => {
    const s = await setup();
    await db().update(profile).set({ kind: "student" }).where(eq(profile.id, s.profileId));
    // Another client's candidacy of that student stays a 404, add-on or not: nothing about it is told.
    const stranger = await kit.member(ROLE.CLIENT);
    await call("POST", `/api/nominations/${s.nominationId}/accept`, s.client.token);
    const foreign = await call("POST", "/api/collaborations", stranger.token, {
      nomination_id: s.nominationId,
    });
    expect(foreign.statusCode).toBe(404);
    const refused = await call("POST", "/api/collaborations", s.client.token, { profile_id: s.profileId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "accademy_profiles", blocked: true },
    });
    expect(await db().select().from(collaboration)).toEqual([]);
    await db()
      .update(subscription)
      .set({ assumeAddon: true })
      .where(eq(subscription.companyId, s.client.companyId));
    const hired = await call("POST", "/api/collaborations", s.client.token, { profile_id: s.profileId });
    expect(hired.statusCode).toBe(200);
    expect(hired.json().data).toMatchObject({ status: "requested", profile_id: s.profileId });
  });

  it("lists per side with counts, and never shows one company's collaborations to another", async () => {
    const s = await accepted();
    const mine = (await call("GET", "/api/collaborations", s.client.token)).json().data;
    expect(mine.items.map((c: { id: number }) => c.id)).toEqual([s.collab.id]);
    expect(mine.counts).toEqual({ requested: 1, interview: 0, active: 0, completed: 0, cancelled: 0 });
    const theirs = (await call("GET", "/api/collaborations?status=requested", s.supplier.token)).json().data;
    expect(theirs.items[0]).toMatchObject({ id: s.collab.id, actions: ["cancel"] });
    expect(
      (await call("GET", "/api/collaborations?status=active", s.supplier.token)).json().data.items,
    ).toEqual([]);
    expect((await call("GET", "/api/collaborations?status=bogus", s.supplier.token)).statusCode).toBe(400);

    const stranger = await kit.member(ROLE.CLIENT);
    expect((await call("GET", "/api/collaborations", stranger.token)).json().data.total).toBe(0);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`, stranger.token)).statusCode).toBe(404);
    const otherSupplier = await kit.member(ROLE.SUPPLIER);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`, otherSupplier.token)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call("POST", `/api/collaborations/${s.collab.id}/cancel`, otherSupplier.token, {
          reason: "nope",
        })
      ).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/collaborations")).statusCode).toBe(401);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`)).statusCode).toBe(401);

    // Staff see everything, filtered by company name; others may not use the staff list.
    const admin = await kit.member(ROLE.ADMINISTRATOR);
    const all = await call("GET", "/api/admin/collaborations", admin.token);
    expect(all.json().data.total).toBe(1);
    expect(
      (await call("GET", "/api/admin/collaborations?company=zzzz-none", admin.token)).json().data.total,
    ).toBe(0);
    expect((await call("GET", "/api/admin/collaborations", s.client.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`, admin.token)).json().data.side).toBe(
      "staff",
    );
  });
});
