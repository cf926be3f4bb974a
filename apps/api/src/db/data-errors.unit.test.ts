import { describe, expect, it } from "vitest";
import { refusedValueCode } from "./data-errors.ts";

describe("values the database refuses", () => {
  it("reads a data exception (SQLSTATE class 22) in the error or its causes", () => {
    expect(refusedValueCode({ code: "22003" })).toBe("22003");
    // Drizzle wraps the driver's error.
    expect(refusedValueCode(Object.assign(new Error("Failed query"), { cause: { code: "22P02" } }))).toBe(
      "22P02",
    );
  });

  it("is null for every other error", () => {
    expect(refusedValueCode({ code: "23505" })).toBeNull();
    expect(refusedValueCode({ code: "ECONNREFUSED" })).toBeNull();
    expect(refusedValueCode(new Error("boom"))).toBeNull();
    expect(refusedValueCode(null)).toBeNull();
  });
});
