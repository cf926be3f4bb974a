import { describe, expect, it } from "vitest";
import {
  allowedNominationActions,
  allowedQuoteActions,
  canWithdrawQuote,
  nominationOnWithdraw,
  nominationTransition,
  quoteTransition,
  validateFpProposal,
  validateTmQuote,
} from "./rules.ts";
import { discardBodySchema, fpProposalBodySchema, tmQuoteBodySchema, withdrawBodySchema } from "./schemas.ts";

const body = {
  daily_rate: 450,
  date_start: "2030-03-01",
  date_end: "2030-06-30",
  profile_number: 2,
  note: "Team ready",
  profile_ids: [1, 2],
};
const codes = (input: unknown) => {
  const r = tmQuoteBodySchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("withdrawing a quote", () => {
  it("is allowed while the quote is open and no candidacy was accepted", () => {
    for (const s of ["sent", "viewed", "favourite"] as const) expect(canWithdrawQuote(s)).toBe(true);
    expect(canWithdrawQuote("viewed", ["favourite", "discarded"])).toBe(true);
    expect(canWithdrawQuote("favourite", ["proposed", "accepted"])).toBe(false);
    for (const s of ["discarded", "accepted", "rejected", "withdrawn"] as const)
      expect(canWithdrawQuote(s), s).toBe(false);
  });
  it("withdraws the open candidacies and leaves decided ones, and a withdrawn one takes no decision", () => {
    expect(nominationOnWithdraw("proposed")).toBe("withdrawn");
    expect(nominationOnWithdraw("favourite")).toBe("withdrawn");
    expect(nominationOnWithdraw("discarded")).toBe("discarded");
    expect(allowedQuoteActions("withdrawn")).toEqual([]);
    expect(allowedNominationActions("withdrawn")).toEqual([]);
  });
  it("takes an optional reason of at most 500 characters", () => {
    expect(withdrawBodySchema.parse({}).reason).toBeNull();
    expect(withdrawBodySchema.parse({ reason: "  " }).reason).toBeNull();
    expect(withdrawBodySchema.parse({ reason: " Profile no longer free " }).reason).toBe(
      "Profile no longer free",
    );
    expect(withdrawBodySchema.safeParse({ reason: "x".repeat(501) }).error?.issues[0]?.message).toBe(
      "validation.too_long",
    );
  });
});

describe("quote state transitions", () => {
  it("lets an open quote become favourite, discarded or accepted", () => {
    expect(quoteTransition("sent", "favourite")).toBe("favourite");
    expect(quoteTransition("viewed", "discard")).toBe("discarded");
    expect(quoteTransition("favourite", "accept")).toBe("accepted");
    expect(quoteTransition("favourite", "favourite")).toBeNull();
  });
  it("keeps discarded, accepted and rejected quotes final", () => {
    for (const s of ["discarded", "accepted", "rejected"] as const) {
      expect(allowedQuoteActions(s)).toEqual([]);
    }
    expect(allowedQuoteActions("sent")).toEqual(["favourite", "discard", "accept"]);
    expect(allowedQuoteActions("favourite")).toEqual(["discard", "accept"]);
  });
  it("applies the same moves to candidacies", () => {
    expect(nominationTransition("proposed", "favourite")).toBe("favourite");
    expect(nominationTransition("favourite", "accept")).toBe("accepted");
    expect(nominationTransition("discarded", "accept")).toBeNull();
    expect(allowedNominationActions("accepted")).toEqual([]);
  });
});

describe("T&M quote validation", () => {
  it("accepts a well-formed quote", () => {
    expect(codes(body)).toEqual([]);
  });
  it("refuses a non-positive rate, dates out of order, repeated and too many profiles", () => {
    expect(codes({ ...body, daily_rate: 0 })).toEqual(["daily_rate:validation.positive"]);
    expect(codes({ ...body, date_end: "2030-02-01" })).toEqual(["date_end:validation.date_order"]);
    expect(codes({ ...body, profile_ids: [1, 1] })).toEqual(["profile_ids:validation.duplicate"]);
    expect(codes({ ...body, profile_number: 1 })).toEqual(["profile_number:validation.profile_count"]);
    expect(codes({ ...body, profile_ids: [] })).toEqual(["profile_ids:validation.required"]);
    expect(codes({ ...body, daily_rate: undefined })).toEqual(["daily_rate:validation.required"]);
    expect(codes({ ...body, daily_rate: Number.NaN })).toEqual(["daily_rate:validation.number"]);
    expect(codes({ ...body, date_end: "" })[0]).toBe("date_end:validation.required");
  });
  it("keeps the dates inside the position's window and the size within profiles_wanted", () => {
    const input = tmQuoteBodySchema.parse(body);
    const pos = { date_start: "2030-03-01", date_end: "2030-06-30", profiles_wanted: 2 };
    expect(validateTmQuote(input, pos)).toEqual([]);
    expect(validateTmQuote({ ...input, date_start: "2030-02-01" }, pos)).toEqual([
      { field: "date_start", code: "validation.outside_window" },
    ]);
    expect(validateTmQuote({ ...input, date_end: "2030-07-01" }, pos)).toEqual([
      { field: "date_end", code: "validation.outside_window" },
    ]);
    expect(validateTmQuote(input, { ...pos, profiles_wanted: 1 })).toEqual([
      { field: "profile_number", code: "validation.too_many_profiles" },
    ]);
    expect(validateTmQuote(input, { date_start: null, date_end: null, profiles_wanted: 5 })).toEqual([]);
  });
});

describe("FP proposal and discard validation", () => {
  it("coerces multipart fields and checks the deadline", () => {
    const input = fpProposalBodySchema.parse({ price: "25000", delivery_date: "2030-12-01" });
    expect(input).toEqual({ price: 25000, delivery_date: "2030-12-01", note: "" });
    expect(validateFpProposal(input, { deadline: "2031-01-31" }, "2030-01-01")).toEqual([]);
    expect(validateFpProposal(input, { deadline: "2030-11-30" }, "2030-01-01")).toEqual([
      { field: "delivery_date", code: "validation.after_deadline" },
    ]);
    expect(validateFpProposal(input, { deadline: null }, "2031-01-01")).toEqual([
      { field: "delivery_date", code: "validation.future_date" },
    ]);
    expect(fpProposalBodySchema.safeParse({ price: "-1", delivery_date: "2030-12-01" }).success).toBe(false);
  });
  it("requires a discard reason of 3 to 500 characters", () => {
    expect(discardBodySchema.safeParse({ reason: "  ok " }).success).toBe(false);
    expect(discardBodySchema.safeParse({ reason: "Rate too high" }).success).toBe(true);
    expect(discardBodySchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
  });
});
