import { describe, expect, it } from "vitest";
import { formatEuro, formatEuroRange } from "./format-euro.ts";

// Intl separates the sign with a no-break space; the tests read it as a plain one.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatEuro", () => {
  it("groups four-digit amounts in Italian too, the sign after the amount", () => {
    expect(plain(formatEuro(1490, "it"))).toBe("1.490 €");
    expect(plain(formatEuro(60000, "it"))).toBe("60.000 €");
  });

  it("puts the sign before the amount in English, with no space", () => {
    expect(formatEuro(1490, "en")).toBe("€1,490");
    expect(formatEuro(60000, "en")).toBe("€60,000");
  });

  it("shows cents only when the amount has them", () => {
    expect(plain(formatEuro(12.5, "it"))).toBe("12,50 €");
    expect(formatEuro(12.5, "en")).toBe("€12.50");
    expect(formatEuro(340, "en")).toBe("€340");
  });
});

describe("formatEuroRange", () => {
  it("formats both ends like formatEuro, joined by an en dash", () => {
    expect(plain(formatEuroRange(1490, 3900, "it"))).toBe("1.490–3.900 €");
    expect(plain(formatEuroRange(340, 380, "en"))).toBe("€340 – €380");
  });

  it("is one amount when both ends are equal", () => {
    expect(plain(formatEuroRange(1490, 1490, "it"))).toBe("1.490 €");
  });
});
