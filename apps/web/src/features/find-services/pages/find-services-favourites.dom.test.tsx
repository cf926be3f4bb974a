// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { noFacets, serviceCard } from "../find-services-test-data.ts";
import { FindServicesPage } from "./find-services-page.tsx";

// The Catalogue / Favourites switch of Find services: the favourites tab lists GET services/favourites.
const page = { total: 2, page: 1, limit: 20 };
let calls: FetchCall[];
/** Each call's path with its query, e.g. "/api/services/favourites?page=1&limit=20". */
const addresses = () => calls.map((c) => (c.query.size > 0 ? `${c.path}?${c.query}` : c.path));

beforeEach(() => {
  clearSession();
  calls = stubFetch((call) =>
    call.path === "/api/services/favourites"
      ? ok({ ...page, total: 1, items: [serviceCard(2, "Security audit", true)] })
      : ok({
          ...page,
          facets: noFacets,
          items: [serviceCard(1, "Cloud migration", false), serviceCard(2, "Security audit", true)],
        }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

describe("FindServicesPage favourites", () => {
  it("switches to the company's favourites and back, keeping the choice in the address", async () => {
    signIn(ROLE.CLIENT);
    const { user } = renderScreen(
      <>
        <FindServicesPage />
        <Where />
      </>,
      { path: "/find_services" },
    );
    const catalogueCard = await screen.findByTestId("service-card-2");
    expect(within(catalogueCard).getByRole("button", { name: "Remove from favourites" })).toBeTruthy();
    expect(addresses().some((p) => p.startsWith("/api/services/favourites"))).toBe(false);

    await user.click(screen.getByRole("tab", { name: "Favourites" }));
    const list = await screen.findByTestId("service-favourites");
    await waitFor(() =>
      expect(within(list).getByTestId("service-favourites-total").textContent).toBe("1 favourite service"),
    );
    expect(within(list).queryByTestId("service-card-1")).toBeNull();
    expect(within(list).getByTestId("service-card-2").textContent).toContain("Security audit");
    expect(addresses()).toContain("/api/services/favourites?page=1&limit=20");
    expect(screen.getByTestId("where").textContent).toBe("?view=favourites");

    await user.click(screen.getByRole("tab", { name: "Catalogue" }));
    expect(screen.queryByTestId("service-favourites")).toBeNull();
    expect(screen.getByTestId("where").textContent).toBe("");
  });

  it("shows neither the tabs nor the hearts to staff", async () => {
    signIn(ROLE.ADMINISTRATOR);
    renderScreen(<FindServicesPage />, { path: "/find_services?view=favourites" });
    await screen.findByTestId("service-card-2");
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByTestId("service-favourite-2")).toBeNull();
    expect(screen.queryByTestId("service-favourites")).toBeNull();
  });
});
