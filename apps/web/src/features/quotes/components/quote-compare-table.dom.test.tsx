// @vitest-environment happy-dom
import { must, ROLE } from "@mkt/contracts";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBrandTheme } from "../../../app/theme.ts";
import { apiFailure, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { PositionQuotesPanel } from "./position-quotes-panel.tsx";

/** The band chip reads the brand's quality colours, which renderScreen's plain theme lacks. */
const { brand } = createBrandTheme(null).palette;
const Panel = () => (
  <ThemeProvider theme={(outer: Theme) => ({ ...outer, palette: { ...outer.palette, brand } })}>
    <PositionQuotesPanel positionId={5} />
  </ThemeProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const candidate = (
  id: number,
  firstname: string,
  rate: number | null,
  score: number | null,
  available: string | null,
) => ({
  id,
  status: "proposed",
  daily_rate: rate,
  discard_reason: null,
  decided_at: null,
  profile: {
    id: id + 100,
    firstname,
    lastname: "B.",
    title: "Java developer",
    seniority: "senior",
    city: null,
    contacts_visible: false,
    available_from: available,
  },
  match: score === null ? null : { score, band: score >= 80 ? "excellent" : "good" },
});

const quote = (
  id: number,
  supplier: string,
  rating: { average: number | null; count: number },
  nominations: unknown[],
) => ({
  id,
  kind: "tm",
  status: "viewed",
  need_id: 2,
  need_title: "Core banking",
  position_id: 5,
  position_title: "Java developer",
  supplier: { id: id + 10, name: supplier, rating },
  client: { id: 77, name: "Viewer Spa" },
  daily_rate: 450,
  date_start: "2030-03-01",
  date_end: "2030-06-30",
  profile_number: 2,
  price: null,
  delivery_date: null,
  note: "",
  document: null,
  discard_reason: null,
  viewed_at: "2026-01-01T00:00:00.000Z",
  decided_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  nominations,
});

const QUOTES = [
  quote(1, "Acme Srl", { average: 4.5, count: 2 }, [
    candidate(11, "Giulia", 500, 92, "2030-04-01"),
    candidate(12, "Marco", null, null, null),
  ]),
  quote(2, "Beta Spa", { average: null, count: 0 }, [candidate(21, "Luca", 380, 64, "2030-02-01")]),
];

const names = () =>
  screen
    .getAllByTestId("compare-row")
    .map((row) => within(row).queryByTestId("compare-profile")?.textContent);

async function openCompare(language: "it" | "en" = "en") {
  signIn(ROLE.CLIENT);
  stubFetch({ "GET /api/positions/5/quotes": () => ok(QUOTES) });
  const view = renderScreen(<Panel />, { language });
  await view.user.click(await screen.findByTestId("quotes-view-compare"));
  await screen.findByTestId("quote-compare");
  return view;
}

describe("the quote comparison table", () => {
  it("shows one row per candidate with rate, score or a dash, availability, rating and a link to the profile", async () => {
    await openCompare();
    expect(names()).toEqual(["Giulia B.", "Marco B.", "Luca B."]);
    const rows = screen.getAllByTestId("compare-row");
    const giulia = must(rows[0], "Giulia's row");
    const marco = must(rows[1], "Marco's row");
    const luca = must(rows[2], "Luca's row");
    expect(within(giulia).getByTestId("compare-rate").textContent).toBe("€500/day");
    // Marco has no rate of his own: his quote's rate; no match computed: a dash.
    expect(within(marco).getByTestId("compare-rate").textContent).toBe("€450/day");
    expect(within(marco).getByTestId("compare-score").textContent).toBe("—");
    expect(within(giulia).getByTestId("compare-score").textContent).toContain("92");
    expect(within(giulia).getByTestId("compare-available").textContent).toBe("01/04/2030");
    // Marco gave no date: the quote's start.
    expect(within(marco).getByTestId("compare-available").textContent).toBe("01/03/2030");
    expect(within(giulia).getByTestId("compare-rating").textContent).toBe("4.5 ★ (2 reviews)");
    expect(within(luca).getByTestId("compare-rating").textContent).toBe("No reviews");
    expect(within(giulia).getByTestId("compare-profile").getAttribute("href")).toBe(
      "/complete_detail/11/null/111/11/null/null/view?position=5",
    );
  });

  it("sorts by rate, score, availability and rating with aria-sort, from the keyboard too", async () => {
    const { user } = await openCompare();
    const rateHead = screen.getByTestId("compare-head-rate");
    expect(rateHead.getAttribute("aria-sort")).toBe("none");
    await user.click(screen.getByTestId("compare-sort-rate"));
    expect(names()).toEqual(["Luca B.", "Marco B.", "Giulia B."]);
    expect(rateHead.getAttribute("aria-sort")).toBe("ascending");
    await user.click(screen.getByTestId("compare-sort-rate"));
    expect(names()).toEqual(["Giulia B.", "Marco B.", "Luca B."]);
    expect(rateHead.getAttribute("aria-sort")).toBe("descending");

    // Best score first; the candidate without a score stays last. Keyboard: focus the label, press Enter.
    screen.getByTestId("compare-sort-score").focus();
    await user.keyboard("{Enter}");
    expect(names()).toEqual(["Giulia B.", "Luca B.", "Marco B."]);
    expect(screen.getByTestId("compare-head-score").getAttribute("aria-sort")).toBe("descending");
    expect(rateHead.getAttribute("aria-sort")).toBe("none");

    await user.click(screen.getByTestId("compare-sort-available"));
    expect(names()).toEqual(["Luca B.", "Marco B.", "Giulia B."]);
    await user.click(screen.getByTestId("compare-sort-rating"));
    expect(names()).toEqual(["Giulia B.", "Marco B.", "Luca B."]);
  });

  it("speaks Italian", async () => {
    await openCompare("it");
    expect(screen.getByTestId("compare-sort-rate").textContent).toBe("Tariffa");
    expect(screen.getByTestId("compare-sort-rating").textContent).toBe("Valutazione fornitore");
    expect(screen.getAllByTestId("compare-rating")[0]?.textContent).toBe("4,5 ★ (2 recensioni)");
    expect(screen.getAllByTestId("compare-rating")[2]?.textContent).toBe("Nessuna recensione");
  });

  it("is not offered when the plan blocks the quotes", async () => {
    signIn(ROLE.CLIENT);
    stubFetch({ "GET /api/positions/5/quotes": () => apiFailure(403, "plans.function_blocked") });
    renderScreen(<PositionQuotesPanel positionId={5} />);
    await screen.findByTestId("quotes-blocked");
    expect(screen.queryByTestId("quotes-view-compare")).toBeNull();
    expect(screen.queryByTestId("quote-compare")).toBeNull();
  });
});
