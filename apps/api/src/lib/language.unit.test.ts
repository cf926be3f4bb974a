import { describe, expect, it } from "vitest";
import { languageFromHeader, normalizeLanguage } from "./language.ts";

describe("request language", () => {
  it("picks the best of it/en from Accept-Language, Italian by default", () => {
    expect(languageFromHeader(undefined)).toBe("it");
    expect(languageFromHeader("en-GB,en;q=0.9")).toBe("en");
    expect(languageFromHeader("de-DE,en;q=0.5,it;q=0.8")).toBe("it");
    expect(languageFromHeader("fr, de")).toBe("it");
  });

  it("§4: a stored it stays Italian, anything else becomes English", () => {
    expect(normalizeLanguage("it")).toBe("it");
    expect(normalizeLanguage("en")).toBe("en");
    expect(normalizeLanguage("de")).toBe("en");
    expect(normalizeLanguage(null)).toBe("it");
  });
});
