import { describe, expect, it } from "vitest";
import { documentRowStatus, uploadDateLabel } from "./documentation-rows.ts";

describe("documentation rows", () => {
  it("label each document with the company's documentation status", () => {
    expect(documentRowStatus(1)?.key).toBe("revision");
    expect(documentRowStatus(2)?.key).toBe("approved");
    expect(documentRowStatus(3)?.key).toBe("rejected");
    expect(documentRowStatus(4)).toBeNull();
  });

  it("show the upload day as DD/MM/YYYY in local time", () => {
    expect(uploadDateLabel(new Date(2026, 2, 5, 23, 30).toISOString())).toBe("05/03/2026");
    expect(uploadDateLabel("not a date")).toBe("");
  });
});
