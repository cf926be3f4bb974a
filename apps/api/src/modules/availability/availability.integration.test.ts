import { must, ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger, need, notification, position, profile } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("availability requests (/api/profiles/:id/availability-requests, /api/availability-requests)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const credits = async (token: string) =>
    (await call("GET", "/api/company/getNumberCredits", token)).json().data.creditAvailable as number;

  /** A supplier with one published profile and one draft, and a client with a published position. */
  async function scene() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const shown = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    const draft = await kit.create(supplier.token);
    await call("POST", "/api/profiles/publication", supplier.token, { ids: [shown.id], published: true });
    const client = await kit.member(ROLE.CLIENT);
    const [n] = await db()
      .insert(need)
      .values({ companyId: client.companyId, type: "tm", title: "Core banking", status: "published" })
      .returning();
    const [p] = await db()
      .insert(position)
      .values({ needId: must(n, "the inserted need").id, title: "Java developer", status: "published" })
      .returning();
    return {
      supplier,
      shown,
      draft,
      client,
      positionId: must(p, "the inserted position").id,
      needId: must(n, "the inserted need").id,
    };
  }

  it("asks, spends one credit, notifies the supplier, refuses a second pending request; the supplier answers yes", async () => {
    const { supplier, shown, client, positionId, needId } = await scene();
    const before = await credits(client.token);
    const options = await call("GET", "/api/availability-requests/positions", client.token);
    expect(options.json().data).toEqual([
      { id: positionId, title: "Java developer", need_title: "Core banking" },
    ]);

    const asked = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {
      position_id: positionId,
      message: "  Start in March?  ",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({
      credit_available: before - 1,
      request: {
        status: "pending",
        message: "Start in March?",
        profile: { id: shown.id, name: "Giulia B." },
        counterpart: { id: supplier.companyId },
        position: { id: positionId, need_id: needId, title: "Java developer" },
      },
    });
    expect(await credits(client.token)).toBe(before - 1);
    const [spend] = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.companyId, client.companyId), eq(creditLedger.reason, "spend")));
    expect(spend).toMatchObject({ delta: -1, functionState: "request_available" });
    const told = await db().select().from(notification).where(eq(notification.userId, supplier.user.id));
    expect(told.map((n) => n.type)).toContain("availability_requested");

    const twice = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("availability.already_pending");
    expect(await credits(client.token)).toBe(before - 1);

    const received = await call("GET", "/api/availability-requests/received?status=pending", supplier.token);
    expect(received.json().data).toMatchObject({
      total: 1,
      items: [{ profile: { name: "Giulia Bianchi" }, counterpart: { id: client.companyId } }],
    });
    const id = received.json().data.items[0].id as number;
    const date = inDays(10);
    const answered = await call("POST", `/api/availability-requests/${id}/answer`, supplier.token, {
      available: true,
      available_from: date,
      note: "Free after the current project",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: "available",
      available_from: date,
      answer_note: "Free after the current project",
    });
    const [row] = await db()
      .select({ availableFrom: profile.availableFrom })
      .from(profile)
      .where(eq(profile.id, shown.id));
    expect(row?.availableFrom).toBe(date);
    const clientTold = await db().select().from(notification).where(eq(notification.userId, client.user.id));
    expect(clientTold.map((n) => n.type)).toContain("availability_yes");

    const sent = await call("GET", "/api/availability-requests/sent", client.token);
    expect(sent.json().data.items[0]).toMatchObject({ id, status: "available", available_from: date });
    const again = await call("POST", `/api/availability-requests/${id}/answer`, supplier.token, {
      available: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("availability.not_pending");
    // Answered: a new request is possible again (and costs a new credit).
    const renewed = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {});
    expect(renewed.json().data.credit_available).toBe(before - 2);
  });

  it("answers no with a note, and lets the client cancel only pending requests", async () => {
    const { supplier, shown, client } = await scene();
    const first = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {});
    const id = first.json().data.request.id as number;
    const no = await call("POST", `/api/availability-requests/${id}/answer`, supplier.token, {
      available: false,
      note: "On a long assignment",
    });
    expect(no.json().data).toMatchObject({ status: "unavailable", available_from: null });
    expect((await call("POST", `/api/availability-requests/${id}/cancel`, client.token)).statusCode).toBe(
      409,
    );

    const second = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {});
    const id2 = second.json().data.request.id as number;
    const cancelled = await call("POST", `/api/availability-requests/${id2}/cancel`, client.token);
    expect(cancelled.json().data.status).toBe("cancelled");
    const answerCancelled = await call("POST", `/api/availability-requests/${id2}/answer`, supplier.token, {
      available: false,
    });
    expect(answerCancelled.statusCode).toBe(409);
  });

  it("validates the bodies with field messages in the caller's language", async () => {
    const { supplier, shown, client } = await scene();
    const long = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {
      message: "x".repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: "message", code: "validation.too_long" });
    const id = (
      await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {})
    ).json().data.request.id;
    const noDate = await t.app.inject({
      method: "POST",
      url: `/api/availability-requests/${id}/answer`,
      payload: { available: true },
      headers: { ...bearer(supplier.token), "accept-language": "en" },
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors[0]).toMatchObject({ field: "available_from", code: "validation.required" });
    const past = await call("POST", `/api/availability-requests/${id}/answer`, supplier.token, {
      available: true,
      available_from: inDays(-2),
    });
    expect(past.json().errors[0]).toMatchObject({
      field: "available_from",
      code: "validation.not_past",
      message: "Scegli oggi o una data successiva.",
    });
  });

  it("refuses (403) when no credits are left, and unknown, unpublished profiles or another company's position", async () => {
    const { shown, draft, client } = await scene();
    const other = await scene();
    expect(
      (await call("POST", `/api/profiles/${draft.id}/availability-requests`, client.token, {})).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", "/api/profiles/999999/availability-requests", client.token, {})).statusCode,
    ).toBe(404);
    expect(
      (
        await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {
          position_id: other.positionId,
        })
      ).statusCode,
    ).toBe(404);
    const left = await credits(client.token);
    await db().insert(creditLedger).values({ companyId: client.companyId, delta: -left, reason: "spend" });
    const broke = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {});
    expect(broke.statusCode).toBe(403);
    // The plan's credit limit blocks the function: the blocked-feature modal gets the limitation.
    expect(broke.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "request_available", blocked_for_limit_detail: { name_limit: "credits" } },
    });
    // Nothing was recorded: the request rolled back with the refused spend.
    expect((await call("GET", "/api/availability-requests/sent", client.token)).json().data.total).toBe(0);
  });

  it("keeps each company to its own requests and refuses wrong roles and anonymous callers", async () => {
    const { supplier, shown, client } = await scene();
    const id = (
      await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {})
    ).json().data.request.id as number;
    const rivalSupplier = await kit.member(ROLE.SUPPLIER);
    const rivalClient = await kit.member(ROLE.CLIENT);
    expect(
      (await call("GET", "/api/availability-requests/received", rivalSupplier.token)).json().data.total,
    ).toBe(0);
    expect((await call("GET", "/api/availability-requests/sent", rivalClient.token)).json().data.total).toBe(
      0,
    );
    expect(
      (
        await call("POST", `/api/availability-requests/${id}/answer`, rivalSupplier.token, {
          available: false,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/availability-requests/${id}/cancel`, rivalClient.token)).statusCode,
    ).toBe(404);

    // Wrong roles: a supplier cannot ask, a client cannot answer, a supplier employee sees nothing.
    expect(
      (await call("POST", `/api/profiles/${shown.id}/availability-requests`, supplier.token, {})).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/availability-requests/sent", supplier.token)).statusCode).toBe(403);
    expect(
      (await call("POST", `/api/availability-requests/${id}/answer`, client.token, { available: false }))
        .statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/availability-requests/received", client.token)).statusCode).toBe(403);
    const employee = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_EMPLOYEES);
    expect((await call("GET", "/api/availability-requests/received", employee.token)).statusCode).toBe(403);
    const staff = await kit.member(ROLE.ADMINISTRATOR);
    expect(
      (await call("POST", `/api/profiles/${shown.id}/availability-requests`, staff.token, {})).statusCode,
    ).toBe(403);

    // A colleague of the supplier answers for the company.
    const manager = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_MANAGEMENT);
    expect(
      (await call("POST", `/api/availability-requests/${id}/answer`, manager.token, { available: false }))
        .statusCode,
    ).toBe(200);

    expect(
      (await call("POST", `/api/profiles/${shown.id}/availability-requests`, undefined, {})).statusCode,
    ).toBe(401);
    expect((await call("GET", "/api/availability-requests/sent")).statusCode).toBe(401);
    expect((await call("GET", "/api/availability-requests/received")).statusCode).toBe(401);
    expect((await call("POST", `/api/availability-requests/${id}/cancel`)).statusCode).toBe(401);
    expect(
      (await call("POST", `/api/availability-requests/${id}/answer`, undefined, { available: false }))
        .statusCode,
    ).toBe(401);
  });
});
