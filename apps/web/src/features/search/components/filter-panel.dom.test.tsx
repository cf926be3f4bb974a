// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { DEFAULT_SEARCH } from "../search-filters.ts";
import { FilterPanel } from "./filter-panel.tsx";
import { ResultCard } from "./result-card.tsx";

// The signed-in side of the panel and card shared with the open area: its own filters, switches, rate rule and
// the name, link and save toggle that a visitor's card never has.
beforeEach(() => {
  signIn(ROLE.CLIENT);
  stubFetch({
    "GET /api/technologies": ok([{ id: 3, name: "Java", category: "language" }]),
    // The staff's spoken languages (GET languages): the chosen one is named from there.
    "GET /api/languages": ok([{ code: "en", name_it: "Inglese", name_en: "English", enabled: true }]),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("FilterPanel (signed in)", () => {
  it("shows the signed-in filters and switches, and takes a rate with decimals", async () => {
    const onChange = vi.fn();
    renderScreen(<FilterPanel filters={{ ...DEFAULT_SEARCH, languages: ["en"] }} onChange={onChange} />);
    const panel = screen.getByTestId("search-filter-panel");
    expect(screen.getByTestId("search-filter-technology")).toBeTruthy();
    for (const flag of [
      "only_loco",
      "now_available",
      "only_cv_upload",
      "only_profile_feedback",
      "premium_profile",
    ])
      expect(screen.getByTestId(`search-filter-${flag}`)).toBeTruthy();
    expect(within(panel).getByText("Freelancer")).toBeTruthy();
    expect(await within(panel).findByText("English")).toBeTruthy();

    fireEvent.click(screen.getByTestId("search-filter-premium_profile"));
    expect(onChange).toHaveBeenLastCalledWith({ premium_profile: true });
    const min = screen.getByTestId("search-filter-rate-min");
    fireEvent.change(min, { target: { value: "12.5" } });
    fireEvent.blur(min);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ rate_min: 12.5, rate_max: undefined }));
  });

  it("leaves out the profile type when the search is fixed to one", () => {
    renderScreen(<FilterPanel filters={DEFAULT_SEARCH} onChange={() => undefined} hideKinds />);
    expect(within(screen.getByTestId("search-filter-panel")).queryByText("Freelancer")).toBeNull();
  });
});

describe("ResultCard (signed in)", () => {
  const profile = {
    id: 41,
    company_id: 7,
    firstname: "Marco",
    lastname: "Rossi",
    title: "Senior Java developer",
    seniority: "senior",
    city: "Milano",
    remote: true,
    full_time: true,
    available_from: null,
    daily_rate_min: 400,
    daily_rate_max: 500,
    premium: true,
    published: true,
    skills: [{ technology_id: 3, name: "Java", level: 5 }],
    updated_at: "2031-01-01T10:00:00.000Z",
    kind: "freelancer",
    localities: [],
    photo_url: null,
    contacts_visible: true,
    saved: true,
  } as unknown as Parameters<typeof ResultCard>[0]["profile"];

  it("names the profile with a link to its detail and toggles the save", () => {
    const onToggleSave = vi.fn();
    renderScreen(<ResultCard profile={profile} onToggleSave={onToggleSave} />);
    const card = screen.getByTestId("search-result");
    expect(card.getAttribute("data-saved")).toBe("true");
    expect(screen.getByTestId("search-result-link").getAttribute("href")).toBe(
      "/complete_detail/7/null/41/null/null/null/view",
    );
    expect(within(card).getByText("Marco Rossi")).toBeTruthy();
    expect(within(card).getByText("Java")).toBeTruthy();
    fireEvent.click(screen.getByTestId("search-save-toggle"));
    expect(onToggleSave).toHaveBeenCalledWith(profile);
  });
});
