import { describe, expect, it } from "vitest";
import { findNul } from "./nul-guard.ts";

describe("findNul", () => {
  it("names the first string holding NUL, by its dotted path", () => {
    expect(findNul({ a: "ok", b: [1, "x", { c: "y\u0000" }] })).toBe("b.2.c");
    expect(findNul({ a: "ok", b: [null, true, 3] })).toBeNull();
    expect(findNul("\u0000")).toBe("");
    expect(findNul(undefined)).toBeNull();
    expect(findNul({ "k\u0000": 1 })).toBe("k");
  });

  it("walks a deeply nested value without overflowing the stack", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep)).toBe(Array(200_000).fill("0").join("."));
  });
});
