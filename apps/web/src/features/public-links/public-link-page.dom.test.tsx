// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../test/fetch-stub.ts";
import { PUBLIC_CARD, showPublicLink } from "./public-link-test-support.tsx";

// The http boundary is fetch: the page, the contracts' schemas, the api hooks and the shared client run for real.
const TOKEN = "k".repeat(43);
let calls: FetchCall[] = [];
let state: () => FetchReply;

beforeEach(() => {
  sessionStorage.clear();
  state = () =>
    ok({
      kind: "shortlist",
      title: "Backend shortlist",
      company_name: "Rossi Spa",
      profile_count: 2,
      language: "en",
      expires_at: "2026-12-26T10:00:00.000Z",
    });
  calls = stubFetch((call) => {
    if (call.path === "/api/publicLinkProfile/chekPublicProfile") return state();
    if (call.path === "/api/publicLinkProfile/saveContacts")
      return ok({ viewer_token: "viewer.jwt.x", expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    if (call.path === "/api/publicLinkProfile/filterProfile")
      return ok({ total: 1, items: [PUBLIC_CARD], cities: ["Milano"] });
    if (call.path === "/api/publicLinkProfile/listTech") return ok([{ id: 1, name: "Java" }]);
    if (call.path === "/api/publicLinkProfile/listLanguages") return ok([{ code: "en", name: "English" }]);
    return apiFailure(404, "common.not_found");
  });
});
afterEach(() => vi.unstubAllGlobals());

const show = (language: "it" | "en" = "en") => showPublicLink(TOKEN, language);

const fill = async (view: ReturnType<typeof show>, testId: string, text: string) => {
  await view.user.click(screen.getByTestId(testId));
  await view.user.paste(text);
};

describe("PublicLinkPage", () => {
  it("asks for contacts first (field messages, nothing sent), then shows the link's profiles", async () => {
    const view = show();
    expect((await screen.findByTestId("public-link-heading")).textContent).toBe(
      "Rossi Spa shared 2 profiles with you",
    );
    expect(screen.queryByTestId("public-profile-card")).toBeNull();
    await view.user.click(screen.getByTestId("public-contacts-submit"));
    expect((await screen.findAllByText("This field is required.")).length).toBe(4);
    expect(calls.filter((c) => c.path === "/api/publicLinkProfile/saveContacts")).toEqual([]);
    expect(screen.getByTestId("public-email").getAttribute("aria-invalid")).toBe("true");

    await fill(view, "public-firstname", "Carla");
    await fill(view, "public-lastname", "Verdi");
    await fill(view, "public-company", "Verdi Spa");
    await fill(view, "public-email", "carla@verdi.test");
    await view.user.click(screen.getByRole("checkbox"));
    await view.user.click(screen.getByTestId("public-contacts-submit"));
    expect(await screen.findByTestId("public-profile-card")).toBeTruthy();
    const saved = calls.find((c) => c.path === "/api/publicLinkProfile/saveContacts");
    expect(saved?.body).toMatchObject({
      token: TOKEN,
      firstname: "Carla",
      lastname: "Verdi",
      company_name: "Verdi Spa",
      email: "carla@verdi.test",
      consent: true,
    });
    expect(screen.getByText("Senior Java Developer")).toBeTruthy();
    expect(screen.getByTestId("public-profiles-count").textContent).toBe("1 profile");
    // The viewer token stays out of the address and is kept for a reload in this tab.
    for (const call of calls) expect(call.query.toString()).not.toContain("viewer");
    expect(sessionStorage.getItem(`public-link-viewer:${TOKEN}`)).toContain("viewer.jwt.x");
  });

  it("writes a profile's daily rate in the app's euro format, four digits grouped in Italian", async () => {
    const viewer = {
      viewer_token: "viewer.jwt.x",
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    };
    sessionStorage.setItem(`public-link-viewer:${TOKEN}`, JSON.stringify(viewer));
    const card = { ...PUBLIC_CARD, daily_rate_min: 1200, daily_rate_max: 1500 };
    calls = stubFetch((call) => {
      if (call.path === "/api/publicLinkProfile/chekPublicProfile") return state();
      if (call.path === "/api/publicLinkProfile/filterProfile")
        return ok({ total: 1, items: [card], cities: [] });
      if (call.path === "/api/publicLinkProfile/listTech") return ok([]);
      if (call.path === "/api/publicLinkProfile/listLanguages") return ok([]);
      return apiFailure(404, "common.not_found");
    });
    show("it");
    // Intl puts a no-break space before the sign; the test reads it as a plain one.
    const shown = await screen.findByTestId("public-profile-card");
    expect(shown.textContent?.replace(/\s/g, " ")).toContain(" · 1.200–1.500 €/giorno");
  });

  it("says a revoked link was revoked, in Italian too", async () => {
    state = () => apiFailure(410, "public_link.revoked");
    show("it");
    expect((await screen.findByTestId("public-link-problem-title")).textContent).toBe("Link revocato");
    expect(screen.queryByTestId("public-contacts")).toBeNull();
  });

  it("tells an expired link from an unknown one", async () => {
    state = () => apiFailure(410, "public_link.expired");
    show();
    expect((await screen.findByTestId("public-link-problem-title")).textContent).toBe("Link expired");
  });
});
