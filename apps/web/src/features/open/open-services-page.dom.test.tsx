// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { OpenServicesPage } from "./open-services-page.tsx";
import { OpenSessionProvider } from "./open-session.tsx";

// The http boundary is fetch: the page, the browse hooks and the shared client run for real.
type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
};
const ok = (data: unknown) => ({ success: true, data, message: "" });
const TOKEN = "tok_services";
const item = (over: Record<string, unknown>) => ({
  id: 1,
  title: "Cloud migration",
  excerpt: "We move systems to the cloud.",
  category: "Migration",
  delivery_model: "fixed_price",
  price_kind: "from",
  price_min: 4000,
  price_max: null,
  duration_min_days: 10,
  duration_max_days: null,
  technologies: [{ id: 7, name: "AWS" }],
  supplier: { company_id: 3, name: "Nuvola Srl", city: "Milano" },
  approved_at: "2031-01-01T10:00:00.000Z",
  rating_avg: null,
  rating_count: 0,
  ...over,
});
const page = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
  facets: {
    categories: [{ id: 10, parent_id: null, name: "Cloud", count: items.length }],
    technologies: [{ id: 7, name: "AWS", count: items.length }],
    sectors: [],
    delivery_models: [{ key: "fixed_price", count: items.length }],
    price_bands: [
      { key: "under_1k", count: 0 },
      { key: "1k_5k", count: items.length },
      { key: "5k_20k", count: 0 },
      { key: "20k_50k", count: 0 },
      { key: "over_50k", count: 0 },
      { key: "on_quote", count: 0 },
    ],
  },
});
const detail = {
  ...item({ id: 2, title: "Security audit", price_kind: "range", price_min: 800, price_max: 1500 }),
  description: "A full audit of your systems.",
  category: { id: 11, name: "Security", parent: "Cloud" },
  sectors: [],
  deliverables: ["Report"],
  case_studies: [],
  supplier: {
    company_id: 3,
    name: "Nuvola Srl",
    city: "Milano",
    country: "IT",
    website: null,
    description: null,
  },
};

let calls: Call[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const parsed = new URL(url, "http://localhost");
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, path: parsed.pathname, query: parsed.searchParams, body });
      if (parsed.pathname === "/api/open/searchServicesOpen") {
        if (body?.search_word === "nothing") return Response.json(ok(page([])));
        if (body?.search_word === "audit")
          return Response.json(ok(page([item({ id: 2, title: "Security audit" })])));
        return Response.json(ok(page([item({}), item({ id: 2, title: "Security audit" })])));
      }
      if (parsed.pathname === "/api/open/searchServiceFromBar")
        return Response.json(ok(page([item({ id: 2, title: "Security audit" })])));
      if (parsed.pathname === "/api/open/serviceDetailOpen") return Response.json(ok(detail));
      return Response.json(
        { success: false, data: null, message: "", code: "common.not_found" },
        { status: 404 },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function screenAt(search = "") {
  return renderScreen(
    <OpenSessionProvider
      value={{
        token: TOKEN,
        entry: "search_services",
        language: "en",
        versionProduct: 2,
        haveSidebar: false,
        inside: false,
      }}
    >
      <Routes>
        <Route path="/open/search_services/:token" element={<OpenServicesPage />} />
      </Routes>
      <Where />
    </OpenSessionProvider>,
    { path: `/open/search_services/${TOKEN}${search}` },
  );
}

const searches = () => calls.filter((c) => c.path === "/api/open/searchServicesOpen");

describe("open search_services", () => {
  it("searches a word with the token, keeps it in the address and opens a detail", async () => {
    const { user } = screenAt();
    await screen.findByTestId("open-service-card-1");
    expect(searches()[0]?.body).toMatchObject({ token: TOKEN, page: 1 });
    await user.type(screen.getByTestId("open-service-word"), "audit");
    await user.click(screen.getByTestId("open-service-search"));
    await waitFor(() => expect(screen.queryByTestId("open-service-card-1")).toBeNull());
    expect(searches().at(-1)?.body).toMatchObject({ token: TOKEN, search_word: "audit" });
    expect(screen.getByTestId("where").textContent).toContain("q=audit");

    await user.click(within(screen.getByTestId("open-service-card-2")).getByText("Security audit"));
    const drawer = await screen.findByTestId("open-service-detail");
    expect(screen.getByTestId("where").textContent).toContain("service=2");
    const detailCall = calls.find((c) => c.path === "/api/open/serviceDetailOpen");
    expect(detailCall?.query.get("token")).toBe(TOKEN);
    expect(detailCall?.query.get("service_id")).toBe("2");
    expect(within(drawer).getByText("A full audit of your systems.")).toBeTruthy();
    expect(within(drawer).getByTestId("open-signup-link").getAttribute("href")).toBe(
      "/authentication/register?role_id=2&utm_source=open",
    );
    // A visitor gets no favourite heart, shortlist toggle or brochure.
    expect(screen.queryByRole("button", { name: /favourite|quote request|brochure/i })).toBeNull();
  });

  it("opens a service picked in the quick bar", async () => {
    const { user } = screenAt();
    await screen.findByTestId("open-service-card-1");
    await user.type(screen.getByTestId("open-service-quick"), "secu");
    await user.click(await screen.findByTestId("open-service-quick-2"));
    const bar = calls.find((c) => c.path === "/api/open/searchServiceFromBar");
    expect(bar?.body).toEqual({ token: TOKEN, name_service: "secu" });
    expect(await screen.findByTestId("open-service-detail")).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toContain("service=2");
  });

  it("opens the detail from the address and shows the empty state for no result", async () => {
    screenAt("?q=nothing&service=2");
    expect(await screen.findByTestId("open-service-empty")).toBeTruthy();
    expect(await screen.findByTestId("open-service-detail")).toBeTruthy();
  });
});
