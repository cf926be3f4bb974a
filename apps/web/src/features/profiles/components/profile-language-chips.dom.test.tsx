// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { ProfileLanguageChips } from "./profile-language-chips.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a profile's languages", () => {
  it("names each language from the staff's table, a disabled one included, in the reader's language", async () => {
    stubFetch({
      "GET /api/languages": ok([
        { code: "en", name_it: "Inglese", name_en: "English", enabled: true },
        { code: "xh", name_it: "Xhosa (IT)", name_en: "Xhosa", enabled: false },
      ]),
    });
    renderScreen(
      <ProfileLanguageChips
        languages={[
          { code: "en", level: "C1" },
          { code: "xh", level: "B2" },
        ]}
      />,
      { language: "it" },
    );
    expect(await screen.findByText(/^Xhosa \(IT\) · /)).toBeTruthy();
    expect(screen.getByText(/^Inglese · /)).toBeTruthy();
  });
});
