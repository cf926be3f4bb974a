import { describe, expect, it } from "vitest";
import { experienceSourceLabel } from "./explain.ts";

describe("experienceSourceLabel", () => {
  const source = { technologyId: 1, years: 3, company: "Acme", until: 2024 };
  it("says where a skill came from in the reader's language", () => {
    expect(experienceSourceLabel("Kubernetes", source, "en")).toBe("Kubernetes: 3 years at Acme, until 2024");
    expect(experienceSourceLabel("Kubernetes", source, "it")).toBe(
      "Kubernetes: 3 anni in Acme, fino al 2024",
    );
  });
  it("writes decimals, single years, months and current jobs the way each language does", () => {
    expect(experienceSourceLabel("Go", { ...source, years: 2.5, until: null }, "it")).toBe(
      "Go: 2,5 anni in Acme, tuttora",
    );
    expect(experienceSourceLabel("Go", { ...source, years: 1 }, "en")).toBe("Go: 1 year at Acme, until 2024");
    expect(experienceSourceLabel("Go", { ...source, years: 0.5 }, "en")).toBe(
      "Go: 6 months at Acme, until 2024",
    );
    expect(experienceSourceLabel("Go", { ...source, years: 0.1 }, "it")).toBe(
      "Go: 1 mese in Acme, fino al 2024",
    );
  });
});
