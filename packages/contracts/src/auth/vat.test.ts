import { describe, expect, it } from "vitest";
import {
  computeItalianVatCheckDigit,
  isPlausibleForeignVat,
  isValidItalianVat,
  normalizeItalianVat,
} from "./vat.ts";

describe("Italian VAT number", () => {
  it.each([
    "01114601006", // a published partita IVA
    "IT01114601006",
    "it 0111 4601 006",
    "12345678903",
  ])("accepts %s", (vat) => {
    expect(isValidItalianVat(vat)).toBe(true);
  });

  it.each([
    ["wrong check digit", "01114601007"],
    ["too short", "0111460100"],
    ["too long", "011146010061"],
    ["letters", "0111460100A"],
    ["all-zero company number", "00000000000"],
    ["empty", ""],
  ])("rejects %s", (_label, vat) => {
    expect(isValidItalianVat(vat)).toBe(false);
  });

  it("computes the check digit from the first ten digits", () => {
    expect(computeItalianVatCheckDigit("0111460100")).toBe(6);
    expect(computeItalianVatCheckDigit("1234567890")).toBe(3);
  });

  it("every other last digit fails for a given prefix", () => {
    const good = computeItalianVatCheckDigit("0765432101");
    for (let d = 0; d < 10; d++) expect(isValidItalianVat(`0765432101${d}`)).toBe(d === good);
  });

  it("normalises spaces and the IT prefix", () => {
    expect(normalizeItalianVat(" it 01114601006 ")).toBe("01114601006");
  });
});

describe("foreign tax number", () => {
  it("accepts free-form numbers of letters, digits and separators", () => {
    expect(isPlausibleForeignVat("DE 812.345.678")).toBe(true);
    expect(isPlausibleForeignVat("ESB-12345678")).toBe(true);
  });
  it("rejects too short, too long and odd characters", () => {
    expect(isPlausibleForeignVat("D")).toBe(false);
    expect(isPlausibleForeignVat("X".repeat(31))).toBe(false);
    expect(isPlausibleForeignVat("DE<script>")).toBe(false);
  });
});
