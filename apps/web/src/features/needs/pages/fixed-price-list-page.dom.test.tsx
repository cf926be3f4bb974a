// @vitest-environment happy-dom
import { type OpenProject, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { FixedPriceListPage } from "./fixed-price-list-page.tsx";

const PROJECT: OpenProject = {
  id: 7,
  title: "Portale clienti",
  description: "Un portale self-service.",
  sector_code: null,
  city: null,
  remote_allowed: true,
  budget: 40000,
  deadline: "2027-03-31",
  published_at: "2026-11-25T10:00:00.000Z",
  client: { id: 3, name: "Gruppo Distribuzione" },
  documents: [],
};

/** /position_list_fixed_price with the project's drawer open, as the signed-in role. */
function renderOpenProject(role: number, companyType: string) {
  signIn(role, companyType);
  stubFetch({
    "GET /api/positions/fixed-price": ok({ items: [PROJECT], total: 1, page: 1, limit: 20 }),
  });
  return renderScreen(<FixedPriceListPage />, { path: "/position_list_fixed_price?open=7" });
}

describe("/position_list_fixed_price: the proposal only for who may send one", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("offers staff no Send proposal and no My quotes, with a neutral description", async () => {
    renderOpenProject(ROLE.ADMINISTRATOR, "staff");
    expect(await screen.findByTestId("project-detail")).toBeTruthy();
    expect(screen.queryByTestId("send-proposal")).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getByText("Fixed Price projects published by client companies.")).toBeTruthy();
  });

  it("still offers a supplier Send proposal", async () => {
    renderOpenProject(ROLE.SUPPLIER, "supplier");
    expect(await screen.findByTestId("project-detail")).toBeTruthy();
    expect(screen.getByTestId("send-proposal")).toBeTruthy();
  });
});
