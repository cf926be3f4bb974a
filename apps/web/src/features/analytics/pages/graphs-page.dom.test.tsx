// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { GraphsPage } from "./graphs-page.tsx";

const period = { from: "2026-01-01", to: "2026-01-31", granularity: "month", buckets: ["2026-01-01"] };
const marketplace = {
  ...period,
  funnel: [
    { step: "visitors", count: 3 },
    { step: "registrations", count: 1 },
    { step: "first_need", count: 1 },
    { step: "first_quote", count: 1 },
    { step: "accepted_quote", count: 1 },
    { step: "collaboration", count: 0 },
  ],
  liquidity: {
    positions: 2,
    quoted_within_24h: 0.5,
    median_hours_to_first_quote: 25,
    quotes_per_position: 1.5,
    fill_rate: 0.5,
    by_bucket: [{ bucket: "2026-01-01", positions: 2, quoted_within_24h: 1, quotes: 3, filled: 1 }],
  },
  suppliers: {
    availability_requests: 2,
    answered: 1,
    response_rate: 0.5,
    quotes_sent: 3,
    quotes_decided: 2,
    quotes_accepted: 1,
    win_rate: 0.5,
  },
};
const terms = {
  ...period,
  no_result_searches: [{ term: "cobol", count: 2 }],
  searches: 8,
  no_result_share: 0.375,
  technologies: [{ term: "Java", asked: 4, offered: 6 }],
};

afterEach(() => vi.unstubAllGlobals());

describe("GraphsPage (/graphs)", () => {
  it("shows the funnel, rates, liquidity and terms with text alternatives and table views", async () => {
    stubFetch({
      "GET /api/admin/analytics/marketplace": ok(marketplace),
      "GET /api/admin/analytics/terms": ok(terms),
      "GET /api/admin/brands": ok({ items: [], total: 0, page: 1, limit: 100 }),
    });
    const { user } = renderScreen(<GraphsPage />);
    expect((await screen.findByTestId("chart-funnel-summary")).textContent).toContain(
      "Visitors 3 → Registrations 1 → First need 1 → First quote 1 → Accepted quote 1 → Collaboration 0",
    );
    expect(screen.getByTestId("chart-rates-summary").textContent).toContain("Win rate 50.0%");
    expect(screen.getByTestId("chart-liquidity-summary").textContent).toContain(
      "Positions published: 2; quoted within 24 h: 50.0%",
    );
    expect((await screen.findByTestId("chart-no-results-summary")).textContent).toContain(
      "found nothing: 37.5% of 8;",
    );
    expect(screen.getByTestId("chart-technologies-summary").textContent).toContain("Java 4/6");
    await user.click(screen.getByTestId("chart-rates-table"));
    const cells = screen.getAllByTestId("chart-rates-row").map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ["Quoted within 24 h", "50.0%"],
      ["Fill rate", "50.0%"],
      ["Supplier response rate", "50.0%"],
      ["Win rate", "50.0%"],
    ]);
    await user.click(screen.getByTestId("chart-technologies-table"));
    expect(
      within(screen.getByTestId("chart-technologies-row"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Java", "4", "6"]);
  });

  it("writes Italian decimals and says so when the rates have no figure", async () => {
    stubFetch({
      "GET /api/admin/analytics/marketplace": ok({
        ...marketplace,
        liquidity: {
          ...marketplace.liquidity,
          quoted_within_24h: 0,
          fill_rate: 0,
          median_hours_to_first_quote: 84,
          quotes_per_position: 0.3,
        },
        suppliers: { ...marketplace.suppliers, response_rate: null, win_rate: null },
      }),
      "GET /api/admin/analytics/terms": ok(terms),
      "GET /api/admin/brands": ok({ items: [], total: 0, page: 1, limit: 100 }),
    });
    renderScreen(<GraphsPage />, { language: "it" });
    expect((await screen.findByTestId("chart-rates-summary")).textContent).toBe(
      "Preventivo entro 24 h 0,0%, Posizioni coperte 0,0%, Risposta dei fornitori —, Tasso di successo —. Tempo mediano al primo preventivo: 84 h; preventivi per posizione: 0,3.",
    );
    expect(screen.getByTestId("chart-rates-empty").textContent).toBe("Nessun dato nel periodo.");
    expect(screen.queryByTestId("chart-funnel-empty")).toBeNull();
    expect((await screen.findByTestId("chart-no-results-summary")).textContent).toContain("37,5%");
    expect(screen.getByTestId("analytics-from-helper").textContent).toBe("Predefinita: 01/01/2026");
  });

  it("writes a missing median time to first quote as a dash alone, without the unit", async () => {
    stubFetch({
      "GET /api/admin/analytics/marketplace": ok({
        ...marketplace,
        liquidity: { ...marketplace.liquidity, median_hours_to_first_quote: null },
      }),
      "GET /api/admin/analytics/terms": ok(terms),
      "GET /api/admin/brands": ok({ items: [], total: 0, page: 1, limit: 100 }),
    });
    renderScreen(<GraphsPage />, { language: "it" });
    expect((await screen.findByTestId("chart-rates-summary")).textContent).toContain(
      "Tempo mediano al primo preventivo: —; preventivi per posizione: 1,5.",
    );
    expect(screen.getByTestId("chart-liquidity-summary").textContent).toBe(
      "Posizioni pubblicate: 2; con un preventivo entro 24 h: 50,0%; tempo mediano al primo preventivo: —.",
    );
  });
});
