import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appUser,
  collaborationFeedback,
  notification,
  profile,
  reviewRequest,
} from "../../db/schema/index.ts";
import { bearer, lastMailTo, useTestApp } from "../../test/app.ts";
import { getCompanyPublicPage } from "../company/public-page-service.ts";
import { loadMatchProfiles } from "../matching/queries.ts";
import { profileKit } from "../profiles/test-kit.ts";

const REQUEST = "/api/feedback/addRequestExternalFeedback";
const CHECK = "/api/feedback/checkTokenExternalFeedbackCollaboration";
const ANSWER = "/api/feedback/addFeedbackExternalCollaboration";
const LINK = "/authentication/feedback_request";

const contact = {
  firstname: "Paola",
  lastname: "Verdi",
  email: "Paola.Verdi@cliente.test",
  company_name: "Cliente Spa",
  description_email: "Sei stata la referente del progetto CRM.",
};
const review = (token: string) => ({
  token,
  profile_rating: 4,
  supplier_rating: 5,
  criteria: { quality: 4, communication: 5, timeliness: 4, value: 5 },
  comment: "Ottimo lavoro sul modulo di fatturazione.",
});

describe("external reviews of a collaboration", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object, lang?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(token ? bearer(token) : {}), ...(lang ? { "accept-language": lang } : {}) },
    });

  /** A client and a supplier with a collaboration on one of the supplier's published profiles, started. */
  async function activeCollaboration() {
    const client = await kit.member(ROLE.CLIENT);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const p = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    await db().update(profile).set({ published: true }).where(eq(profile.id, p.id));
    const created = await call("POST", "/api/collaborations", client.token, {
      profile_id: p.id,
      daily_rate: 400,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect((await call("POST", `/api/collaborations/${id}/start`, client.token)).statusCode).toBe(200);
    return { client, supplier, profileId: p.id, id };
  }

  async function ask(supplierToken: string, collaborationId: number, extra: object = {}) {
    const res = await call("POST", REQUEST, supplierToken, {
      ...contact,
      collaboration_id: collaborationId,
      ...extra,
    });
    return res;
  }

  it("mails the contact in the chosen language; the contact reviews once; both sides and the profile see it", async () => {
    const s = await activeCollaboration();
    const res = await ask(s.supplier.token, s.id, { language: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Richiesta inviata: riceverai la recensione appena verrà scritta.");
    const mail = must(
      await lastMailTo(db(), "paola.verdi@cliente.test", LINK),
      "the mail to paola.verdi@cliente.test",
    );
    expect(mail.mail).toMatchObject({ template: "collaboration_review_request", language: "en" });
    expect(mail.mail.subject).toMatch(/asks you to review the work of Giulia Bianchi/);
    expect(mail.mail.text).toContain("Sei stata la referente del progetto CRM.");
    expect(mail.link).toContain("type=collaboration");
    expect(mail.link).toContain("lang=en");

    const check = await call("GET", `${CHECK}?token=${mail.token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      language: "en",
      firstname: "Paola",
      reviewer_company_name: "Cliente Spa",
      requester_name: "Anna Rossi",
      profile_name: expect.stringContaining("Giulia Bianchi"),
      service_title: null,
      status: "active",
    });
    expect(check.json().data.client_name).toBeTruthy();
    expect(check.json().data.supplier_name).toBeTruthy();
    // A collaboration token does not open the company review page, nor the reverse.
    expect(
      (await call("GET", `/api/feedback/checkTokenExternalFeedback?token=${mail.token}`)).json().code,
    ).toBe("auth.link_invalid");

    const answered = await call("POST", ANSWER, undefined, review(must(mail.token, "mail.token")), "en");
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toBe("Thank you for your review.");
    const [stored] = await db().select().from(collaborationFeedback);
    expect(stored).toMatchObject({
      collaborationId: s.id,
      source: "external",
      profileRating: 4,
      supplierRating: 5,
      authorName: "Paola Verdi",
      authorCompany: "Cliente Spa",
      authorUserId: null,
    });

    // The supplier hears of it in-app.
    const types = (
      await db()
        .select({ type: notification.type })
        .from(notification)
        .where(eq(notification.userId, s.supplier.user.id))
    ).map((n) => n.type);
    expect(types).toContain("collaboration_external_feedback");

    // Both sides see the outside review; only the supplier sees its requests; the client's own review stays open.
    const supplierView = (await call("GET", `/api/collaborations/${s.id}`, s.supplier.token)).json().data;
    expect(supplierView.external_feedback).toEqual([
      expect.objectContaining({
        author_name: "Paola Verdi",
        author_company: "Cliente Spa",
        profile_rating: 4,
      }),
    ]);
    expect(supplierView.review_requests).toEqual([
      expect.objectContaining({ name: "Paola Verdi", email: "paola.verdi@cliente.test", status: "answered" }),
    ]);
    expect(supplierView.feedback).toBeNull();
    expect(supplierView.has_feedback).toBe(false);
    expect(supplierView.actions).toEqual(["cancel", "request_review"]);
    expect(supplierView.timeline.map((e: { type: string }) => e.type)).toContain("external_feedback_left");
    const clientView = (await call("GET", `/api/collaborations/${s.id}`, s.client.token)).json().data;
    expect(clientView.external_feedback).toHaveLength(1);
    expect(clientView.review_requests).toEqual([]);

    // The profile's reviews, the company page and matching count it.
    const profileFeedback = (
      await call("GET", `/api/profiles/${s.profileId}/collaboration-feedback`, s.client.token)
    ).json().data;
    expect(profileFeedback).toMatchObject({ average: 4, count: 1 });
    expect(profileFeedback.items[0]).toMatchObject({
      source: "external",
      author_name: "Paola Verdi",
      author_company: "Cliente Spa",
      rating: 4,
    });
    const page = await getCompanyPublicPage(
      db(),
      { companyId: s.client.companyId, companyType: "client" },
      s.supplier.companyId,
      "it",
    );
    expect(page).toMatchObject({ average_feedback: 5, feedback_count: 1 });
    expect((await loadMatchProfiles(db(), [s.profileId])).get(s.profileId)?.feedbackAverage).toBe(4);

    // The token is spent.
    const again = await call("POST", ANSWER, undefined, review(must(mail.token, "mail.token")));
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("auth.link_used");
    const used = await call("GET", `${CHECK}?token=${mail.token}`, undefined, undefined, "en");
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ code: "auth.link_used", message: "The link has already been used." });
    expect(await db().select().from(collaborationFeedback)).toHaveLength(1);
  });

  it("refuses forged, expired and company tokens, and invalid ratings, with field messages", async () => {
    const s = await activeCollaboration();
    await ask(s.supplier.token, s.id);
    const mail = must(
      await lastMailTo(db(), "paola.verdi@cliente.test", LINK),
      "the mail to paola.verdi@cliente.test",
    );
    expect(mail.mail.language).toBe("it");
    expect(mail.mail.subject).toMatch(/ti chiede una recensione del lavoro di Giulia Bianchi/);

    const forged = await call("GET", `${CHECK}?token=${"x".repeat(43)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("auth.link_invalid");
    expect((await call("POST", ANSWER, undefined, review("y".repeat(43)))).json().code).toBe(
      "auth.link_invalid",
    );

    const bad = await call(
      "POST",
      ANSWER,
      undefined,
      { ...review(must(mail.token, "mail.token")), supplier_rating: 6 },
      "en",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: "supplier_rating", message: expect.any(String) }),
    ]);
    const missing = await call("POST", ANSWER, undefined, { token: mail.token }, "en");
    expect(
      missing
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["criteria", "profile_rating", "supplier_rating"]);

    // A company review token does not answer here.
    await call("POST", REQUEST, s.supplier.token, { ...contact, email: "company@cliente.test" });
    const companyMail = must(
      await lastMailTo(db(), "company@cliente.test", LINK),
      "the mail to company@cliente.test",
    );
    expect(companyMail.link).not.toContain("type=collaboration");
    expect((await call("GET", `${CHECK}?token=${companyMail.token}`)).json().code).toBe("auth.link_invalid");

    await db()
      .update(reviewRequest)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(reviewRequest.collaborationId, s.id));
    const expired = await call("GET", `${CHECK}?token=${mail.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("auth.link_expired");
    expect((await call("POST", ANSWER, undefined, review(must(mail.token, "mail.token")))).json().code).toBe(
      "auth.link_expired",
    );
    expect(await db().select().from(collaborationFeedback)).toEqual([]);

    // Once expired, the supplier may ask the same person again.
    expect((await ask(s.supplier.token, s.id)).statusCode).toBe(200);
  });

  it("is the collaboration's supplier's alone, for active or completed collaborations, one open request per e-mail", async () => {
    const s = await activeCollaboration();
    // Anonymous, the collaboration's client, another client, another supplier.
    expect((await call("POST", REQUEST, undefined, { ...contact, collaboration_id: s.id })).statusCode).toBe(
      401,
    );
    expect((await ask(s.client.token, s.id)).statusCode).toBe(403);
    const otherClient = await kit.member(ROLE.CLIENT);
    expect((await ask(otherClient.token, s.id)).statusCode).toBe(403);
    const otherSupplier = await kit.member(ROLE.SUPPLIER);
    const foreign = await ask(otherSupplier.token, s.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("common.not_found");
    // A colleague manager of the supplier may ask.
    const colleague = await kit.colleague(s.supplier.companyId, ROLE.SUPPLIER_MANAGEMENT);
    expect((await ask(colleague.token, s.id, { email: "referente@cliente.test" })).statusCode).toBe(200);

    // Validation, with field messages in the user's language.
    await db().update(appUser).set({ language: "en" }).where(eq(appUser.id, s.supplier.user.id));
    const invalid = await ask(s.supplier.token, s.id, {
      firstname: "Al",
      email: "not-an-email",
      company_name: "",
      description_email: "d".repeat(700),
      language: "de",
      collaboration_id: "abc",
    });
    expect(invalid.statusCode).toBe(400);
    const byField = Object.fromEntries(
      invalid.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      firstname: "Enter at least 3 characters.",
      company_name: "This field is required.",
      description_email: "Enter at most 699 characters.",
      language: "Unsupported language.",
    });
    expect(byField.email).toBeTruthy();
    expect(byField.collaboration_id).toBeTruthy();

    // One open request per e-mail and collaboration.
    expect((await ask(s.supplier.token, s.id)).statusCode).toBe(200);
    const twice = await ask(s.supplier.token, s.id, { email: "PAOLA.VERDI@cliente.test" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("feedback.request_pending");
    const mail = must(
      await lastMailTo(db(), "paola.verdi@cliente.test", LINK),
      "the mail to paola.verdi@cliente.test",
    );
    await call("POST", ANSWER, undefined, review(must(mail.token, "mail.token")));
    expect((await ask(s.supplier.token, s.id)).json().code).toBe("feedback.already_reviewed");

    // States: not before the work starts, nor once cancelled.
    const early = await kit.member(ROLE.CLIENT);
    const p2 = await kit.create(s.supplier.token, { firstname: "Marco", lastname: "Neri" });
    await db().update(profile).set({ published: true }).where(eq(profile.id, p2.id));
    const requested = (await call("POST", "/api/collaborations", early.token, { profile_id: p2.id })).json()
      .data;
    const notYet = await ask(s.supplier.token, requested.id, { email: "x@cliente.test" });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe("feedback.review_not_allowed");
    await call("POST", `/api/collaborations/${requested.id}/cancel`, early.token, {
      reason: "Budget tagliato",
    });
    expect((await ask(s.supplier.token, requested.id, { email: "x@cliente.test" })).json().code).toBe(
      "feedback.review_not_allowed",
    );
  });

  it("keeps the client's own review and the supplier's reply apart from outside reviews", async () => {
    const s = await activeCollaboration();
    await call("POST", `/api/collaborations/${s.id}/complete`, s.client.token);
    expect((await ask(s.supplier.token, s.id)).statusCode).toBe(200);
    const mail = must(
      await lastMailTo(db(), "paola.verdi@cliente.test", LINK),
      "the mail to paola.verdi@cliente.test",
    );
    expect((await call("POST", ANSWER, undefined, review(must(mail.token, "mail.token")))).statusCode).toBe(
      200,
    );

    // Only an outside review so far: nothing to reply to, and the client may still write its own.
    const noReply = await call("POST", `/api/collaborations/${s.id}/feedback/reply`, s.supplier.token, {
      reply: "Grazie!",
    });
    expect(noReply.statusCode).toBe(409);
    const clientDetail = (await call("GET", `/api/collaborations/${s.id}`, s.client.token)).json().data;
    expect(clientDetail.actions).toEqual(["feedback"]);
    const own = await call("POST", `/api/collaborations/${s.id}/feedback`, s.client.token, {
      profile_rating: 2,
      supplier_rating: 3,
      criteria: { quality: 2, communication: 3, timeliness: 2, value: 3 },
      comment: "Nella media.",
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      has_feedback: true,
      feedback: { profile_rating: 2, supplier_rating: 3 },
      external_feedback: [expect.objectContaining({ profile_rating: 4 })],
    });
    const replied = await call("POST", `/api/collaborations/${s.id}/feedback/reply`, s.supplier.token, {
      reply: "Grazie del riscontro.",
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data.feedback.supplier_reply).toBe("Grazie del riscontro.");
    const rows = await db().select().from(collaborationFeedback);
    expect(rows.find((r) => r.source === "external")?.supplierReply).toBeNull();

    // One row per collaboration in the lists, whatever the number of reviews; the mean covers both.
    const list = (await call("GET", "/api/collaborations", s.supplier.token)).json().data;
    expect(list.items).toHaveLength(1);
    expect(list.total).toBe(1);
    const feedback = (
      await call("GET", `/api/profiles/${s.profileId}/collaboration-feedback`, s.supplier.token)
    ).json().data;
    expect(feedback).toMatchObject({ average: 3, count: 2 });
    expect(feedback.items.map((i: { source: string }) => i.source).sort()).toEqual(["client", "external"]);
  });
});
