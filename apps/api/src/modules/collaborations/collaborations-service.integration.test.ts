import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collaborationFeedback, service } from "../../db/schema/index.ts";
import { lastMailTo } from "../../test/app.ts";
import { serviceKit } from "../services/services-test-support.ts";
import { collaborationTestKit, future } from "./collaborations-test-support.ts";
import { openServiceCollaboration } from "./index.ts";

// Service collaborations: opened by the service-requests module (openServiceCollaboration), no interview, the
// service and price in the list and detail, and the reviews that rate the service.

describe("service collaborations", () => {
  const { t, kit, db, call, typesFor } = collaborationTestKit();
  const services = serviceKit(t);

  /** A client, a supplier with an approved service, and `n` service collaborations between them (requested). */
  async function serviceCollaborations(n = 1) {
    const client = await kit.member(ROLE.CLIENT);
    const supplier = await services.member(ROLE.SUPPLIER);
    const staff = await services.staff();
    const serviceId = await services.approved(supplier.token, staff.token);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        await db().transaction((tx) =>
          openServiceCollaboration(tx, t.ctx.bus, {
            clientCompanyId: client.companyId,
            supplierCompanyId: supplier.companyId,
            serviceId,
            serviceTitle: "Migrazione cloud",
            price: "12500.00",
            dateStart: "2030-03-01",
            dateEnd: "2030-04-15",
            needId: null,
            quoteId: null,
            createdBy: client.user.id,
          }),
        ),
      );
    }
    return { client, supplier, serviceId, ids };
  }

  const review = (rating: number) => ({
    profile_rating: rating,
    supplier_rating: 5,
    criteria: { quality: rating, communication: 5, timeliness: 4, value: 4 },
    comment: "Migrazione consegnata nei tempi.",
  });

  async function completed(clientToken: string, id: number) {
    expect((await call("POST", `/api/collaborations/${id}/start`, clientToken)).statusCode).toBe(200);
    const done = await call("POST", `/api/collaborations/${id}/complete`, clientToken);
    expect(done.statusCode).toBe(200);
    return done.json().data;
  }

  it("runs requested → active → completed without an interview, showing the service and its price", async () => {
    const { client, supplier, serviceId, ids } = await serviceCollaborations();
    const id = must(ids[0], "the collaboration");
    expect(await typesFor(supplier.user.id)).toContain("collaboration_requested");

    const detail = await call("GET", `/api/collaborations/${id}`, client.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: "requested",
      profile_id: null,
      profile_name: "Migrazione cloud",
      service: { id: serviceId, title: "Migrazione cloud" },
      price: 12500,
      daily_rate: null,
      date_start: "2030-03-01",
      date_end: "2030-04-15",
      side: "client",
      actions: ["start", "cancel"],
      interviews: [],
    });
    expect(detail.json().data.timeline.map((e: { type: string }) => e.type)).toEqual(["created"]);

    // No interview: the proposal is refused, nothing is written.
    const proposed = await call("POST", `/api/collaborations/${id}/interviews`, client.token, {
      slots: [future(48), future(50)],
      location: "https://meet.example.test/x",
      note: "",
      duration_minutes: 45,
    });
    expect(proposed.statusCode).toBe(409);
    expect(proposed.json().code).toBe("collaborations.transition_not_allowed");

    // Both lists carry the service and the price.
    const mine = await call("GET", "/api/collaborations", client.token);
    expect(mine.json().data.items).toEqual([
      expect.objectContaining({ id, service: { id: serviceId, title: "Migrazione cloud" }, price: 12500 }),
    ]);
    const theirs = await call("GET", "/api/collaborations", supplier.token);
    expect(theirs.json().data.items[0]).toMatchObject({ id, price: 12500, actions: ["cancel"] });

    const done = await completed(client.token, id);
    expect(done).toMatchObject({ status: "completed", actions: ["feedback"], service: { id: serviceId } });
    expect(done.timeline.map((e: { type: string }) => e.type)).toEqual([
      "created",
      "collaboration_started",
      "collaboration_completed",
    ]);
  });

  it("rates the service from its collaborations' reviews, the clients' and outside contacts'", async () => {
    const { client, supplier, serviceId, ids } = await serviceCollaborations(2);
    const [first, second] = [must(ids[0], "first"), must(ids[1], "second")];
    await completed(client.token, first);
    await completed(client.token, second);

    const rated = await call("POST", `/api/collaborations/${first}/feedback`, client.token, review(4));
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data.feedback).toMatchObject({ profile_rating: 4 });
    expect(rated.json().data.actions).toEqual([]);
    const [stored] = await db()
      .select()
      .from(collaborationFeedback)
      .where(eq(collaborationFeedback.collaborationId, first));
    expect(stored).toMatchObject({ profileId: null, profileRating: 4, source: "client" });
    expect(
      (await call("POST", `/api/collaborations/${second}/feedback`, client.token, review(5))).statusCode,
    ).toBe(200);
    const rating = async () =>
      (
        await db()
          .select({ avg: service.ratingAvg, count: service.ratingCount })
          .from(service)
          .where(eq(service.id, serviceId))
      )[0];
    expect(await rating()).toEqual({ avg: "4.50", count: 2 });
    // Once only.
    const again = await call("POST", `/api/collaborations/${first}/feedback`, client.token, review(1));
    expect(again.statusCode).toBe(409);
    expect(await rating()).toEqual({ avg: "4.50", count: 2 });

    // An outside contact's review of a service collaboration counts too.
    const asked = await call("POST", "/api/feedback/addRequestExternalFeedback", supplier.token, {
      firstname: "Paola",
      lastname: "Verdi",
      email: "paola.verdi@cliente.test",
      company_name: "Cliente Spa",
      description_email: "Sei stata la referente della migrazione.",
      collaboration_id: first,
    });
    expect(asked.statusCode).toBe(200);
    const mail = must(
      await lastMailTo(db(), "paola.verdi@cliente.test", "/authentication/feedback_request"),
      "the review request mail",
    );
    expect(mail.mail).toMatchObject({ template: "service_review_request", language: "it" });
    expect(mail.mail.subject).toMatch(/recensione del servizio Migrazione cloud/);
    const check = await call(
      "GET",
      `/api/feedback/checkTokenExternalFeedbackCollaboration?token=${mail.token}`,
    );
    expect(check.json().data).toMatchObject({ service_title: "Migrazione cloud", status: "completed" });
    const answered = await call("POST", "/api/feedback/addFeedbackExternalCollaboration", undefined, {
      token: must(mail.token, "the mail's token"),
      ...review(3),
    });
    expect(answered.statusCode).toBe(200);
    expect(await rating()).toEqual({ avg: "4.00", count: 3 });
    const detail = await call("GET", `/api/collaborations/${first}`, supplier.token);
    expect(detail.json().data.external_feedback).toEqual([expect.objectContaining({ profile_rating: 3 })]);
  });
});
