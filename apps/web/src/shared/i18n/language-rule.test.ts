import { describe, expect, it } from "vitest";
import { languageCode, normalizeLanguage, resolveLanguage } from "./language-rule.ts";

describe("normalizeLanguage", () => {
  it("defaults to Italian when nothing is stored", () => {
    expect(normalizeLanguage(null)).toBe("it");
    expect(normalizeLanguage(undefined)).toBe("it");
    expect(normalizeLanguage("  ")).toBe("it");
  });
  it("keeps Italian and turns anything else into English", () => {
    expect(normalizeLanguage("it")).toBe("it");
    expect(normalizeLanguage("IT")).toBe("it");
    expect(normalizeLanguage("en")).toBe("en");
    expect(normalizeLanguage("fr")).toBe("en");
  });
});

describe("resolveLanguage", () => {
  it("prefers the user's language", () => {
    expect(resolveLanguage("en", "it")).toBe("en");
    expect(resolveLanguage("it", "en")).toBe("it");
  });
  it("falls back to the stored choice, then Italian", () => {
    expect(resolveLanguage(null, "en")).toBe("en");
    expect(resolveLanguage(null, null)).toBe("it");
  });
  it("labels the languages", () => {
    expect(languageCode("it")).toBe("ITA");
    expect(languageCode("en")).toBe("ENG");
  });
});
