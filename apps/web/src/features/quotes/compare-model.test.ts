import { describe, expect, it } from "vitest";
import { type CompareRow, sortCompareRows } from "./compare-model.ts";

const row = (key: string, rate: number | null, available: string | null): CompareRow => ({
  key,
  quoteId: 1,
  positionId: null,
  nominationId: null,
  supplier: { id: 1, name: "Acme" },
  rating: undefined,
  profile: null,
  rate: rate === null ? null : { kind: "day", amount: rate },
  match: null,
  available,
  status: "sent",
});

describe("sortCompareRows", () => {
  const rows = [
    row("a", 400, null),
    row("b", null, "2030-01-02"),
    row("c", 300, "2030-01-01"),
    row("d", 400, null),
  ];
  it("orders both ways, keeps rows without a value last and ties in the list's order", () => {
    expect(sortCompareRows(rows, "rate", "asc").map((r) => r.key)).toEqual(["c", "a", "d", "b"]);
    expect(sortCompareRows(rows, "rate", "desc").map((r) => r.key)).toEqual(["a", "d", "c", "b"]);
    expect(sortCompareRows(rows, "available", "asc").map((r) => r.key)).toEqual(["c", "b", "a", "d"]);
    expect(sortCompareRows(rows, "rating", "desc").map((r) => r.key)).toEqual(["a", "b", "c", "d"]);
  });
});
