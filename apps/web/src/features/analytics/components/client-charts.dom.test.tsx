// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import ClientCharts from "./client-charts.tsx";
import SupplierCharts from "./supplier-charts.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The texts an SVG chart of a card draws (its axis ticks). */
const axisTexts = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll("svg text")].map((t) => t.textContent ?? "");

const series = (bucket: string) => ({
  bucket,
  positions_published: 2,
  quotes_received: 3,
  quotes_accepted: 1,
  median_hours_to_first_quote: 25,
  credits_used: 2,
});

describe("dashboard charts", () => {
  it("the client's: its figures, a table view, another period on request, its company report", async () => {
    const calls = stubFetch({
      "GET /api/analytics/company-report.csv": new Response("company,bucket\r\n", {
        headers: { "content-type": "text/csv" },
      }),
      "GET /api/dashboard/client/charts": (call) =>
        ok({
          from: call.query.get("from"),
          to: call.query.get("to"),
          granularity: call.query.get("granularity"),
          series: [series("2026-01-05")],
          totals: { ...series("x"), bucket: undefined },
        }),
    });
    const { user } = renderScreen(<ClientCharts />);
    expect((await screen.findByTestId("chart-client-activity-summary")).textContent).toBe(
      "Positions published: 2, quotes received: 3, accepted: 1.",
    );
    expect(screen.getByTestId("chart-client-first-quote-summary").textContent).toContain("25 h");
    await user.click(screen.getByTestId("chart-client-credits-table"));
    expect(
      within(screen.getByTestId("chart-client-credits-row"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["5 Jan 2026", "2"]);
    expect(calls[0]?.query.get("granularity")).toBe("week");
    await user.click(screen.getByLabelText("Period"));
    await user.click(await screen.findByRole("option", { name: "Last 12 months" }));
    await waitFor(() => expect(calls.some((c) => c.query.get("granularity") === "month")).toBe(true));
    // Report Compagnie of its own company for the chosen period (the browser's save is not followed here).
    const save = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await user.click(screen.getByTestId("dashboard-company-report"));
    await waitFor(() => {
      const report = calls.find((c) => c.path === "/api/analytics/company-report.csv");
      expect(report?.query.get("granularity")).toBe("month");
      expect(report?.query.get("staff")).toBe("no");
      expect(save).toHaveBeenCalled();
    });
  });

  it("the supplier's: win rate, views and requests against the sector median", async () => {
    const reply = (companies: number) =>
      ok({
        from: "2026-01-01",
        to: "2026-03-31",
        granularity: "week",
        series: [
          {
            bucket: "2026-01-05",
            quotes_sent: 2,
            quotes_accepted: 1,
            profile_views: 5,
            availability_requests: 2,
          },
        ],
        totals: {
          quotes_sent: 2,
          quotes_decided: 1,
          quotes_accepted: 1,
          win_rate: 1,
          profile_views: 5,
          availability_requests: 2,
        },
        sector_median: {
          companies,
          quotes_sent: companies ? 0.5 : null,
          win_rate: companies ? 0 : null,
          availability_requests: companies ? 0 : null,
        },
      });
    stubFetch({ "GET /api/dashboard/supplier/charts": reply(2) });
    renderScreen(<SupplierCharts />, { language: "it" });
    expect((await screen.findByTestId("chart-supplier-quotes-summary")).textContent).toContain(
      "tasso di successo 100,0% (mediana dei tuoi settori 0,0%)",
    );
    expect(screen.getByTestId("chart-supplier-sector-summary").textContent).toContain(
      "Aziende dei tuoi settori a confronto: 2.",
    );
    expect(screen.getByTestId("chart-supplier-interest-summary").textContent).toContain(
      "visite ai profili 5",
    );
  });

  it("counts on whole-number ticks: no 0,5 credit under a maximum of 1", async () => {
    stubFetch({
      "GET /api/dashboard/client/charts": ok({
        from: "2026-01-01",
        to: "2026-03-31",
        granularity: "week",
        series: [
          { ...series("2026-01-05"), credits_used: 1, positions_published: 1, quotes_received: 0 },
          { ...series("2026-01-12"), credits_used: 0, positions_published: 0, quotes_received: 1 },
        ],
        totals: { ...series("x"), bucket: undefined },
      }),
    });
    renderScreen(<ClientCharts />, { language: "it" });
    await screen.findByTestId("chart-client-credits-summary");
    for (const chart of ["chart-client-credits", "chart-client-activity"])
      expect(axisTexts(chart).filter((text) => text.includes(","))).toEqual([]);
  });

  it("the client's without any first quote: the median reads as a dash alone, without the unit", async () => {
    const none = { ...series("2026-01-05"), median_hours_to_first_quote: null };
    stubFetch({
      "GET /api/dashboard/client/charts": ok({
        from: "2026-01-01",
        to: "2026-03-31",
        granularity: "week",
        series: [none],
        totals: { ...none, bucket: undefined },
      }),
    });
    renderScreen(<ClientCharts />);
    expect((await screen.findByTestId("chart-client-first-quote-summary")).textContent).toBe(
      "Median time to the first quote: —.",
    );
  });

  it("the client's in Italian: short dates on the axes, full ones in the table, decimals with a comma", async () => {
    stubFetch({
      "GET /api/dashboard/client/charts": ok({
        from: "2026-01-01",
        to: "2026-03-31",
        granularity: "week",
        series: [series("2026-01-05"), { ...series("2026-01-12"), median_hours_to_first_quote: 25.5 }],
        totals: { ...series("x"), bucket: undefined, median_hours_to_first_quote: 25.5 },
      }),
    });
    const { user } = renderScreen(<ClientCharts />, { language: "it" });
    await screen.findByTestId("chart-client-activity-summary");
    for (const chart of ["chart-client-activity", "chart-client-first-quote", "chart-client-credits"]) {
      const texts = axisTexts(chart);
      expect(texts).toContain("5 gen");
      expect(texts.filter((text) => text.includes("2026-"))).toEqual([]);
    }
    expect(screen.getByTestId("chart-client-first-quote-summary").textContent).toContain("25,5 h");
    await user.click(screen.getByTestId("chart-client-activity-table"));
    expect(
      screen
        .getAllByTestId("chart-client-activity-row")
        .map((row) => within(row).getAllByRole("cell")[0]?.textContent),
    ).toEqual(["5 gen 2026", "12 gen 2026"]);
  });

  const supplierReply = (
    totals: { decided: number; accepted: number },
    median: { companies: number; win_rate: number | null },
  ) =>
    ok({
      from: "2026-01-01",
      to: "2026-03-31",
      granularity: "week",
      series: [
        {
          bucket: "2026-01-05",
          quotes_sent: 1,
          quotes_accepted: totals.accepted,
          profile_views: 3,
          availability_requests: 1,
        },
      ],
      totals: {
        quotes_sent: 1,
        quotes_decided: totals.decided,
        quotes_accepted: totals.accepted,
        win_rate: totals.decided ? totals.accepted / totals.decided : null,
        profile_views: 3,
        availability_requests: 1,
      },
      sector_median: {
        companies: median.companies,
        quotes_sent: median.companies ? 1 : null,
        win_rate: median.win_rate,
        availability_requests: median.companies ? 0 : null,
      },
    });

  it("the supplier's in Italian: short dates on the time axes, full ones in the table", async () => {
    stubFetch({
      "GET /api/dashboard/supplier/charts": supplierReply(
        { decided: 1, accepted: 1 },
        { companies: 2, win_rate: 0.5 },
      ),
    });
    const { user } = renderScreen(<SupplierCharts />, { language: "it" });
    await screen.findByTestId("chart-supplier-quotes-summary");
    for (const chart of ["chart-supplier-quotes", "chart-supplier-interest"]) {
      const texts = axisTexts(chart);
      expect(texts).toContain("5 gen");
      expect(texts.filter((text) => text.includes("2026-"))).toEqual([]);
    }
    await user.click(screen.getByTestId("chart-supplier-interest-table"));
    expect(
      within(screen.getByTestId("chart-supplier-interest-row"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["5 gen 2026", "3", "1"]);
  });

  it("the supplier's win rate: 0 % when decided quotes were all lost, words instead of dashes when none", async () => {
    stubFetch({
      "GET /api/dashboard/supplier/charts": supplierReply(
        { decided: 2, accepted: 0 },
        { companies: 2, win_rate: null },
      ),
    });
    renderScreen(<SupplierCharts />, { language: "it" });
    expect((await screen.findByTestId("chart-supplier-quotes-summary")).textContent).toBe(
      "Preventivi inviati: 1, vinti: 0; tasso di successo 0,0% " +
        "(mediana dei tuoi settori non calcolabile: nessun preventivo deciso).",
    );
    expect(screen.getByTestId("chart-supplier-sector-summary").textContent).toContain(
      "tasso di successo 0,0% (mediana non calcolabile: nessun preventivo deciso).",
    );
  });

  it("the supplier's win rate with no quote decided and no other company in its sectors", async () => {
    stubFetch({
      "GET /api/dashboard/supplier/charts": supplierReply(
        { decided: 0, accepted: 0 },
        { companies: 0, win_rate: null },
      ),
    });
    renderScreen(<SupplierCharts />);
    const summary = (await screen.findByTestId("chart-supplier-quotes-summary")).textContent;
    expect(summary).toBe(
      "Quotes sent: 1, won: 0; win rate not available: no quote decided " +
        "(median of your sectors not available: no other company in your sectors).",
    );
    expect(summary).not.toContain("—");
  });
});
