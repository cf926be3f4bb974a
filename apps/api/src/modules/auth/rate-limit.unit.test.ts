import { describe, expect, it } from "vitest";
import { loginBackoffSeconds, loginKey } from "./rate-limit.ts";

describe("login back-off", () => {
  it("waits nothing up to five failures, then 1, 2, 4 … minutes, at most an hour", () => {
    expect([0, 1, 4].map(loginBackoffSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map(loginBackoffSeconds)).toEqual([60, 120, 240, 480, 960, 1920, 3600]);
    expect(loginBackoffSeconds(500)).toBe(3600);
  });

  it("keys an account by its e-mail whatever the case and surrounding spaces", () => {
    expect(loginKey("  Anna.Rossi@Example.TEST ")).toBe("anna.rossi@example.test");
  });
});
