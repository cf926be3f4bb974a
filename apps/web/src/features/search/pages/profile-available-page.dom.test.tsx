// @vitest-environment happy-dom
import { type ProfileSearchResult, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { TalentSearch } from "./profile-available-page.tsx";

/** The part under the heading is a lazy module: its first import compiles it, seconds on a loaded machine. */
const LAZY_PART = { timeout: 10_000 };

const empty: ProfileSearchResult = {
  total: 0,
  start_profile: 0,
  limit_page: 10,
  items: [],
  facets: { seniority: [], type_profiles: [], technology: [], premium: 0, now_available: 0 },
};

describe("the talent search: its heading first, the results after", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("token", sessionUser(ROLE.CLIENT));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the address's search once, as the heading shows, and the results then show it", async () => {
    const calls = stubFetch({ "GET /api/profiles/search": ok(empty) });
    renderScreen(<TalentSearch heading="Find talent" subtitle="By skills" testId="search" />, {
      path: "/profile_available?search_word=java",
    });
    expect(screen.getByText("By skills")).toBeTruthy();
    await screen.findByTestId("search-empty", undefined, LAZY_PART);
    const searches = calls.filter((call) => call.path === "/api/profiles/search");
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get("search_word")).toBe("java");
  });

  it("says which words no profile has when the results are those of the other words", async () => {
    stubFetch({
      "GET /api/profiles/search": ok({
        ...empty,
        ignored_words: ["kotlin"],
        corrected_words: [{ typed: "develper", read: "developer" }],
      }),
    });
    renderScreen(<TalentSearch heading="Find talent" subtitle="By skills" testId="search" />, {
      path: "/profile_available?search_word=develper%20kotlin",
    });
    const note = await screen.findByTestId("search-ignored-words", undefined, LAZY_PART);
    expect(note.textContent).toBe("No profile has “kotlin”: here are the results for the other words.");
    expect(screen.getByTestId("search-corrected-words").textContent).toBe(
      "No profile has “develper”: here are the results for “developer”.",
    );
  });

  it("says nothing of words when every word was searched", async () => {
    stubFetch({ "GET /api/profiles/search": ok(empty) });
    renderScreen(<TalentSearch heading="Find talent" subtitle="By skills" testId="search" />, {
      path: "/profile_available?search_word=java",
    });
    await screen.findByTestId("search-empty", undefined, LAZY_PART);
    expect(screen.queryByTestId("search-words-note")).toBeNull();
  });

  it("the academy's search asks for students only, the same search as its results", async () => {
    const calls = stubFetch({ "GET /api/profiles/search": ok(empty) });
    renderScreen(<TalentSearch heading="Students" subtitle="Ours" testId="search" studentsOnly />);
    await screen.findByTestId("search-empty", undefined, LAZY_PART);
    const searches = calls.filter((call) => call.path === "/api/profiles/search");
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.getAll("type_profiles").join(",")).toContain("student");
  });
});
