// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { CompanyPageView } from "./company-page-view.tsx";

// The http boundary is fetch: the view, the feature's api hook and the shared client run for real.
const supplierPage = {
  id: 5,
  type: "supplier",
  name: "Nuvola Srl",
  logo_url: null,
  description: "Cloud specialists.",
  sectors: [],
  size_label: null,
  city: "Milano",
  website: null,
  published_profiles: 0,
  average_feedback: null,
  feedback_count: 0,
  profiles_page: 1,
  profiles: [],
  services: [
    { id: 41, name: "Turnkey migration to AWS", description: "Assessment and landing zone." },
    { id: 42, name: "Managed Kubernetes platform", description: "" },
  ],
};

/** Where a followed link led: the catalogue route shows its address. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage() {
  return renderScreen(
    <Routes>
      <Route path="/supplier_profile" element={<CompanyPageView companyId={5} />} />
      <Route path="/find_services" element={<Where />} />
    </Routes>,
    { path: "/supplier_profile?company=5" },
  );
}

beforeEach(() => {
  stubFetch({ "GET /api/company/5/public": ok(supplierPage) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("CompanyPageView services", () => {
  it("links each service to its detail in the catalogue for a client, and the link opens it", async () => {
    signIn(ROLE.CLIENT, "client");
    const { user } = renderPage();
    const section = await screen.findByTestId("company-page-services");
    const links = within(section).getAllByTestId("company-page-service-link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Turnkey migration to AWS", "/find_services?service=41"],
      ["Managed Kubernetes platform", "/find_services?service=42"],
    ]);
    expect(section.textContent).toContain("Assessment and landing zone.");
    await user.click(links[1] as HTMLElement);
    expect((await screen.findByTestId("where")).textContent).toBe("/find_services?service=42");
  });

  it("keeps the services as plain text for a viewer without Find Services (a supplier)", async () => {
    signIn(ROLE.SUPPLIER, "supplier");
    renderPage();
    const section = await screen.findByTestId("company-page-services");
    expect(within(section).getByTestId("company-page-service-41").textContent).toContain(
      "Turnkey migration to AWS",
    );
    expect(within(section).queryByTestId("company-page-service-link")).toBeNull();
    expect(within(section).queryByRole("link")).toBeNull();
  });
});
