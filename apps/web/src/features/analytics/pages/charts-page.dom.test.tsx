// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { narrowScreen } from "../../../test/narrow-screen.ts";
import { renderScreen } from "../../../test/render.tsx";
import { ChartsPage } from "./charts-page.tsx";

const health = (basis: "events" | "accounts") => ({
  from: "2026-01-01",
  to: "2026-01-31",
  granularity: "month",
  buckets: ["2026-01-01"],
  signups: {
    basis,
    total: 4,
    by_bucket: [
      { bucket: "2026-01-01", role: "Cliente", count: 3 },
      { bucket: "2026-01-01", role: "Fornitore", count: 1 },
    ],
    by_role: [
      { key: "Cliente", count: 3 },
      { key: "Fornitore", count: 1 },
    ],
    by_source: [
      { key: "google", count: 3 },
      { key: "", count: 1 },
    ],
  },
  revenue: {
    total_cents: 90_000,
    credits_used: 2,
    credits_granted: 10,
    by_bucket: [{ bucket: "2026-01-01", revenue_cents: 90_000, credits_used: 2, credits_granted: 10 }],
  },
});

function stub(basis: "events" | "accounts" = "events") {
  return stubFetch({
    "GET /api/admin/analytics/health": ok(health(basis)),
    "GET /api/admin/brands": ok({ items: [], total: 0, page: 1, limit: 100 }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ChartsPage (/charts)", () => {
  it("shows each chart with its text alternative and a table view of the same figures", async () => {
    stub();
    const { user } = renderScreen(<ChartsPage />);
    expect((await screen.findByTestId("chart-signups-summary")).textContent).toContain(
      "4 sign-ups in the period: Client 3, Supplier 1.",
    );
    expect(screen.getByTestId("chart-sources-summary").textContent).toContain("google 3, (no source) 1");
    expect(screen.getByTestId("chart-revenue-summary").textContent).toContain("€900.00");
    expect(screen.getByTestId("chart-credits-summary").textContent).toContain(
      "Credits in the period: 2 used, 10 granted",
    );
    await user.click(screen.getByTestId("chart-signups-table"));
    const rows = screen.getAllByTestId("chart-signups-row");
    expect(rows).toHaveLength(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["January 2026", "3", "1"]);
    expect(screen.queryByTestId("analytics-basis-accounts")).toBeNull();
  });

  it("names roles in the interface language, each series in its own colour, the legend kept on a phone", async () => {
    const labels = [
      "Aiuto amministratore cliente",
      "Fornitore",
      "Cliente",
      "Profilo fornitore",
      "Staff",
      "Freelance",
      "",
    ];
    const report = health("accounts");
    report.signups.by_role = labels.map((key) => ({ key, count: 1 }));
    report.signups.by_bucket = labels.map((role) => ({ bucket: "2026-01-01", role, count: 1 }));
    report.signups.total = labels.length;
    stubFetch({
      "GET /api/admin/analytics/health": ok(report),
      "GET /api/admin/brands": ok({ items: [], total: 0, page: 1, limit: 100 }),
    });
    // A phone: MUI's down("sm") query matches.
    narrowScreen();
    renderScreen(<ChartsPage />);
    expect((await screen.findByTestId("chart-signups-summary")).textContent).toBe(
      "7 sign-ups in the period: Client employee 1, Supplier 1, Client 1, Supplier employee 1, Administrator 1, Freelancer 1, Visitor 1.",
    );
    const items = within(screen.getByTestId("chart-signups-legend")).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "Client employee",
      "Supplier",
      "Client",
      "Supplier employee",
      "Administrator",
      "Freelancer",
      "Visitor",
    ]);
    const colours = items.map((i) => i.querySelector("[data-color]")?.getAttribute("data-color"));
    expect(new Set(colours).size).toBe(labels.length);
    expect(screen.getByTestId("chart-signups-note").textContent).toBe(
      "“Freelancer” also includes: Company administrator and Company administrator management.",
    );
    // The empty dates say which days the report used; the company report asks for an ID it explains.
    expect(screen.getByTestId("analytics-from-helper").textContent).toBe("Default: 01/01/2026");
    expect(screen.getByTestId("analytics-to-helper").textContent).toBe("Default: 31/01/2026");
    expect(screen.getByLabelText("Company ID")).toBeTruthy();
    expect(screen.getByText("The company's internal ID number (e.g. 42).")).toBeTruthy();
  });

  it("draws no bare axes for a period without figures", async () => {
    const report = health("events");
    report.revenue = {
      total_cents: 0,
      credits_used: 0,
      credits_granted: 0,
      by_bucket: [{ bucket: "2026-01-01", revenue_cents: 0, credits_used: 0, credits_granted: 0 }],
    };
    stubFetch({
      "GET /api/admin/analytics/health": ok(report),
      "GET /api/admin/brands": ok({ items: [], total: 0, page: 1, limit: 100 }),
    });
    const { user } = renderScreen(<ChartsPage />, { language: "it" });
    expect((await screen.findByTestId("chart-revenue-empty")).textContent).toBe("Nessun dato nel periodo.");
    expect(screen.getByTestId("chart-credits-empty")).toBeTruthy();
    expect(screen.queryByTestId("chart-signups-empty")).toBeNull();
    await user.click(screen.getByTestId("chart-credits-table"));
    expect(
      within(screen.getByTestId("chart-credits-row"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["gennaio 2026", "0", "0"]);
  });

  it("asks again with valid filters only, and says which field is wrong", async () => {
    const calls = stub();
    const { user } = renderScreen(<ChartsPage />);
    await screen.findByTestId("chart-signups-summary");
    const to = screen.getByTestId("analytics-to");
    await user.type(screen.getByTestId("analytics-from"), "2026-03-10");
    await user.type(to, "2026-03-01");
    expect(await screen.findByText("The end date cannot be before the start date.")).toBeTruthy();
    const asked = () => calls.filter((c: FetchCall) => c.path === "/api/admin/analytics/health");
    expect(asked().some((c) => c.query.get("to") === "2026-03-01")).toBe(false);
    await user.clear(to);
    await user.type(to, "2026-03-31");
    await user.click(screen.getByTestId("analytics-staff"));
    await waitFor(() =>
      expect(
        asked().some(
          (c) =>
            c.query.get("from") === "2026-03-10" &&
            c.query.get("to") === "2026-03-31" &&
            c.query.get("staff") === "yes",
        ),
      ).toBe(true),
    );
  });

  it("explains when sign-ups come from the accounts, and refuses a company report without a number (Italian)", async () => {
    stub("accounts");
    const { user } = renderScreen(<ChartsPage />, { language: "it" });
    expect((await screen.findByTestId("analytics-basis-accounts")).textContent).toContain("account creati");
    await user.click(screen.getByTestId("company-report-download"));
    expect(screen.getByText("Campo obbligatorio.")).toBeTruthy();
    await user.type(screen.getByTestId("company-report-id"), "abc");
    await user.click(screen.getByTestId("company-report-download"));
    expect(screen.getByText("Inserisci un numero valido.")).toBeTruthy();
  });
});
