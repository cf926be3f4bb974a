import { describe, expect, it } from "vitest";
import { formatDayMonthYear, formatTimestamp } from "./dates.ts";

describe("date formats of §9", () => {
  it("formats dd/mm/yyyy and the no-expiry date", () => {
    expect(formatDayMonthYear(new Date("2026-03-05T10:00:00Z"))).toBe("05/03/2026");
    expect(formatDayMonthYear(new Date("9999-12-31T00:00:00Z"))).toBe("31/12/9999");
  });
  it("formats YYYY-MM-DD HH:mm:ss", () => {
    expect(formatTimestamp(new Date("2026-11-22T07:04:09Z"))).toBe("2026-11-22 07:04:09");
  });
});
