import { isValidItalianVat, registerBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  accountStepSchema,
  companyStepSchema,
  emptyRegisterValues,
  stepOfField,
  toRegisterInput,
} from "./register-form-model.ts";

const filled = {
  ...emptyRegisterValues(),
  firstname: "Giulia",
  lastname: "Bianchi",
  email: "Giulia@Example.com ",
  password: "Secret2026",
  password_confirmation: "Secret2026",
  company_name: "Bianchi Consulting",
  vat_number: "01114601006",
  terms_accepted: true,
};

describe("register form model", () => {
  it("uses a valid Italian VAT number in the fixture", () => {
    expect(isValidItalianVat(filled.vat_number)).toBe(true);
  });

  it("builds a body the contracts accept", () => {
    const body = registerBodySchema.parse(toRegisterInput(filled, { role: 3, language: "en" }));
    expect(body).toMatchObject({
      role_id: 3,
      email: "giulia@example.com",
      foreign_company: 0,
      newsletter: 0,
      language: "en",
    });
    expect(body.country).toBeUndefined();
    expect(body.how_do_you_know).toBeUndefined();
    expect("password_confirmation" in body).toBe(false);
  });

  it("carries the open-area contact token of a registration link", () => {
    const token = "c".repeat(43);
    const body = registerBodySchema.parse(
      toRegisterInput(filled, { role: 2, language: "it", contactToken: token }),
    );
    expect(body.contact_token).toBe(token);
    expect(
      registerBodySchema.parse(toRegisterInput(filled, { role: 2, language: "it" })).contact_token,
    ).toBeUndefined();
  });

  it("sends the country only for foreign companies", () => {
    const input = toRegisterInput(
      { ...filled, foreign_company: true, country: "DE", vat_number: "DE123456789" },
      { role: 2, language: "it" },
    );
    expect(input).toMatchObject({ foreign_company: 1, country: "DE" });
    expect(
      toRegisterInput({ ...filled, country: "DE" }, { role: 2, language: "it" }).country,
    ).toBeUndefined();
  });

  it("rejects a different password confirmation on the account step", () => {
    const result = accountStepSchema.safeParse(
      toRegisterInput({ ...filled, password_confirmation: "Other2026" }, { role: 3, language: "it" }),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["validation.passwords_differ"]);
  });

  it("checks the VAT rules on the company step", () => {
    const result = companyStepSchema.safeParse(
      toRegisterInput({ ...filled, vat_number: "12345678901" }, { role: 3, language: "it" }),
    );
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["vat_number"]);
  });

  it("maps fields to their step", () => {
    expect(stepOfField("email")).toBe(0);
    expect(stepOfField("vat_number")).toBe(1);
    expect(stepOfField("terms_accepted")).toBe(2);
    expect(stepOfField("role_id")).toBeNull();
  });
});
