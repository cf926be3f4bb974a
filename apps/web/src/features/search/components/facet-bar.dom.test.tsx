// @vitest-environment happy-dom
import type { ProfileSearchFacets } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { DEFAULT_SEARCH } from "../search-filters.ts";
import { FacetBar } from "./facet-bar.tsx";

const facets: ProfileSearchFacets = {
  seniority: [{ key: "senior", count: 12_000 }],
  type_profiles: [],
  technology: [{ id: 3, name: "Java", count: 4_210 }],
  premium: 7,
  now_available: 30,
};

// Counts the server is recounting in the background (ProfileSearchResult.approximate) are labelled as such.
describe("FacetBar counts", () => {
  it("shows exact counts as they are", () => {
    renderScreen(<FacetBar facets={facets} filters={DEFAULT_SEARCH} onChange={vi.fn()} />);
    expect(screen.getByTestId("search-facet-tech-3").textContent).toBe("Java (4210)");
    expect(screen.queryByTestId("search-facets-approximate")).toBeNull();
  });

  it("marks approximate counts and says why, in Italian too", () => {
    renderScreen(<FacetBar facets={facets} filters={DEFAULT_SEARCH} onChange={vi.fn()} approximate />, {
      language: "it",
    });
    expect(screen.getByTestId("search-facet-tech-3").textContent).toBe("Java (≈ 4210)");
    expect(screen.getByTestId("search-facets-approximate").textContent).toBe(
      "Conteggi in aggiornamento: i numeri sono approssimativi.",
    );
  });
});
