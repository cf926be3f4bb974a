// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { noFacets, serviceCard } from "../find-services-test-data.ts";
import { FindServicesPage } from "./find-services-page.tsx";

// The catalogue's quote-request shortlist: a toggle on each card, the request button under the results.
const result = {
  items: [serviceCard(1, "Cloud migration"), serviceCard(2, "Security audit")],
  total: 2,
  page: 1,
  limit: 20,
  facets: noFacets,
};

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  stubFetch(() => ok(result));
});
afterEach(() => vi.unstubAllGlobals());

describe("FindServicesPage shortlist", () => {
  it("lets a client tick services into a quote request and opens the request dialog", async () => {
    signIn(ROLE.CLIENT);
    const { user } = renderScreen(<FindServicesPage />);
    const first = await screen.findByTestId("service-card-1");
    await user.click(within(first).getByRole("checkbox", { name: "Add to quote request" }));
    await user.click(
      within(screen.getByTestId("service-card-2")).getByRole("checkbox", { name: "Add to quote request" }),
    );
    await user.click(screen.getByTestId("shortlist-request"));
    expect(screen.getByTestId("shortlist-request").textContent).toBe("Request quotes (2)");
    const services = await screen.findByTestId("service-request-services");
    expect(services.textContent).toContain("Cloud migration");
    expect(services.textContent).toContain("Security audit");
  });

  it("shows no shortlist to a company administrator", async () => {
    signIn(ROLE.COMPANY_ADMINISTRATOR);
    renderScreen(<FindServicesPage />);
    await screen.findByTestId("service-card-1");
    expect(screen.queryByRole("checkbox", { name: "Add to quote request" })).toBeNull();
    expect(screen.queryByTestId("shortlist-request")).toBeNull();
  });
});
