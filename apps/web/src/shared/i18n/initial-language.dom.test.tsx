// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { initialLanguage } from "./start-language.ts";

/** The language the app starts in, from what this browser stores (§4, §9). */
describe("initialLanguage", () => {
  afterEach(() => localStorage.clear());

  it("starts a signed-in user whose stored record has no language in English (§9)", () => {
    localStorage.setItem(STORAGE_KEYS.token, "a-token");
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, role_id: 2 }));
    localStorage.setItem(STORAGE_KEYS.language, "it");
    expect(initialLanguage()).toBe("en");
  });

  it("keeps a signed-in user's stored language", () => {
    localStorage.setItem(STORAGE_KEYS.token, "a-token");
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, role_id: 2, language: "it" }));
    expect(initialLanguage()).toBe("it");
  });

  it("starts a visitor in their stored choice, else Italian (§4)", () => {
    expect(initialLanguage()).toBe("it");
    localStorage.setItem(STORAGE_KEYS.language, "en");
    expect(initialLanguage()).toBe("en");
    // A user record without a token is no session.
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1 }));
    localStorage.setItem(STORAGE_KEYS.language, "it");
    expect(initialLanguage()).toBe("it");
  });
});
