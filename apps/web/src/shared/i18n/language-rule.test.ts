import { describe, expect, it } from "vitest";
import {
  languageCode,
  linkLanguage,
  normalizeLanguage,
  resolveLanguage,
  signedInLanguage,
} from "./language-rule.ts";

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
  it("§9: a signed-in user whose record stores no language gets English, whatever the visitor chose", () => {
    expect(resolveLanguage(null, null, true)).toBe("en");
    expect(resolveLanguage("", "it", true)).toBe("en");
    expect(resolveLanguage("it", "en", true)).toBe("it");
    expect(signedInLanguage(undefined)).toBe("en");
    expect(signedInLanguage("  ")).toBe("en");
    expect(signedInLanguage("it")).toBe("it");
    expect(signedInLanguage("de")).toBe("en");
  });
  it("labels the languages", () => {
    expect(languageCode("it")).toBe("ITA");
    expect(languageCode("en")).toBe("ENG");
  });
});

describe("linkLanguage", () => {
  it("applies a mailed link's it/en to a visitor without a session or a stored choice", () => {
    expect(linkLanguage("en", false, null)).toBe("en");
    expect(linkLanguage("it", false, null)).toBe("it");
  });
  it("leaves signed-in users, explicit choices and unknown values alone", () => {
    expect(linkLanguage("en", true, null)).toBeNull();
    expect(linkLanguage("en", false, "it")).toBeNull();
    expect(linkLanguage("de", false, null)).toBeNull();
    expect(linkLanguage(null, false, null)).toBeNull();
  });
});
