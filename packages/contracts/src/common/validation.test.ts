import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerBodySchema } from "../auth/schemas.ts";
import { ERROR_CODES, ERRORS } from "./errors.ts";
import { must } from "./must.ts";
import { issueToValidation, VALIDATION_MESSAGES, validationMessage } from "./validation.ts";

describe("validation messages", () => {
  it("fills placeholders in each language", () => {
    expect(validationMessage("validation.too_short", "it", { min: 3 })).toBe("Inserisci almeno 3 caratteri.");
    expect(validationMessage("validation.too_long", "en", { max: 50 })).toBe("Enter at most 50 characters.");
  });

  it("falls back to the generic message for an unknown code", () => {
    expect(validationMessage("validation.nope", "en")).toBe("Invalid value.");
  });

  it("maps plain zod issues to codes, so any schema yields a translatable message", () => {
    const schema = z.object({ name: z.string().min(3).max(5), email: z.email(), n: z.number() });
    const result = schema.safeParse({ name: "ab", email: "x", n: undefined });
    expect(result.success).toBe(false);
    const codes = must(result.error, "the validation error").issues.map((i) => issueToValidation(i));
    expect(codes).toEqual([
      { code: "validation.too_short", params: { min: 3 } },
      { code: "validation.email", params: {} },
      { code: "validation.required", params: {} },
    ]);
  });

  it("keeps the codes schemas attach", () => {
    const result = registerBodySchema.safeParse({});
    expect(result.success).toBe(false);
    for (const issue of must(result.error, "the validation error").issues) {
      expect(Object.keys(VALIDATION_MESSAGES)).toContain(issueToValidation(issue).code);
    }
  });

  it("has a message in both languages for every error code, and a 4xx/5xx status", () => {
    for (const code of ERROR_CODES) {
      expect(ERRORS[code].it.length).toBeGreaterThan(3);
      expect(ERRORS[code].en.length).toBeGreaterThan(3);
      expect(ERRORS[code].status).toBeGreaterThanOrEqual(400);
      // A feature namespace (snake_case, e.g. service_requests) and a snake_case name.
      expect(code).toMatch(/^[a-z][a-z_]*\.[a-z_]+$/);
    }
  });
});

describe("registration schema", () => {
  const base = {
    role_id: 3,
    firstname: "Anna",
    lastname: "Neri",
    email: " Anna@Example.COM ",
    password: "Password1",
    company_name: "Neri Srl",
    vat_number: "01114601006",
    terms_accepted: true,
  };

  it("normalises the e-mail and defaults language and flags", () => {
    const parsed = registerBodySchema.parse(base);
    expect(parsed).toMatchObject({
      email: "anna@example.com",
      language: "it",
      foreign_company: 0,
      newsletter: 0,
    });
  });

  it("requires letters and digits in the password", () => {
    for (const password of ["password", "12345678", "Pa1"]) {
      const r = registerBodySchema.safeParse({ ...base, password });
      expect(r.error?.issues.map((i) => i.message)).toEqual(["validation.password_weak"]);
    }
  });

  it("checks an Italian number's check digit but not a foreign one's", () => {
    expect(registerBodySchema.safeParse({ ...base, vat_number: "01114601007" }).success).toBe(false);
    expect(
      registerBodySchema.safeParse({ ...base, vat_number: "01114601007", foreign_company: 1, country: "FR" })
        .success,
    ).toBe(true);
    expect(registerBodySchema.safeParse({ ...base, foreign_company: true, country: "IT" }).success).toBe(
      false,
    );
  });
});
