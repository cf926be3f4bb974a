import { describe, expect, it } from "vitest";
import { prefixQuery } from "./word-match-queries.ts";

describe("prefixQuery (the search box as a full-text prefix query)", () => {
  it("makes every term a quoted prefix, all required", () => {
    expect(prefixQuery("Developer")).toBe("'developer':*");
    expect(prefixQuery("ross  dev")).toBe("'ross':* & 'dev':*");
    expect(prefixQuery("node.js, front-end")).toBe("'node.js':* & 'front-end':*");
  });

  it("drops the characters to_tsquery would read as operators or quotes", () => {
    expect(prefixQuery("java' | (sql)")).toBe("'java':* & 'sql':*");
    expect(prefixQuery("a\\b:c")).toBeNull();
  });

  it("gives up on terms too short to be a prefix once their symbols are gone (substring match instead)", () => {
    expect(prefixQuery("c#")).toBeNull();
    expect(prefixQuery("c++ developer")).toBeNull();
    expect(prefixQuery("  ")).toBeNull();
  });
});
