import { describe, expect, it } from "vitest";
import { confirmsEmail } from "./privacy-rules.ts";

describe("erase confirmation", () => {
  it("accepts the account's e-mail typed again, whatever the case and surrounding spaces", () => {
    expect(confirmsEmail("  Marta.Verdi@Example.test ", "marta.verdi@example.test")).toBe(true);
  });
  it("refuses anything else, including an empty field or a prefix", () => {
    expect(confirmsEmail("", "marta.verdi@example.test")).toBe(false);
    expect(confirmsEmail("marta.verdi@example", "marta.verdi@example.test")).toBe(false);
    expect(confirmsEmail("other@example.test", "marta.verdi@example.test")).toBe(false);
  });
});
