import { describe, expect, it } from "vitest";
import { withFilterChanges, withParamChanges } from "./param-changes.ts";

describe("withParamChanges", () => {
  it("sets values, removes null and empty ones, keeps the other keys and leaves the original alone", () => {
    const current = new URLSearchParams("q=cloud&status=open&page=3");
    const next = withParamChanges(current, { status: null, q: "", sort: "price_asc", page: "1" });
    expect(next.toString()).toBe("page=1&sort=price_asc");
    expect(current.toString()).toBe("q=cloud&status=open&page=3");
  });
});

describe("withFilterChanges", () => {
  const current = new URLSearchParams("city=Roma&page=3");

  it("goes back to the first page when a filter changes", () => {
    expect(withFilterChanges(current, { remote: "1" }).toString()).toBe("city=Roma&remote=1");
    expect(withFilterChanges(current, { city: "" }).toString()).toBe("");
  });

  it("keeps the page when the change sets it or names a key that does not change the list", () => {
    expect(withFilterChanges(current, { page: "4" }).toString()).toBe("city=Roma&page=4");
    expect(withFilterChanges(current, { open: "12" }).toString()).toBe("city=Roma&open=12");
    expect(withFilterChanges(current, { open: "12" }, ["page", "open"]).toString()).toBe(
      "city=Roma&page=3&open=12",
    );
    expect(withFilterChanges(current, { open: null, city: "Milano" }, ["page", "open"]).toString()).toBe(
      "city=Milano&page=3",
    );
  });
});
