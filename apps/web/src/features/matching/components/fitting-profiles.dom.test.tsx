// @vitest-environment happy-dom
import type { BestFit } from "@mkt/contracts";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { createBrandTheme } from "../../../app/theme.ts";
import { renderScreen as renderPlain } from "../../../test/render.tsx";
import { BestFitLine } from "./fitting-profiles.tsx";

/** The band chip reads the brand's quality colours, which renderScreen's plain theme lacks. */
const { brand } = createBrandTheme(null).palette;
const renderScreen = (ui: ReactElement) =>
  renderPlain(
    <ThemeProvider theme={(outer: Theme) => ({ ...outer, palette: { ...outer.palette, brand } })}>
      {ui}
    </ThemeProvider>,
    { language: "it" },
  );

const fit: BestFit = { profile_id: 41, score: 79, band: "very_good", fitting: 6 };

/** The texts the line is made of: every element holding text directly. */
const pieces = (root: HTMLElement) =>
  [root, ...root.querySelectorAll<HTMLElement>("*")]
    .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== ""))
    .map((el) => (el.textContent ?? "").trim());

describe("BestFitLine (supplier's position card)", () => {
  it("shows the best profile and the count as separate items, none starting with a separator", () => {
    renderScreen(<BestFitLine fit={fit} />);
    const line = screen.getByTestId("best-fit");
    expect(screen.getByTestId("best-fit-count").textContent).toBe("6 tuoi profili adatti");
    expect(screen.getByTestId("best-fit-best").textContent).toContain("Tuo miglior profilo");
    // On a phone the items wrap: a piece beginning with "·" would start a line with it.
    for (const piece of pieces(line)) expect(piece).not.toMatch(/^[·•|–-]/);
  });

  it("says no profile fits when none does", () => {
    renderScreen(<BestFitLine fit={{ ...fit, fitting: 0 }} />);
    expect(screen.getByTestId("best-fit-none").textContent).toBe("Nessun tuo profilo adatto");
  });
});
