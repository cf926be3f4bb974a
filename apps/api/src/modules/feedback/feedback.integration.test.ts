import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyFeedback, reviewRequest } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, lastMailTo, useTestApp } from "../../test/app.ts";

const body = {
  firstname: "Carla",
  lastname: "Ferri",
  email: "Carla.Ferri@cliente.test",
  company_name: "Cliente Spa",
  description_email: "Abbiamo lavorato insieme sul progetto CRM nel 2025.",
};
const answer = (token: string) => ({
  token,
  rating: 5,
  criteria: { quality: 5, communication: 4, timeliness: 5, value: 4 },
  comment: "Team preparato e puntuale.",
});

describe("external review requests", () => {
  const t = useTestApp();
  const ask = (token: string, payload: object = body, lang = "it") =>
    t.app.inject({
      method: "POST",
      url: "/api/feedback/addRequestExternalFeedback",
      payload,
      headers: { ...bearer(token), "accept-language": lang },
    });

  it("mails the contact a one-time link; the contact reviews the supplier once", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const res = await ask(supplier.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Richiesta inviata: riceverai la recensione appena verrà scritta.");
    const mail = must(
      await lastMailTo(t.database.db, "carla.ferri@cliente.test", "/authentication/feedback_request"),
      "the mail to carla.ferri@cliente.test",
    );
    expect(mail.mail.subject).toMatch(/ti chiede una recensione$/);
    expect(mail.mail.text).toContain("«Abbiamo lavorato insieme sul progetto CRM nel 2025.»");
    const check = await t.app.inject({
      method: "GET",
      url: `/api/feedback/checkTokenExternalFeedback?token=${mail.token}`,
    });
    expect(check.json().data).toMatchObject({
      firstname: "Carla",
      lastname: "Ferri",
      reviewer_company_name: "Cliente Spa",
      requester_name: "Anna Rossi",
    });
    const first = await t.app.inject({
      method: "POST",
      url: "/api/feedback/addFeedbackExternal",
      payload: answer(must(mail.token, "mail.token")),
    });
    expect(first.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(companyFeedback);
    expect(stored).toMatchObject({
      companyId: supplier.user.companyId,
      source: "external",
      rating: 5,
      authorName: "Carla Ferri",
      authorCompany: "Cliente Spa",
    });
    const second = await t.app.inject({
      method: "POST",
      url: "/api/feedback/addFeedbackExternal",
      payload: answer(must(mail.token, "mail.token")),
    });
    expect(second.json().code).toBe("auth.link_used");
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/feedback/checkTokenExternalFeedback?token=${mail.token}`,
        })
      ).json().code,
    ).toBe("auth.link_used");
  });

  it("validates the dialog's fields with the §5 limits, in the user's language", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.FREELANCER, { language: "en" });
    const res = await ask(supplier.token, {
      firstname: "Al",
      lastname: "x".repeat(51),
      email: `${"a".repeat(45)}@b.test`,
      company_name: "",
      description_email: "d".repeat(700),
    });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      firstname: "Enter at least 3 characters.",
      lastname: "Enter at most 50 characters.",
      email: "Enter at most 50 characters.",
      company_name: "This field is required.",
      description_email: "Enter at most 699 characters.",
    });
    expect((await ask(supplier.token, { ...body, description_email: "d".repeat(699) })).statusCode).toBe(200);
    expect((await ask(supplier.token, { ...body, description_email: undefined })).statusCode).toBe(200);
  });

  it("is for supplier-side roles only", async () => {
    for (const role of [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES, ROLE.ADMINISTRATOR, ROLE.SUPPLIER_EMPLOYEES]) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      expect((await ask(token)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: "POST", url: "/api/feedback/addRequestExternalFeedback", payload: body }))
        .statusCode,
    ).toBe(401);
  });

  it("limits requests per company per day", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER_MANAGEMENT);
    for (let i = 0; i < 20; i++)
      expect((await ask(supplier.token, { ...body, email: `c${i}@cliente.test` })).statusCode).toBe(200);
    const over = await ask(supplier.token);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("feedback.too_many_requests");
  });

  it("refuses expired and unknown tokens and invalid ratings", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await ask(supplier.token);
    const { token } = must(
      await lastMailTo(t.database.db, "carla.ferri@cliente.test", "feedback_request"),
      "the mail to carla.ferri@cliente.test",
    );
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/feedback/addFeedbackExternal",
      payload: { ...answer(must(token, "token")), rating: 6 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("rating");
    await t.database.db
      .update(reviewRequest)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(reviewRequest.companyId, supplier.user.companyId));
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/feedback/addFeedbackExternal",
          payload: answer(must(token, "token")),
        })
      ).json().code,
    ).toBe("auth.link_expired");
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/feedback/checkTokenExternalFeedback?token=unknown-token-123",
        })
      ).json().code,
    ).toBe("auth.link_invalid");
    expect(await t.database.db.select().from(companyFeedback)).toEqual([]);
  });
});
