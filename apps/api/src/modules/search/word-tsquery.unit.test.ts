import { describe, expect, it } from "vitest";
import { wordTsquery } from "./search-word-queries.ts";

describe("wordTsquery (the search box as one full-text prefix query: the services catalogue)", () => {
  it("makes every term a quoted prefix, all required, with its translations as alternatives", () => {
    expect(wordTsquery("Kubernetes")).toBe("'kubernetes':*");
    expect(wordTsquery("clou  migr")).toBe("'clou':* & 'migr':*");
    expect(wordTsquery("node.js, front-end")).toBe("'node.js':* & 'front-end':*");
    expect(wordTsquery("Sviluppo app")).toBe("('sviluppo':* | 'development':* | 'developer':*) & 'app':*");
  });

  it("leaves out words that name nothing", () => {
    expect(wordTsquery("migrazione su cloud con terraform")).toBe(
      "'migrazione':* & 'cloud':* & 'terraform':*",
    );
  });

  it("drops the characters to_tsquery would read as operators or quotes", () => {
    expect(wordTsquery("java' | (sql)")).toBe("'java':* & 'sql':*");
    expect(wordTsquery("a\\b:c")).toBeNull();
  });

  it("gives up on terms too short to be a prefix once their symbols are gone (substring match instead)", () => {
    expect(wordTsquery("c#")).toBeNull();
    expect(wordTsquery("c++ cloud")).toBeNull();
    expect(wordTsquery("  ")).toBeNull();
  });
});
