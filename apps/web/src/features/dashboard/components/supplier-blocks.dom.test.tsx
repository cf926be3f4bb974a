// @vitest-environment happy-dom
import { ROLE, type SupplierDashboard } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { SupplierBlocks } from "./supplier-blocks.tsx";

const dashboard = (quotes: SupplierDashboard["quotes_by_status"]): SupplierDashboard => ({
  fitting_positions: [],
  quotes_by_status: quotes,
  profiles_without_availability: { count: 0, latest: [] },
  availability: { pending: 0, answered: 0 },
});

describe("the supplier's quotes block", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("token", sessionUser(ROLE.FREELANCER, "freelance"));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says one quote sent in the singular, and the tiles tell unread from read", async () => {
    stubFetch({ "GET /api/dashboard/supplier": ok(dashboard([{ status: "viewed", count: 1 }])) });
    renderScreen(<SupplierBlocks positionsPath="/position_list" />, { language: "it" });
    const block = await screen.findByTestId("dashboard-my-quotes-count");
    expect(block.textContent).toBe("1");
    expect(screen.getByText("preventivo inviato")).toBeTruthy();
    const tile = (status: string) =>
      screen.getAllByTestId("quote-status").find((t) => t.dataset.status === status)?.textContent;
    expect(tile("sent")).toBe("0Non ancora letti");
    expect(tile("viewed")).toBe("1Letti dal cliente");
  });

  it("uses the plural for more quotes, in English too", async () => {
    stubFetch({
      "GET /api/dashboard/supplier": ok(
        dashboard([
          { status: "sent", count: 2 },
          { status: "viewed", count: 1 },
        ]),
      ),
    });
    renderScreen(<SupplierBlocks positionsPath="/position_list" />);
    expect((await screen.findByTestId("dashboard-my-quotes-count")).textContent).toBe("3");
    expect(screen.getByText("quotes sent")).toBeTruthy();
  });
});
