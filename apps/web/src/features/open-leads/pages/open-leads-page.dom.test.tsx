// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { OpenLeadsPage } from "./open-leads-page.tsx";

const lead = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: "need",
  status: "first_need",
  email: `lead${id}@cliente.test`,
  firstname: "Paolo",
  lastname: "Rossi",
  company_name: "Rossi Srl",
  profile: null,
  need: { title: "Team Java", type: "tm" },
  utm_source: "fair-2031",
  utm_medium: "stand",
  utm_campaign: null,
  caller: "partner_web",
  company: { id: 9, name: "Rossi Srl" },
  created_at: "2031-03-02T09:00:00Z",
  registered_at: "2031-03-03T10:00:00Z",
  ...overrides,
});

const funnel = {
  from: "2031-02-02",
  to: "2031-03-03",
  rows: [
    { utm_source: "fair-2031", visits: 10, contacts: 4, registrations: 2, first_needs: 1 },
    { utm_source: null, visits: 3, contacts: 0, registrations: 0, first_needs: 0 },
  ],
};

function stub() {
  return stubFetch({
    "GET /api/admin/open-leads": (call: FetchCall) =>
      ok({
        items:
          call.query.get("status") === "new"
            ? [
                lead(2, {
                  status: "new",
                  kind: "availability",
                  need: null,
                  profile: { id: 5, title: "Java dev" },
                  company: null,
                  registered_at: null,
                }),
              ]
            : [lead(1)],
        total: call.query.get("status") === "new" ? 1 : 30,
        page: Number(call.query.get("page") ?? 1),
        limit: 25,
      }),
    "GET /api/admin/open-leads/funnel": ok(funnel),
  });
}

describe("OpenLeadsPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the leads with their source, need and status, and the funnel per source", async () => {
    stub();
    renderScreen(<OpenLeadsPage />);
    const [row] = await screen.findAllByTestId("open-lead-row");
    const cells = within(row as HTMLElement);
    expect(cells.getByText("lead1@cliente.test")).toBeTruthy();
    expect(cells.getByText("fair-2031")).toBeTruthy();
    expect(cells.getByText("stand")).toBeTruthy();
    expect(cells.getByText("Team Java")).toBeTruthy();
    expect(cells.getByText("Time & Material")).toBeTruthy();
    expect(cells.getByTestId("lead-status-first_need").textContent).toBe("First need");
    const funnelRows = await screen.findAllByTestId("funnel-row");
    expect(funnelRows.map((r) => r.textContent)).toEqual(["fair-203110421", "(none)3000"]);
    expect(screen.getByTestId("funnel-period").textContent).toContain("2031-02-02");
  });

  it("sends the filters, pages, and asks the funnel for the same period", async () => {
    const calls = stub();
    const { user } = renderScreen(<OpenLeadsPage />);
    await screen.findAllByTestId("open-lead-row");
    await user.click(screen.getByRole("button", { name: /page 2/i }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/admin/open-leads" && c.query.get("page") === "2")).toBe(true),
    );
    await user.click(within(screen.getByTestId("leads-status")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "New" }));
    await user.type(screen.getByTestId("leads-source"), "fair");
    await waitFor(() => {
      const last = calls.filter((c) => c.path === "/api/admin/open-leads").at(-1);
      expect(last?.query.get("status")).toBe("new");
      expect(last?.query.get("source")).toBe("fair");
      expect(last?.query.get("page")).toBe("1");
    });
    expect(await screen.findByText("Java dev")).toBeTruthy();
    const from = screen.getByTestId("leads-from");
    await user.type(from, "2031-03-01");
    await waitFor(() => {
      const lastFunnel = calls.filter((c) => c.path === "/api/admin/open-leads/funnel").at(-1);
      expect(lastFunnel?.query.get("from")).toBe("2031-03-01");
    });
  });

  it("refuses a reversed period on the end date and asks nothing for it", async () => {
    const calls = stub();
    const { user } = renderScreen(<OpenLeadsPage />, { language: "it" });
    await screen.findAllByTestId("open-lead-row");
    await user.type(screen.getByTestId("leads-from"), "2031-03-10");
    await user.type(screen.getByTestId("leads-to"), "2031-03-01");
    expect(
      (await screen.findAllByText("La data di fine non può precedere quella di inizio.")).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.query.get("to") === "2031-03-01")).toBe(false);
    expect((screen.getByTestId("leads-export") as HTMLButtonElement).disabled).toBe(true);
  });
});
