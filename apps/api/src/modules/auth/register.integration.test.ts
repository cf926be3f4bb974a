import { must } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, company } from "../../db/schema/index.ts";
import { createUser, lastMailTo, nextVat, useTestApp } from "../../test/app.ts";

const validBody = (overrides: Record<string, unknown> = {}) => ({
  role_id: 3,
  firstname: "Giulia",
  lastname: "Bianchi",
  email: "giulia@fornitore.test",
  password: "Segreta2026",
  company_name: "Bianchi Consulting Srl",
  vat_number: nextVat(),
  foreign_company: 0,
  city: "Milano",
  language: "it",
  terms_accepted: true,
  ...overrides,
});

describe("POST /api/auth/register", () => {
  const t = useTestApp();
  const post = (payload: unknown, lang = "it") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: payload as object,
      headers: { "accept-language": lang },
    });

  it("creates a supplier company and its unconfirmed first user, and mails the confirmation link", async () => {
    const res = await post(validBody());
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ email: "giulia@fornitore.test", email_confirmed: false });
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.id, data.user_id));
    expect(user).toMatchObject({
      roleId: 3,
      companyId: data.company_id,
      emailConfirmedAt: null,
      language: "it",
    });
    expect(must(user, "the registered user").passwordHash).toMatch(/^\$argon2id\$/);
    const [c] = await t.database.db.select().from(company).where(eq(company.id, data.company_id));
    expect(c).toMatchObject({
      type: "supplier",
      name: "Bianchi Consulting Srl",
      docStatus: 4,
      country: "IT",
    });
    expect(must(c, "the registered company").docLimitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mail = await lastMailTo(t.database.db, "giulia@fornitore.test", "/authentication/confirm-email");
    expect(mail?.mail.subject).toBe("Conferma il tuo indirizzo e-mail");
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/authentication\/confirm-email\?token=/);
  });

  it("writes the mail in English for an English-speaking user; clients too start with documentation missing", async () => {
    const res = await post(validBody({ role_id: 2, email: "buyer@client.test", language: "en" }));
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t.database.db, "buyer@client.test", "/authentication/confirm-email");
    expect(mail?.mail.subject).toBe("Confirm your e-mail address");
    const [c] = await t.database.db.select().from(company).where(eq(company.id, res.json().data.company_id));
    // §4 documentation status applies to clients as well (issue 17): missing, with the configured deadline.
    expect(c).toMatchObject({ type: "client", docStatus: 4 });
    expect(c?.docLimitDate).not.toBeNull();
  });

  it("registers freelancers and academies with their company type", async () => {
    const f = await post(validBody({ role_id: 10, email: "solo@free.test" }));
    const a = await post(validBody({ role_id: 7, email: "school@academy.test" }));
    const types = await t.database.db.select({ id: company.id, type: company.type }).from(company);
    expect(types.find((r) => r.id === f.json().data.company_id)?.type).toBe("freelance");
    expect(types.find((r) => r.id === a.json().data.company_id)?.type).toBe("academy");
  });

  it("accepts a foreign company with its country and a free-form number", async () => {
    const res = await post(validBody({ foreign_company: 1, country: "de", vat_number: "DE 812.345.678" }));
    expect(res.statusCode).toBe(200);
    const [c] = await t.database.db.select().from(company).where(eq(company.id, res.json().data.company_id));
    expect(c).toMatchObject({ foreignCompany: true, country: "DE", vatKey: "DE:DE812345678" });
  });

  it("rejects invalid fields with translated field-level messages", async () => {
    const res = await post(
      {
        role_id: 3,
        email: "not-an-email",
        password: "short",
        vat_number: "12345678901",
        terms_accepted: false,
      },
      "en",
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: "validation.failed",
      message: "Some fields are not valid.",
    });
    const byField = Object.fromEntries(
      body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField.email).toBe("Enter a valid e-mail address.");
    expect(byField.password).toBe("The password needs at least 8 characters, with letters and digits.");
    expect(byField.firstname).toBe("This field is required.");
    expect(byField.company_name).toBe("This field is required.");
    expect(byField.terms_accepted).toBe("You must accept the terms and privacy policy to continue.");
  });

  it("checks the Italian VAT check digit, in Italian by default", async () => {
    const vat = nextVat();
    const wrong = `${vat.slice(0, 10)}${(Number(vat[10]) + 1) % 10}`;
    const res = await post(validBody({ vat_number: wrong }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: "vat_number",
        code: "validation.vat_italian",
        message: "Partita IVA italiana non valida: 11 cifre con cifra di controllo corretta.",
      },
    ]);
  });

  it("requires a non-Italian country for a foreign company", async () => {
    const res = await post(validBody({ foreign_company: 1, vat_number: "FR12345678901" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["country"]);
  });

  it("refuses roles that cannot sign up on their own", async () => {
    for (const role_id of [1, 4, 5, 6, 8, 9, 11, 12, 13]) {
      const res = await post(validBody({ role_id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe("role_id");
    }
    expect(await t.database.db.select().from(appUser)).toHaveLength(0);
  });

  it("refuses a taken e-mail (any case) and a taken VAT number without writing anything", async () => {
    await createUser(t.database.db, { role: 2, email: "taken@example.test" });
    const dupEmail = await post(validBody({ email: "TAKEN@example.test" }));
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toMatchObject({ code: "auth.email_taken", errors: [{ field: "email" }] });
    const vat = nextVat();
    expect((await post(validBody({ vat_number: vat, email: "a@x.test" }))).statusCode).toBe(200);
    const dupVat = await post(validBody({ vat_number: `IT${vat}`, email: "b@x.test" }));
    expect(dupVat.statusCode).toBe(409);
    expect(dupVat.json().code).toBe("auth.vat_taken");
    expect(await t.database.db.select().from(company)).toHaveLength(2);
  });
});

describe("POST /api/auth/checkEmail and /api/auth/checkPiva", () => {
  const t = useTestApp();

  it("tells a free e-mail from a taken one", async () => {
    await createUser(t.database.db, { role: 2, email: "used@example.test" });
    const free = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkEmail",
      payload: { email: "new@example.test", language: "it", role: 2 },
    });
    expect(free.json()).toEqual({ success: true, data: { available: true }, message: "" });
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkEmail",
      payload: { email: "Used@Example.test", language: "en" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "auth.email_taken",
      message: "This e-mail is already registered.",
    });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkEmail",
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("validates the VAT number and tells a taken one", async () => {
    const vat = nextVat();
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkPiva",
      payload: { vat_number: vat, role: 3, foreign_company: 0, language: "it" },
    });
    expect(ok.statusCode).toBe(200);
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkPiva",
      payload: { vat_number: "00000000000", foreign_company: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ field: "vat_number", code: "validation.vat_italian" });
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkPiva",
      payload: { vat_number: "ESB12345678", foreign_company: 1, country: "ES" },
    });
    expect(foreign.statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: validBody({ vat_number: vat }),
    });
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkPiva",
      payload: { vat_number: vat, foreign_company: "0" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "auth.vat_taken", errors: [{ field: "vat_number" }] });
  });
});
