import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, service, serviceRequest } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { inDays, requestKit } from "./service-requests-test-support.ts";

type FieldErr = { field: string; code: string };
const fields = (body: { errors?: FieldErr[] }) => (body.errors ?? []).map((e) => [e.field, e.code]);

describe("service requests: validation and states", () => {
  const t = useTestApp();
  const k = requestKit(t);
  const db = () => t.database.db;

  it("answers 400 with the field of every bad request, and writes nothing", async () => {
    const client = await k.client();
    const s = await k.supplier();
    const post = (overrides: Record<string, unknown>, ids = [s.serviceId]) =>
      k.call(client.token, "POST", "/service-requests", k.body(ids, overrides));
    const cases: [Record<string, unknown>, number[] | undefined, [string, string]][] = [
      [{ scope: "" }, undefined, ["scope", "validation.required"]],
      [{ scope: "troppo corto" }, undefined, ["scope", "validation.too_short"]],
      [{ title: "  " }, undefined, ["title", "validation.required"]],
      [{}, [], ["service_ids", "validation.required"]],
      [{}, [1, 2, 3, 4, 5, 6], ["service_ids", "validation.too_many"]],
      [{}, [s.serviceId, s.serviceId], ["service_ids", "validation.duplicate"]],
      [{ deadline: inDays(-1), start_date: null }, undefined, ["deadline", "validation.future_date"]],
      [{ start_date: inDays(-2) }, undefined, ["start_date", "validation.not_past"]],
      [{ start_date: inDays(30), deadline: inDays(20) }, undefined, ["deadline", "validation.date_order"]],
      [{ deadline: "31/12/2030" }, undefined, ["deadline", "validation.invalid"]],
      [{ budget: 0 }, undefined, ["budget", "validation.positive"]],
    ];
    for (const [overrides, ids, expected] of cases) {
      const res = await post(overrides, ids);
      expect([res.status, res.body.code, fields(res.body)]).toEqual([400, "validation.failed", [expected]]);
    }
    expect(await db().select().from(serviceRequest)).toEqual([]);
  });

  it("refuses a service that is unknown, unpublished or never approved (400 on service_ids)", async () => {
    const client = await k.client();
    const listed = await k.supplier();
    const hidden = await k.supplier();
    await db().update(service).set({ published: false }).where(eq(service.id, hidden.serviceId));
    const draft = await k.created(hidden.token);
    for (const ids of [[listed.serviceId, 999999], [listed.serviceId, hidden.serviceId], [draft]]) {
      const res = await k.call(client.token, "POST", "/service-requests", k.body(ids));
      expect([res.status, res.body.code, fields(res.body)]).toEqual([
        400,
        "service_requests.service_unavailable",
        [["service_ids", "service_requests.service_unavailable"]],
      ]);
    }
    expect(await db().select().from(serviceRequest)).toEqual([]);
  });

  it("lets a freelancer answer only once staff verified it (409 before)", async () => {
    const client = await k.client();
    const freelancer = await k.supplier(ROLE.FREELANCER);
    await t.database.db
      .update(company)
      .set({ freelanceVerifiedAt: null })
      .where(eq(company.id, freelancer.companyId));
    const request = await k.requested(client.token, [freelancer.serviceId]);
    const target = k.targetOf(request, freelancer.serviceId);
    const refused = await k.propose(freelancer.token, target);
    expect([refused.status, refused.body.code]).toEqual([409, "quotes.freelancer_not_verified"]);
    await t.database.db
      .update(company)
      .set({ freelanceVerifiedAt: new Date() })
      .where(eq(company.id, freelancer.companyId));
    expect((await k.propose(freelancer.token, target)).status).toBe(200);
  });

  it("refuses a second open request on a service with a live target (409), not after a decline", async () => {
    const client = await k.client();
    const a = await k.supplier();
    const b = await k.supplier();
    const first = await k.requested(client.token, [a.serviceId, b.serviceId]);
    const again = await k.call(client.token, "POST", "/service-requests", k.body([b.serviceId]));
    expect([again.status, again.body.code]).toEqual([409, "service_requests.already_requested"]);
    await k.call(b.token, "POST", `/service-requests/targets/${k.targetOf(first, b.serviceId)}/decline`, {
      reason: "Niente disponibilità.",
    });
    expect((await k.call(client.token, "POST", "/service-requests", k.body([b.serviceId]))).status).toBe(201);
    // Another client may ask the same service.
    const other = await k.client();
    expect((await k.call(other.token, "POST", "/service-requests", k.body([a.serviceId]))).status).toBe(201);
  });

  it("answers 409 to answering twice, accepting what has no answer, and acting on a closed request", async () => {
    const client = await k.client();
    const a = await k.supplier();
    const b = await k.supplier();
    const request = await k.requested(client.token, [a.serviceId, b.serviceId]);
    const ta = k.targetOf(request, a.serviceId);
    const tb = k.targetOf(request, b.serviceId);
    const late = await k.propose(a.token, ta, { delivery_date: inDays(61) });
    expect([late.status, fields(late.body)]).toEqual([400, [["delivery_date", "validation.after_deadline"]]]);
    const bad = await k.propose(a.token, ta, { price: "abc" });
    expect([bad.status, fields(bad.body)[0]?.[0]]).toEqual([400, "price"]);
    expect((await k.propose(a.token, ta)).status).toBe(200);
    const twice = await k.propose(a.token, ta);
    expect([twice.status, twice.body.code]).toEqual([409, "service_requests.already_answered"]);
    const declineAnswered = await k.call(a.token, "POST", `/service-requests/targets/${ta}/decline`, {
      reason: "Ci abbiamo ripensato.",
    });
    expect([declineAnswered.status, declineAnswered.body.code]).toEqual([
      409,
      "service_requests.already_answered",
    ]);
    const shortReason = await k.call(b.token, "POST", `/service-requests/targets/${tb}/decline`, {
      reason: "no",
    });
    expect([shortReason.status, fields(shortReason.body)]).toEqual([
      400,
      [["reason", "validation.too_short"]],
    ]);
    const noAnswer = await k.call(client.token, "POST", `/service-requests/${request.id}/accept`, {
      target_id: tb,
    });
    expect([noAnswer.status, noAnswer.body.code]).toEqual([409, "service_requests.no_answer"]);
    const noTarget = await k.call(client.token, "POST", `/service-requests/${request.id}/accept`, {});
    expect([noTarget.status, fields(noTarget.body)]).toEqual([400, [["target_id", "validation.required"]]]);

    expect((await k.call(client.token, "POST", `/service-requests/${request.id}/cancel`)).status).toBe(200);
    const calls = [
      () => k.call(client.token, "POST", `/service-requests/${request.id}/cancel`),
      () => k.call(client.token, "POST", `/service-requests/${request.id}/accept`, { target_id: ta }),
      () => k.propose(b.token, tb),
      () =>
        k.call(b.token, "POST", `/service-requests/targets/${tb}/decline`, { reason: "Troppo tardi ormai." }),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.status, res.body.code]).toEqual([409, "service_requests.not_open"]);
    }
    const after = await k.call(client.token, "GET", `/service-requests/${request.id}`);
    expect(after.body.data.targets.map((x: { status: string }) => x.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
  });

  it("keeps a directed need's quotes out of the quotes flow and its need out of the market proposals", async () => {
    const client = await k.member(ROLE.CLIENT, { planId: 3 });
    const s = await k.supplier();
    const request = await k.requested(client.token, [s.serviceId]);
    const answered = await k.propose(s.token, k.targetOf(request, s.serviceId));
    const quoteId = answered.body.data.targets[0].answer.quote_id;
    for (const action of ["accept", "favourite"]) {
      const res = await k.call(client.token, "POST", `/quotes/${quoteId}/${action}`);
      expect([action, res.status, res.body.code]).toEqual([action, 409, "quotes.transition_not_allowed"]);
    }
    const discard = await k.call(client.token, "POST", `/quotes/${quoteId}/discard`, { reason: "Non serve" });
    expect([discard.status, discard.body.code]).toEqual([409, "quotes.transition_not_allowed"]);
    const market = await k.proposeMultipart(
      s.token,
      0,
      { price: "1000", delivery_date: inDays(20) },
      undefined,
      `/api/needs/${request.need_id}/proposals`,
    );
    expect([market.status, market.body.code]).toEqual([404, "common.not_found"]);
    // The supplier cannot withdraw it through the quotes flow, and the client's dashboard does not list it as a
    // new quote on a need (its page is the request's).
    const withdraw = await k.call(s.token, "POST", `/quotes/${quoteId}/withdraw`, {
      reason: "Ci ripensiamo",
    });
    expect([withdraw.status, withdraw.body.code]).toEqual([409, "quotes.withdraw_not_allowed"]);
    const dashboard = await k.call(client.token, "GET", "/dashboard/client");
    expect(dashboard.body.data.new_quotes).toEqual({ count: 0, latest: [] });
  });
});
