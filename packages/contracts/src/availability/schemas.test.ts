import { describe, expect, it } from "vitest";
import { availabilityAnswerBodySchema, availabilityRequestBodySchema } from "./schemas.ts";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.message}`);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("availability request body", () => {
  it("trims the message and makes the position optional", () => {
    expect(availabilityRequestBodySchema.parse({ message: "  Hi  " })).toEqual({
      position_id: null,
      message: "Hi",
    });
    expect(availabilityRequestBodySchema.parse({ position_id: 4 }).position_id).toBe(4);
  });

  it("refuses a long message and a bad position id", () => {
    const r = availabilityRequestBodySchema.safeParse({ position_id: -1, message: "x".repeat(1001) });
    expect(issues(r)).toEqual(["position_id:validation.invalid", "message:validation.too_long"]);
  });
});

describe("availability answer body", () => {
  it("needs a date of today or later when available", () => {
    expect(issues(availabilityAnswerBodySchema.safeParse({ available: true }))).toEqual([
      "available_from:validation.required",
    ]);
    expect(
      issues(availabilityAnswerBodySchema.safeParse({ available: true, available_from: inDays(-1) })),
    ).toEqual(["available_from:validation.not_past"]);
    expect(
      issues(availabilityAnswerBodySchema.safeParse({ available: true, available_from: "2030-02-31x" })),
    ).toEqual(["available_from:validation.invalid"]);
    expect(availabilityAnswerBodySchema.parse({ available: true, available_from: inDays(0) })).toMatchObject({
      available_from: inDays(0),
      note: "",
    });
  });

  it("takes no as an answer with an optional note and ignores the date", () => {
    expect(availabilityAnswerBodySchema.parse({ available: false, note: " busy " })).toEqual({
      available: false,
      available_from: null,
      note: "busy",
    });
    expect(issues(availabilityAnswerBodySchema.safeParse({}))).toEqual(["available:validation.required"]);
  });
});
