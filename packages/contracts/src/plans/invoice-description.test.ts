import { describe, expect, it } from "vitest";
import { invoiceDescription, invoiceLineText, planProductName } from "./invoice-description.ts";

describe("invoice texts in the buyer's language (issue 20)", () => {
  const plan = { name: "Fornitore Pro", name_en: "Supplier Pro" };
  const line = {
    description: "Fornitore Pro + Assumi (05/03/2026 – 05/03/2027)",
    plan,
    addon: true,
    periodStart: "2026-03-05",
    periodEnd: "2027-03-05",
  };

  it("names the product in the language, the add-on by its name", () => {
    expect(planProductName(plan, false, "en")).toBe("Supplier Pro");
    expect(planProductName(plan, true, "it")).toBe("Fornitore Pro + Assumi");
    expect(invoiceLineText(plan, false, { start: "2026-01-31", end: "2027-01-31" }, "it")).toBe(
      "Fornitore Pro (31/01/2026 – 31/01/2027)",
    );
  });

  it("rebuilds the English line from the plan and keeps the issued text for Italian readers", () => {
    expect(invoiceDescription(line, "en")).toBe("Supplier Pro + Assumi (05/03/2026 – 05/03/2027)");
    expect(invoiceDescription({ ...line, description: "Testo emesso" }, "it")).toBe("Testo emesso");
  });

  it("falls back to the stored text without a plan, and to the Italian name without an English one", () => {
    expect(invoiceDescription({ ...line, plan: null }, "en")).toBe(line.description);
    expect(invoiceDescription({ ...line, addon: false, plan: { name: "Partner", name_en: "" } }, "en")).toBe(
      "Partner (05/03/2026 – 05/03/2027)",
    );
  });

  it("names the add-on bought alone for the plan, in the reader's language", () => {
    const alone = { ...line, addonAlone: true, description: "Add-on Assumi per il piano Fornitore Pro (x)" };
    expect(invoiceLineText(plan, "alone", { start: "2026-11-27", end: "2027-03-05" }, "it")).toBe(
      "Add-on Assumi per il piano Fornitore Pro (27/11/2026 – 05/03/2027)",
    );
    expect(invoiceDescription(alone, "en")).toBe(
      "Assumi add-on for the Supplier Pro plan (05/03/2026 – 05/03/2027)",
    );
    expect(invoiceDescription(alone, "it")).toBe(alone.description);
  });
});
