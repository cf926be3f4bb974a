import { describe, expect, it } from "vitest";
import { oneOfParam, positiveParam } from "./param-values.ts";

describe("positiveParam", () => {
  it("reads a whole number above zero", () => {
    expect(positiveParam("3")).toBe(3);
    expect(positiveParam("2147483647")).toBe(2147483647);
  });

  it("reads anything else as absent", () => {
    for (const raw of [
      null,
      "",
      "0",
      "-1",
      "1.5",
      "1e3",
      " 3",
      "3 ",
      "0x10",
      "abc",
      "03",
      "2147483648",
      "9".repeat(16),
    ])
      expect(positiveParam(raw), String(raw)).toBeNull();
  });
});

describe("oneOfParam", () => {
  const SORTS = ["recent", "name"] as const;

  it("keeps a listed value and drops any other", () => {
    expect(oneOfParam(SORTS, "name")).toBe("name");
    expect(oneOfParam(SORTS, "Name")).toBeNull();
    expect(oneOfParam(SORTS, "")).toBeNull();
    expect(oneOfParam(SORTS, null)).toBeNull();
  });
});
