import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "./i18n.ts";

/** i18next's t without the app's typed keys: these tests ask for keys that do not exist. */
const t = i18n.t.bind(i18n) as unknown as (key: string, options?: { defaultValue?: string }) => string;

describe("a text shown without its translation", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is reported on the console, where the browser journeys look", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(t("common:no.such.key")).toBe("no.such.key");
    expect(error).toHaveBeenCalledWith("Missing text: common:no.such.key");
  });

  it("is not reported when the key exists, nor when a default value was given on purpose", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    t("common:status.loading");
    t("common:no.such.key", { defaultValue: "fallback" });
    expect(error).not.toHaveBeenCalled();
  });
});
