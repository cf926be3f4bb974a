import { ERRORS } from "@mkt/contracts";
import { START_ERRORS } from "@mkt/contracts/errors/start";
import { afterEach, describe, expect, it, vi } from "vitest";

/** error-text.ts as a page loads it (outside the component tests, which get the whole catalogue up front). */
async function freshModule() {
  vi.stubEnv("MODE", "production");
  vi.resetModules();
  const module = await import("./error-text.ts");
  // ApiError of the same module instance error-text.ts checks against.
  const { ApiError } = await import("../api/api-error.ts");
  return { ...module, ApiError };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("error texts: the public pages' part first, every module's with the signed-in screens", () => {
  it("starts with the common, validation and auth codes only", () => {
    const prefixes = new Set(Object.keys(START_ERRORS).map((code) => code.split(".")[0]));
    expect([...prefixes].sort()).toEqual(["auth", "common", "validation"]);
    for (const [code, entry] of Object.entries(START_ERRORS))
      expect(ERRORS[code as keyof typeof ERRORS], code).toEqual(entry);
    // Much less than the whole catalogue (which is what the public pages no longer carry).
    expect(Object.keys(START_ERRORS).length).toBeLessThan(Object.keys(ERRORS).length / 3);
  });

  it("translates an auth code at once, another module's by the API's message until the catalogue is in", async () => {
    const { errorText, errorCodeText, loadErrorTexts, ApiError } = await freshModule();
    expect(errorCodeText("auth.wrong_password", "en")).toBe("Wrong password.");
    expect(errorText(new ApiError(401, "auth.wrong_password", "Password errata."), "it")).toBe(
      "Password errata.",
    );
    const quote = new ApiError(409, "quotes.position_not_open", "Server's own text");
    expect("quotes.position_not_open" in ERRORS).toBe(true);
    // Not a code on screen: the message the API translated for the language the call asked for.
    expect(errorText(quote, "en")).toBe("Server's own text");
    expect(errorText(new ApiError(409, "quotes.position_not_open", ""), "en")).toBe(
      ERRORS["common.server_error"].en,
    );
    await loadErrorTexts();
    expect(errorText(quote, "en")).toBe(ERRORS["quotes.position_not_open"].en);
    expect(errorText(quote, "it")).toBe(ERRORS["quotes.position_not_open"].it);
    expect(errorCodeText("quotes.position_not_open", "it")).toBe(ERRORS["quotes.position_not_open"].it);
  });
});
