import { describe, expect, it } from "vitest";
import { formatEuro } from "./need-format.ts";

// Intl puts a no-break space before the sign; the test reads it as a plain one.
const plain = (s: string) => s.replace(/\s/g, " ");

describe("formatEuro (budgets, rates, quote prices)", () => {
  it("is the app's one euro format: four digits grouped in Italian too", () => {
    expect(plain(formatEuro(1490, "it"))).toBe("1.490 €");
    expect(formatEuro(1490, "en")).toBe("€1,490");
  });
});
