import { describe, expect, it } from "vitest";
import { must } from "./must.ts";

describe("must", () => {
  it("returns the value when present, falsy values included", () => {
    expect(must(0, "count")).toBe(0);
    expect(must("", "name")).toBe("");
    expect(must({ id: 1 }, "row")).toEqual({ id: 1 });
  });
  it("throws with what was missing", () => {
    expect(() => must(undefined, "inserted company row")).toThrow(
      "inserted company row: expected a value, got undefined",
    );
    expect(() => must(null, "session")).toThrow("session: expected a value, got null");
  });
});
