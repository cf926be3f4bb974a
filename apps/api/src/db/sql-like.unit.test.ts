import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike } from "./sql-like.ts";

describe("LIKE patterns from typed text", () => {
  it("takes the wildcards and the escape character literally", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(containsPattern("rossi")).toBe("%rossi%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
  });
});
