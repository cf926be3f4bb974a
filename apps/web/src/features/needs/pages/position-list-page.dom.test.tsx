// @vitest-environment happy-dom
import { type OpenPosition, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { PositionListPage } from "./position-list-page.tsx";

const POSITION: OpenPosition = {
  id: 41,
  title: "DevOps Engineer AWS",
  seniority: "senior",
  city: null,
  remote_allowed: true,
  max_daily_rate: 480,
  profiles_wanted: 1,
  date_start: "2026-12-22",
  date_end: "2027-08-24",
  description: "Infrastructure as code.",
  mandatory_skills: [],
  nice_skills: [],
  languages: [],
  published_at: "2026-11-25T10:00:00.000Z",
  need_id: 5,
  need_title: "E-commerce headless",
  client: { id: 3, name: "Gruppo Distribuzione" },
};

/** /position_list with the position's drawer open, as the signed-in role. */
function renderOpenPosition(role: number, companyType: string) {
  signIn(role, companyType);
  stubFetch({
    "GET /api/positions": ok({ items: [POSITION], total: 1, page: 1, limit: 20 }),
  });
  return renderScreen(<PositionListPage />, { path: "/position_list?open=41" });
}

describe("/position_list: supplier actions only for who may send quotes", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("offers staff neither My quotes nor Send quote, with a neutral description", async () => {
    renderOpenPosition(ROLE.ADMINISTRATOR, "staff");
    expect(await screen.findByTestId("position-detail")).toBeTruthy();
    expect(screen.queryByTestId("send-quote")).toBeNull();
    expect(screen.queryByTestId("market-tab-quotes")).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getByText("Open positions published by client companies.")).toBeTruthy();
    expect(screen.queryByText(/propose your profiles/)).toBeNull();
  });

  it("still offers a supplier My quotes and Send quote", async () => {
    renderOpenPosition(ROLE.SUPPLIER, "supplier");
    expect(await screen.findByTestId("position-detail")).toBeTruthy();
    expect(screen.getByTestId("send-quote")).toBeTruthy();
    expect(screen.getByTestId("market-tab-quotes")).toBeTruthy();
    expect(screen.getByText("Open positions of client companies: propose your profiles.")).toBeTruthy();
  });
});
