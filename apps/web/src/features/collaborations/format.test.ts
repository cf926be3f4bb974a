import { must } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { formatDate, inputHoursFromNow, localInputToIso } from "./format.ts";

describe("collaboration formats", () => {
  it("formats dates in both languages", () => {
    expect(formatDate("2030-03-01", "it")).toBe("01/03/2030");
    expect(formatDate(null, "en")).toBeNull();
  });
  it("turns datetime-local values into instants and back", () => {
    expect(localInputToIso("2030-03-01")).toBeNull();
    expect(localInputToIso("2030-03-01T10:30")).toBe(new Date("2030-03-01T10:30").toISOString());
    const value = inputHoursFromNow(24);
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
    expect(
      new Date(must(localInputToIso(value), "the instant of the input value")).getTime(),
    ).toBeGreaterThan(Date.now() + 22 * 3600_000);
  });
});
