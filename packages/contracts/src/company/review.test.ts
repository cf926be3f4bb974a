import { describe, expect, it } from "vitest";
import {
  type DocumentReviewStatus,
  documentationStatusFromDocuments,
  documentReviewBodySchema,
} from "./review.ts";

const doc = (kind: string, status: DocumentReviewStatus) => ({ kind, status });

describe("documentation status from the documents' reviews", () => {
  const table: [string, number, ReturnType<typeof doc>[], number][] = [
    ["nothing sent", 4, [], 4],
    ["a document waiting", 4, [doc("chamber_of_commerce", "pending")], 1],
    ["the required document approved", 1, [doc("chamber_of_commerce", "approved")], 2],
    ["the required document rejected", 1, [doc("chamber_of_commerce", "rejected")], 4],
    [
      "rejected then sent again",
      4,
      [doc("chamber_of_commerce", "rejected"), doc("chamber_of_commerce", "pending")],
      1,
    ],
    [
      "rejected, an older one approved",
      1,
      [doc("chamber_of_commerce", "rejected"), doc("chamber_of_commerce", "approved")],
      2,
    ],
    ["only an optional document approved", 1, [doc("durc", "approved")], 4],
    [
      "approved, a new optional one waiting",
      2,
      [doc("chamber_of_commerce", "approved"), doc("durc", "pending")],
      1,
    ],
    [
      "approved, an optional one rejected",
      1,
      [doc("chamber_of_commerce", "approved"), doc("other", "rejected")],
      2,
    ],
    ["blocked stays blocked", 3, [doc("chamber_of_commerce", "approved")], 3],
    ["blocked stays blocked while waiting", 3, [doc("chamber_of_commerce", "pending")], 3],
  ];
  it.each(table)("%s", (_, current, documents, expected) => {
    expect(documentationStatusFromDocuments(current, documents)).toBe(expected);
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
