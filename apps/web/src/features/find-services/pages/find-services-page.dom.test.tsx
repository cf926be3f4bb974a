// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, notFound, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { narrowScreen } from "../../../test/narrow-screen.ts";
import { renderScreen } from "../../../test/render.tsx";
import { FindServicesPage } from "./find-services-page.tsx";

// The http boundary is fetch: the page, the feature's api hooks and the shared client run for real.
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
  favourite: false,
  rating_avg: null,
  rating_count: 0,
  ...over,
});
const result = {
  items: [
    item({}),
    item({
      id: 2,
      title: "Security audit",
      price_kind: "range",
      price_min: 800,
      price_max: 1500,
      rating_avg: 4.5,
      rating_count: 12,
    }),
    item({
      id: 3,
      title: "Managed cloud",
      price_kind: "on_quote",
      price_min: null,
      delivery_model: "managed_service",
    }),
  ],
  total: 3,
  page: 1,
  limit: 20,
  facets: {
    categories: [
      { id: 10, parent_id: null, name: "Cloud", count: 3 },
      { id: 11, parent_id: 10, name: "Migration", count: 2 },
    ],
    technologies: [{ id: 7, name: "AWS", count: 3 }],
    sectors: [{ id: 5, name: "Banking", count: 1 }],
    delivery_models: [
      { key: "fixed_price", count: 2 },
      { key: "time_material", count: 0 },
      { key: "managed_service", count: 1 },
    ],
    price_bands: [
      { key: "under_1k", count: 1 },
      { key: "1k_5k", count: 1 },
      { key: "5k_20k", count: 0 },
      { key: "20k_50k", count: 0 },
      { key: "over_50k", count: 0 },
      { key: "on_quote", count: 1 },
    ],
  },
};

const mixedFacets = {
  ...result.facets,
  categories: [
    { id: 10, parent_id: null, name: "Cloud", count: 1 },
    { id: 11, parent_id: 10, name: "Migration", count: 1 },
    { id: 21, parent_id: 20, name: "Business intelligence", count: 1 },
    { id: 20, parent_id: null, name: "Data", count: 1 },
  ],
};

let calls: FetchCall[];
beforeEach(() => {
  calls = stubFetch(({ path, body }) => {
    if (path === "/api/services/searchServices") {
      if (body?.search_word === "nothing") return ok({ ...result, items: [], total: 0 });
      // Areas and categories as the API may order them: a child before its own area.
      if (body?.search_word === "tree") return ok({ ...result, facets: mixedFacets });
      // Counts the server serves while it recounts them in the background.
      if (body?.search_word === "cloud") return ok({ ...result, total: 2400, approximate: true });
      return ok(result);
    }
    if (path === "/api/services/catalogue/2")
      return ok({
        ...item({ id: 2, title: "Security audit", price_kind: "range", price_min: 800, price_max: 1500 }),
        description: "A full audit of your systems.",
        category: { id: 11, name: "Security", parent: "Cloud" },
        sectors: [],
        deliverables: ["Report"],
        case_studies: [],
        attachments: [],
        supplier: {
          company_id: 3,
          name: "Nuvola Srl",
          city: "Milano",
          country: "IT",
          website: null,
          description: null,
        },
      });
    return notFound();
  });
});
afterEach(() => vi.unstubAllGlobals());

const searches = () => calls.filter((c) => c.path === "/api/services/searchServices");
const lastSearch = () => searches().at(-1)?.body ?? {};

