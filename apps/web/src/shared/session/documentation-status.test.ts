import { describe, expect, it } from "vitest";
import { documentationState, parseDeadline } from "./documentation-status.ts";

const now = new Date("2026-03-10T12:00:00Z");

describe("documentationState", () => {
  it("maps the fixed statuses", () => {
    expect(documentationState(1, null, now)).toEqual({ kind: "revision" });
    expect(documentationState(2, null, now)).toEqual({ kind: "approved" });
    expect(documentationState(3, null, now)).toEqual({ kind: "rejected" });
    expect(documentationState(9, null, now)).toEqual({ kind: "unknown" });
  });

  it("keeps the missing wording until the end of the deadline day", () => {
    expect(documentationState(4, "2026-03-10", now)).toEqual({ kind: "missing", deadline: "10/03/2026" });
    expect(documentationState(4, "2026-04-01T00:00:00.000Z", now)).toEqual({
      kind: "missing",
      deadline: "01/04/2026",
    });
  });

  it("switches wording once the deadline has passed", () => {
    expect(documentationState(4, "09/03/2026", now)).toEqual({
      kind: "missingExpired",
      deadline: "09/03/2026",
    });
  });

  it("has no deadline when the date is absent or unreadable", () => {
    expect(documentationState(4, null, now)).toEqual({ kind: "missing", deadline: null });
    expect(parseDeadline("soon")).toBeNull();
  });
});
