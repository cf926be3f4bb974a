// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { OpenProfileDetailPage } from "./open-profile-detail-page.tsx";
import { OpenProfilesPage } from "./open-profiles-page.tsx";
import { OpenSessionProvider } from "./open-session.tsx";

// The http boundary is fetch: the pages, the browse hooks and the shared client run for real.
type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
};
const ok = (data: unknown) => ({ success: true, data, message: "" });
const TOKEN = "tok_abc123";
const card = (over: Record<string, unknown>) => ({
  id: 41,
  company_id: 7,
  firstname: "Marco",
  lastname: "R.",
  title: "Senior Java developer",
  seniority: "senior",
  city: "Milano",
  remote: true,
  full_time: true,
  available_from: null,
  daily_rate_min: 400,
  daily_rate_max: 500,
  premium: false,
  published: true,
  skills: [{ technology_id: 3, name: "Java", level: 5 }],
  updated_at: "2031-01-01T10:00:00.000Z",
  kind: "freelancer",
  localities: [],
  ...over,
});
const facets = {
  seniority: [{ key: "senior", count: 1 }],
  type_profiles: [{ key: "freelancer", count: 1 }],
  technology: [{ id: 3, name: "Java", count: 1 }],
  premium: 0,
  now_available: 1,
};
const detail = {
  ...card({}),
  summary: "Fifteen years of backend work.",
  skills: [{ technology_id: 3, name: "Java", years: 10, level: 5 }],
  languages: [{ code: "en", level: "C1" }],
  experiences: [],
  certifications: [],
  education: [],
  created_at: "2030-01-01T10:00:00.000Z",
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
      if (parsed.pathname === "/api/open/getTechOpen")
        return Response.json(ok([{ id: 3, name: "Java", category: "language" }]));
      if (parsed.pathname === "/api/open/getLanguagesOpen")
        return Response.json(ok([{ code: "en", name: "English" }]));
      if (parsed.pathname === "/api/open/filterProfileOpen") {
        const items = body?.search_word === "nobody" ? [] : [card({})];
        return Response.json(ok({ total: items.length, start_profile: 0, limit_page: 20, items, facets }));
      }
      if (parsed.pathname === "/api/open/profileDetailOpen") return Response.json(ok(detail));
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
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function screenAt(path: string) {
  return renderScreen(
    <OpenSessionProvider
      value={{
        token: TOKEN,
        entry: "profile_available",
        language: "en",
        versionProduct: 2,
        haveSidebar: true,
        inside: false,
      }}
    >
      <Routes>
        <Route path="/open/profile_available/:token" element={<OpenProfilesPage />} />
        <Route path="/open/complete_detail/:token/*" element={<OpenProfileDetailPage />} />
      </Routes>
      <Where />
    </OpenSessionProvider>,
    { path },
  );
}

const searches = () => calls.filter((c) => c.path === "/api/open/filterProfileOpen");

describe("open profile_available", () => {
  it("posts the filter from the address with the token and shows anonymised cards", async () => {
    screenAt(`/open/profile_available/${TOKEN}?technology=3&seniority=senior`);
    const cards = await screen.findAllByTestId("open-profile-card");
    expect(cards).toHaveLength(1);
    const last = searches().at(-1);
    expect(last?.method).toBe("POST");
    expect(last?.body).toMatchObject({ token: TOKEN, technology: "3", seniority: "senior" });
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText("Senior Java developer")).toBeTruthy();
    expect(within(first).getByTestId("open-profile-initials").textContent).toBe("MR");
    expect(within(first).queryByText(/Marco/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/@|e-mail|email/i);
    expect(within(first).getByTestId("open-profile-view").getAttribute("href")).toBe(
      `/open/complete_detail/${TOKEN}/7/null/41/null/null/null/view`,
    );
  });

  it("keeps a new filter in the address and searches with it", async () => {
    const { user } = screenAt(`/open/profile_available/${TOKEN}`);
    await screen.findAllByTestId("open-profile-card");
    await user.click(screen.getByTestId("open-filter-now_available"));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toContain("now_available=1"));
    await waitFor(() => expect(searches().at(-1)?.body).toMatchObject({ token: TOKEN, now_available: "1" }));
  });

  it("shows the empty state when nothing matches", async () => {
    screenAt(`/open/profile_available/${TOKEN}?search_word=nobody`);
    expect(await screen.findByTestId("open-profiles-empty")).toBeTruthy();
    expect(screen.queryByTestId("open-profile-card")).toBeNull();
  });

  it("opens the anonymised detail with the sign-up call to action", async () => {
    screenAt(`/open/complete_detail/${TOKEN}/7/null/41/null/null/null/view`);
    expect(await screen.findByTestId("open-profile-detail")).toBeTruthy();
    const detailCall = calls.find((c) => c.path === "/api/open/profileDetailOpen");
    expect(detailCall?.query.get("token")).toBe(TOKEN);
    expect(detailCall?.query.get("profile_id")).toBe("41");
    expect(screen.getByText("Fifteen years of backend work.")).toBeTruthy();
    expect(screen.getByTestId("open-signup-link").getAttribute("href")).toBe(
      "/authentication/register?role_id=2&utm_source=open",
    );
    expect(document.body.textContent).not.toMatch(/Marco|@/);
  });

  it("says so when the detail address holds no profile id", async () => {
    screenAt(`/open/complete_detail/${TOKEN}/7/null/abc/null/null/null/view`);
    expect(await screen.findByText("This profile link is not valid.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/open/profileDetailOpen")).toBe(false);
  });
});