describe("FindServicesPage", () => {
  it("labels prices as from, range and on quote, in the reader's language", async () => {
    renderScreen(<FindServicesPage />);
    expect((await screen.findByTestId("service-price-1")).textContent).toContain("from €4,000");
    expect(screen.getByTestId("service-price-2").textContent).toContain("€800 – €1,500");
    expect(screen.getByTestId("service-price-3").textContent).toContain("on quote");
    expect(screen.getByTestId("service-card-3").textContent).toContain("Managed service");
    expect(screen.getByTestId("service-rating-2").textContent).toBe("4.5 (12)");
    expect(screen.getByTestId("service-rating-1").textContent).toBe("No reviews yet");
  });

  it("labels prices in Italian", async () => {
    renderScreen(<FindServicesPage />, { language: "it" });
    // Intl puts a no-break space before the sign; the test reads it as a plain one.
    expect((await screen.findByTestId("service-price-1")).textContent?.replace(/\s/g, " ")).toContain(
      "da 4.000 €",
    );
    expect(screen.getByTestId("service-price-3").textContent).toContain("su preventivo");
    expect(screen.getByTestId("service-rating-2").textContent).toBe("4,5 (12)");
  });

  it("toggles facet values into the search and out again, back to page 1", async () => {
    const { user } = renderScreen(<FindServicesPage />, { path: "/find_services?page=2" });
    await screen.findByTestId("service-card-1");
    expect(lastSearch()).toMatchObject({ page: 2, category_ids: [] });
    expect(within(screen.getByTestId("facet-category")).getByText("(2)")).toBeTruthy();
    await user.click(within(screen.getByTestId("facet-category-11")).getByRole("checkbox"));
    await waitFor(() => expect(lastSearch()).toMatchObject({ category_ids: [11], page: 1 }));
    await user.click(within(screen.getByTestId("facet-technology-7")).getByRole("checkbox"));
    await user.click(within(screen.getByTestId("facet-model-managed_service")).getByRole("checkbox"));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        category_ids: [11],
        technology_ids: [7],
        delivery_models: ["managed_service"],
      }),
    );
    await user.click(within(screen.getByTestId("facet-category-11")).getByRole("checkbox"));
    await waitFor(() => expect(lastSearch()).toMatchObject({ category_ids: [], technology_ids: [7] }));
  });

  it("applies a cumulative price band and the on-quote flag", async () => {
    const { user } = renderScreen(<FindServicesPage />);
    await screen.findByTestId("service-card-1");
    // Cumulative: up to €5,000 counts the two lower bands.
    await user.click(screen.getByTestId("price-up-to-5000"));
    await waitFor(() => expect(lastSearch()).toMatchObject({ price_max: 5000 }));
    expect(screen.getByTestId("price-up-to-5000").textContent).toContain("Up to €5,000 (2)");
    await user.click(screen.getByTestId("filter-on-quote"));
    await waitFor(() => expect(lastSearch()).toMatchObject({ price_max: 5000, include_on_quote: true }));
  });

  it("searches a word, shows the empty state, and opens a service's detail", async () => {
    const { user } = renderScreen(<FindServicesPage />);
    await user.click(await screen.findByText("Security audit"));
    const detail = await screen.findByTestId("service-detail");
    expect(detail.textContent).toContain("A full audit of your systems.");
    expect(detail.textContent).toContain("Cloud › Security");
    expect(within(detail).getByTestId("service-detail-price").textContent).toContain("€800 – €1,500");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.type(screen.getByTestId("service-search-word"), "nothing");
    await user.click(screen.getByTestId("service-search-submit"));
    expect((await screen.findByTestId("service-empty")).textContent).toContain(
      "No service matches these filters.",
    );
    expect(lastSearch()).toMatchObject({ search_word: "nothing" });
  });

  it("says the total is approximate while the server recounts it", async () => {
    const { user } = renderScreen(<FindServicesPage />);
    expect((await screen.findByTestId("service-total")).textContent).toBe("3 services");
    await user.type(screen.getByTestId("service-search-word"), "cloud");
    await user.click(screen.getByTestId("service-search-submit"));
    await waitFor(() => expect(screen.getByTestId("service-total").textContent).toBe("About 2400 services"));
  });

  it("opens the detail of the service named in the address (?service=<id>), with its supplier's page", async () => {
    const { user } = renderScreen(<FindServicesPage />, { path: "/find_services?service=2&q=audit" });
    const detail = await screen.findByTestId("service-detail");
    expect(within(detail).getByRole("heading", { name: "Security audit" })).toBeTruthy();
    expect(within(detail).getByTestId("service-detail-supplier").textContent).toBe("Nuvola Srl");
    expect(within(detail).getByTestId("service-detail-company-page").getAttribute("href")).toBe(
      "/supplier_profile?company=3",
    );
    expect(calls.some((c) => c.path === "/api/services/catalogue/2")).toBe(true);
    // The search of the address runs beside it; closing the detail keeps it.
    await waitFor(() => expect(lastSearch()).toMatchObject({ search_word: "audit" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByTestId("service-detail")).toBeNull());
    expect((screen.getByTestId("service-search-word") as HTMLInputElement).value).toBe("audit");
  });

  it("lists each category under its own area, whatever the order of the answer", async () => {
    renderScreen(<FindServicesPage />, { path: "/find_services?q=tree" });
    const facet = await screen.findByTestId("facet-category");
    await waitFor(() => expect(within(facet).queryByText("Data")).not.toBeNull());
    const labels = within(facet)
      .getAllByRole("checkbox")
      .map((box) => box.getAttribute("aria-label"));
    expect(labels).toEqual(["Cloud (1)", "Migration (1)", "Data (1)", "Business intelligence (1)"]);
  });

  it("ignores a malformed service id in the address", async () => {
    renderScreen(<FindServicesPage />, { path: "/find_services?service=abc" });
    await screen.findByTestId("service-card-1");
    expect(screen.queryByTestId("service-detail")).toBeNull();
    expect(calls.some((c) => c.path.startsWith("/api/services/catalogue/"))).toBe(false);
  });
});

describe("FindServicesPage on a narrow screen", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the filters behind a Filters button, so the first service comes right after the search", async () => {
    narrowScreen();
    const { user } = renderScreen(<FindServicesPage />);
    await screen.findByTestId("service-card-1");
    expect(screen.queryByTestId("facet-category")).toBeNull();
    await user.click(screen.getByTestId("service-filters-open"));
    const drawer = await screen.findByTestId("service-filters-drawer");
    await user.click(within(within(drawer).getByTestId("facet-category-11")).getByRole("checkbox"));
    await waitFor(() => expect(lastSearch()).toMatchObject({ category_ids: [11], page: 1 }));
    expect(within(drawer).getByTestId("service-filters-done").textContent).toBe("Show 3 results");
    await user.click(within(drawer).getByTestId("service-filters-done"));
    await waitFor(() => expect(screen.queryByTestId("service-filters-drawer")).toBeNull());
    expect(screen.getByTestId("service-filters-open").textContent).toBe("Filters (1)");
  });

  it("keeps the search box's label short and the example in its placeholder", async () => {
    narrowScreen();
    renderScreen(<FindServicesPage />, { language: "it" });
    const box = await screen.findByRole("textbox", { name: "Cerca servizi" });
    expect(box.getAttribute("placeholder")).toBe("es. migrazione cloud");
  });

  it("shows the facets beside the results on a wide screen", async () => {
    renderScreen(<FindServicesPage />);
    expect(await screen.findByTestId("facet-category")).toBeTruthy();
    expect(screen.queryByTestId("service-filters-open")).toBeNull();
  });
});
