import { describe, expect, it } from "vitest";
import { documentRowStatus, uploadDateLabel } from "./documentation-rows.ts";

describe("documentation rows", () => {
  it("label each document with its own review", () => {
    expect(documentRowStatus("pending")).toEqual({ key: "revision", color: "info" });
    expect(documentRowStatus("approved")).toEqual({ key: "approved", color: "success" });
    expect(documentRowStatus("rejected")).toEqual({ key: "rejected", color: "error" });
  });

  it("show the upload day as DD/MM/YYYY in local time", () => {
    expect(uploadDateLabel(new Date(2026, 2, 5, 23, 30).toISOString())).toBe("05/03/2026");
    expect(uploadDateLabel("not a date")).toBe("");
  });
});
