// @vitest-environment happy-dom
import type { MatchCriterionView } from "@mkt/contracts";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { createBrandTheme } from "../../../app/theme.ts";
import { renderScreen as renderPlain } from "../../../test/render.tsx";
import { CriteriaList } from "./criteria-list.tsx";

/** The outcome icons read the brand's quality colours, which renderScreen's plain theme lacks. */
const { brand } = createBrandTheme(null).palette;
const renderScreen = (ui: ReactElement, language: "it" | "en") =>
  renderPlain(
    <ThemeProvider theme={(outer: Theme) => ({ ...outer, palette: { ...outer.palette, brand } })}>
      {ui}
    </ThemeProvider>,
    { language },
  );

const base = { missing: [], short: [], from_experience: [] };
const criterion = (c: Partial<MatchCriterionView> & Pick<MatchCriterionView, "criterion" | "outcome">) =>
  ({ points: 4, max_points: 8, ...base, ...c }) as MatchCriterionView;

const secondary = (name: string) =>
  document.querySelector(`[data-criterion="${name}"] .MuiListItemText-secondary`)?.textContent;

describe("CriteriaList", () => {
  it("shows the sentences the API wrote in the reader's language: levels, seniority, commute", () => {
    renderScreen(
      <CriteriaList
        criteria={[
          criterion({
            criterion: "languages",
            outcome: "partial",
            missing: ["German"],
            levels: [{ name: "English", level: "B1", min_level: "C1", label: "English B1, C1 required" }],
          }),
          criterion({
            criterion: "seniority",
            outcome: "partial",
            seniority: { held: "middle", wanted: "senior", label: "Middle, Senior required" },
          }),
          criterion({
            criterion: "location",
            outcome: "hit",
            distance: { place: "Monza", from: "Milan", km: 14, label: "Monza, 14 km from Milan" },
          }),
          criterion({ criterion: "rate", outcome: "hit" }),
        ]}
      />,
      "en",
    );
    expect(screen.getByText("Languages")).toBeTruthy();
    expect(secondary("languages")).toBe("Missing: German · English B1, C1 required");
    expect(secondary("seniority")).toBe("Middle, Senior required");
    expect(secondary("location")).toBe("Monza, 14 km from Milan");
    // Nothing named: the criterion's general sentence.
    expect(secondary("rate")).toBe("Rate within the position's maximum");
  });

  it("names the criteria in Italian for an Italian reader", () => {
    renderScreen(
      <CriteriaList
        criteria={[
          criterion({
            criterion: "languages",
            outcome: "partial",
            levels: [{ name: "Inglese", level: "B1", min_level: "C1", label: "Inglese B1, richiesto C1" }],
          }),
        ]}
      />,
      "it",
    );
    expect(screen.getByText("Lingue")).toBeTruthy();
    expect(secondary("languages")).toBe("Inglese B1, richiesto C1");
  });
});
