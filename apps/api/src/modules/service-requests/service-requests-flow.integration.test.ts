import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collaboration, need, quote } from "../../db/schema/index.ts";
import { lastMailTo, TINY_PDF, useTestApp } from "../../test/app.ts";
import { inDays, requestKit } from "./service-requests-test-support.ts";

describe("service requests: from the request to the collaboration", () => {
  const t = useTestApp();
  const k = requestKit(t);
  const db = () => t.database.db;

  it("sends a request, the supplier views and answers it, the client accepts: collaboration opened", async () => {
    const client = await k.client();
    const alpha = await k.supplier(ROLE.SUPPLIER, "Migrazione cloud");
    const beta = await k.supplier(ROLE.FREELANCER, "Audit sicurezza");
    const created = await k.call(
      client.token,
      "POST",
      "/service-requests",
      k.body([alpha.serviceId, beta.serviceId]),
    );
    expect(created.status).toBe(201);
    const request = created.body.data;
    expect(request).toMatchObject({
      status: "open",
      title: "Migrazione del gestionale",
      scope: "Portare il gestionale su AWS senza fermare gli uffici.",
      budget: 20000,
      start_date: inDays(10),
      deadline: inDays(60),
      client: { id: client.companyId },
    });
    expect(request.targets.map((x: { status: string }) => x.status)).toEqual(["sent", "sent"]);
    const alphaTarget = k.targetOf(request, alpha.serviceId);
    const betaTarget = k.targetOf(request, beta.serviceId);
    expect(await k.notificationsOf(alpha.user.id)).toEqual([
      expect.objectContaining({
        type: "service_request_received",
        link: `/service_requests/incoming?target=${alphaTarget}`,
      }),
    ]);

    // E-mailed like every notification (instant by default), in the supplier's language, linking to the target.
    const mail = await lastMailTo(db(), alpha.user.email, `/service_requests/incoming?target=${alphaTarget}`);
    expect(mail?.link).toBeDefined();
    expect(mail?.mail.text).toContain("Migrazione cloud");

    // The supplier sees only its own target, with the client's name; opening it marks it viewed.
    const incoming = await k.call(alpha.token, "GET", "/service-requests/incoming");
    expect(incoming.body.data.total).toBe(1);
    expect(incoming.body.data.items[0].client.name).toBeTruthy();
    expect(incoming.body.data.items[0].targets.map((x: { id: number }) => x.id)).toEqual([alphaTarget]);
    const opened = await k.call(alpha.token, "GET", `/service-requests/incoming/${alphaTarget}`);
    expect(opened.body.data.targets).toEqual([
      expect.objectContaining({ id: alphaTarget, status: "viewed", viewed_at: expect.any(String) }),
    ]);

    const answered = await k.propose(alpha.token, alphaTarget, { price: 18000 });
    expect(answered.status).toBe(200);
    expect(answered.body.data.targets[0]).toMatchObject({
      status: "quoted",
      answer: { price: 18000, delivery_date: inDays(50), note: "Sei settimane, due persone." },
    });
    expect(await k.notificationsOf(client.user.id)).toEqual([
      expect.objectContaining({ type: "service_request_answered", link: `/service_requests/${request.id}` }),
    ]);
    expect((await k.propose(beta.token, betaTarget, { price: 12000 })).status).toBe(200);
    const byStatus = async (status: string) =>
      (await k.call(alpha.token, "GET", `/service-requests/incoming?status=${status}`)).body.data.total;
    expect([await byStatus("quoted"), await byStatus("sent")]).toEqual([1, 0]);

    const seen = await k.call(client.token, "GET", `/service-requests/${request.id}`);
    expect(
      seen.body.data.targets.map((x: { status: string; answer: { price: number } }) => [
        x.status,
        x.answer.price,
      ]),
    ).toEqual([
      ["quoted", 18000],
      ["quoted", 12000],
    ]);

    const accepted = await k.call(client.token, "POST", `/service-requests/${request.id}/accept`, {
      target_id: alphaTarget,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe("awarded");
    const [chosen, other] = accepted.body.data.targets;
    expect([chosen.status, other.status]).toEqual(["accepted", "not_chosen"]);
    expect(chosen.collaboration_id).toEqual(expect.any(Number));
    const [collab] = await db()
      .select()
      .from(collaboration)
      .where(eq(collaboration.id, chosen.collaboration_id));
    expect(collab).toMatchObject({
      clientCompanyId: client.companyId,
      supplierCompanyId: alpha.companyId,
      serviceId: alpha.serviceId,
      profileId: null,
      profileName: "Migrazione cloud",
      price: "18000.00",
      dateStart: inDays(10),
      dateEnd: inDays(50),
      needId: request.need_id,
      quoteId: chosen.answer.quote_id,
      status: "requested",
    });
    const quotes = await db().select().from(quote).where(eq(quote.needId, request.need_id));
    expect(quotes.map((q) => [q.supplierCompanyId, q.status]).sort()).toEqual(
      [
        [alpha.companyId, "accepted"],
        [beta.companyId, "rejected"],
      ].sort(),
    );
    const [closed] = await db().select().from(need).where(eq(need.id, request.need_id));
    expect(closed?.closedAt).not.toBeNull();
    expect((await k.notificationsOf(alpha.user.id)).map((n) => [n.type, n.link])).toContainEqual([
      "service_request_accepted",
      `/collaborations_request?id=${chosen.collaboration_id}`,
    ]);
    expect((await k.notificationsOf(beta.user.id)).map((n) => n.type)).toContain(
      "service_request_not_chosen",
    );
    const list = await k.call(client.token, "GET", "/service-requests?status=awarded");
    expect(list.body.data.items.map((r: { id: number }) => r.id)).toEqual([request.id]);
    expect((await k.call(client.token, "GET", "/service-requests?status=open")).body.data.total).toBe(0);
  });

  it("takes a multipart proposal with its PDF, which the client may download", async () => {
    // The client reads quote documents through the quotes flow, which its plan must allow (plan 3 shows estimates).
    const client = await k.member(ROLE.CLIENT, { planId: 3 });
    const s = await k.supplier();
    const request = await k.requested(client.token, [s.serviceId]);
    const target = k.targetOf(request, s.serviceId);
    const res = await k.proposeMultipart(
      s.token,
      target,
      { price: "9000", delivery_date: inDays(40), note: "Con documento" },
      TINY_PDF,
    );
    expect(res.status).toBe(200);
    const answer = res.body.data.targets[0].answer;
    expect(answer).toMatchObject({ price: 9000, document_name: "offerta.pdf" });
    const doc = await t.app.inject({
      method: "GET",
      url: `/api/quotes/${answer.quote_id}/document`,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(doc.statusCode).toBe(200);
  });

  it("declines with a reason the client reads", async () => {
    const client = await k.client();
    const s = await k.supplier();
    const request = await k.requested(client.token, [s.serviceId]);
    const target = k.targetOf(request, s.serviceId);
    const res = await k.call(s.token, "POST", `/service-requests/targets/${target}/decline`, {
      reason: "Non abbiamo persone libere.",
    });
    expect(res.status).toBe(200);
    expect(res.body.data.targets[0]).toMatchObject({
      status: "declined",
      decline_reason: "Non abbiamo persone libere.",
    });
    const seen = await k.call(client.token, "GET", `/service-requests/${request.id}`);
    expect(seen.body.data.targets[0]).toMatchObject({
      status: "declined",
      decline_reason: "Non abbiamo persone libere.",
    });
    expect((await k.notificationsOf(client.user.id)).map((n) => n.type)).toEqual([
      "service_request_declined",
    ]);
  });

  it("cancels an open request: live targets cancelled, suppliers notified, the service may be asked again", async () => {
    const client = await k.client();
    const s = await k.supplier();
    const request = await k.requested(client.token, [s.serviceId]);
    const res = await k.call(client.token, "POST", `/service-requests/${request.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("cancelled");
    expect(res.body.data.targets[0].status).toBe("cancelled");
    expect((await k.notificationsOf(s.user.id)).map((n) => n.type)).toContain("service_request_cancelled");
    expect((await k.call(client.token, "POST", "/service-requests", k.body([s.serviceId]))).status).toBe(201);
  });

  it("keeps a directed need out of the market and of the client's own needs", async () => {
    const client = await k.client();
    const s = await k.supplier();
    const request = await k.requested(client.token, [s.serviceId]);
    const market = await k.call(s.token, "GET", "/positions/fixed-price");
    expect(market.status).toBe(200);
    expect(market.body.data.items.map((n: { id: number }) => n.id)).not.toContain(request.need_id);
    expect((await k.call(s.token, "GET", `/positions/fixed-price/${request.need_id}`)).status).toBe(404);
    const own = await k.call(client.token, "GET", "/client/need");
    expect(own.body.data.total).toBe(0);
    expect((await k.call(client.token, "GET", `/client/need/${request.need_id}`)).status).toBe(404);
  });
});
