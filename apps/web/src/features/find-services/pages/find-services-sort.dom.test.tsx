// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, notFound, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { FindServicesPage } from "./find-services-page.tsx";

const emptyResult = {
  items: [],
  total: 0,
  page: 1,
  limit: 20,
  facets: { categories: [], technologies: [], sectors: [], delivery_models: [], price_bands: [] },
};

let calls: FetchCall[];
beforeEach(() => {
  calls = stubFetch(({ path }) => (path === "/api/services/searchServices" ? ok(emptyResult) : notFound()));
});
afterEach(() => vi.unstubAllGlobals());

const lastSearch = () => calls.filter((c) => c.path === "/api/services/searchServices").at(-1)?.body ?? {};

describe("FindServicesPage sort menu", () => {
  it.each([
    ["en", "Rating"],
    ["it", "Valutazione"],
  ] as const)("offers the rating sort (%s) and searches with it", async (language, label) => {
    const { user } = renderScreen(<FindServicesPage />, { language });
    const sort = await screen.findByTestId("service-sort");
    await user.click(within(sort).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: label }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: "rating" }));
  });
});
