import { describe, expect, it } from "vitest";
import { withParamChanges } from "./param-changes.ts";

describe("withParamChanges", () => {
  it("sets values, removes null and empty ones, keeps the other keys and leaves the original alone", () => {
    const current = new URLSearchParams("q=cloud&status=open&page=3");
    const next = withParamChanges(current, { status: null, q: "", sort: "price_asc", page: "1" });
    expect(next.toString()).toBe("page=1&sort=price_asc");
    expect(current.toString()).toBe("q=cloud&status=open&page=3");
  });
});
