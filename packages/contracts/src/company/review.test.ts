import { describe, expect, it } from "vitest";
import {
  type DocumentReviewStatus,
  documentationStatusAfterReview,
  documentReviewBodySchema,
} from "./review.ts";

const doc = (kind: string, status: DocumentReviewStatus) => ({ kind, status });

describe("documentation status after a document review", () => {
  const required = ["chamber_of_commerce", "framework_agreement"];
  const both = (a: DocumentReviewStatus, b: DocumentReviewStatus) => [
    doc("chamber_of_commerce", a),
    doc("framework_agreement", b),
  ];
  const table: [string, number, ReturnType<typeof doc>[], number][] = [
    ["missing stays missing", 4, both("approved", "approved"), 4],
    ["approved stays approved", 2, both("pending", "rejected"), 2],
    ["blocked stays blocked", 3, both("approved", "approved"), 3],
    ["one approved, one waiting", 1, both("approved", "pending"), 1],
    ["every required kind approved", 1, both("approved", "approved"), 2],
    ["a required document rejected", 1, both("approved", "rejected"), 4],
    [
      "rejected, another of the kind still sent",
      1,
      [...both("approved", "rejected"), doc("framework_agreement", "approved")],
      2,
    ],
    ["an optional one still waiting", 1, [...both("approved", "approved"), doc("durc", "pending")], 1],
    ["an optional one rejected", 1, [...both("approved", "approved"), doc("durc", "rejected")], 2],
  ];
  it.each(table)("%s", (_, current, documents, expected) => {
    expect(documentationStatusAfterReview(current, required, documents)).toBe(expected);
  });
});

describe("document review body", () => {
  const issues = (body: unknown) =>
    documentReviewBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
  it("approves without a note and rejects only with a 3–500 character reason", () => {
    expect(issues({ status: "approved" })).toEqual([]);
    expect(issues({ status: "rejected", note: "Visura scaduta" })).toEqual([]);
    expect(issues({ status: "rejected" })).toEqual([["note", "validation.required"]]);
    expect(issues({ status: "rejected", note: "   " })).toEqual([["note", "validation.required"]]);
    expect(issues({ status: "rejected", note: "no" })).toEqual([["note", "validation.too_short"]]);
    expect(issues({ status: "rejected", note: "x".repeat(501) })).toEqual([["note", "validation.too_long"]]);
    expect(issues({ status: "pending" })).toEqual([["status", "validation.invalid"]]);
  });
});
