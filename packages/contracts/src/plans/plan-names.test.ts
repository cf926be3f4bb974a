import { describe, expect, it } from "vitest";
import { planName, planTitle } from "./plan-names.ts";

describe("planName / planTitle (issue 20)", () => {
  const plan = {
    name: "Fornitore Pro",
    name_en: "Supplier Pro",
    title: "Piano storico",
    title_en: "Legacy plan",
  };

  it("picks the English texts on English screens and the Italian ones on Italian screens", () => {
    expect(planName(plan, "en")).toBe("Supplier Pro");
    expect(planTitle(plan, "en")).toBe("Legacy plan");
    expect(planName(plan, "it")).toBe("Fornitore Pro");
    expect(planTitle(plan, "it")).toBe("Piano storico");
  });

  it("falls back to the Italian text when a row has no English one", () => {
    expect(planName({ name: "Partner", name_en: "" }, "en")).toBe("Partner");
    expect(planName({ name: "Partner", name_en: null }, "en")).toBe("Partner");
    expect(planTitle({ title: "Accordo" }, "en")).toBe("Accordo");
  });
});
