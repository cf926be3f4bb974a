// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { sessionUser } from "../../test/session.ts";
import { saveSession } from "../session/session-store.ts";
import { CONSENT_STORAGE_KEY } from "./consent-store.ts";
import { ConsentSwitch } from "./consent-switch.tsx";
import { CookieBanner } from "./cookie-banner.tsx";

/** GET auth/getBrand of the host: a brand recording analytics or not. */
function brandRoute(analytics: boolean) {
  return {
    "GET /api/auth/getBrand": ok({
      id: 1,
      name: "Brand",
      host_pattern: null,
      colors: Object.fromEntries(
        [
          "main",
          "secondary",
          "light",
          "dark",
          "grey",
          "greyLight",
          "excellent",
          "veryGood",
          "good",
          "bad",
          "noData",
        ].map((name) => [name, "#123456"]),
      ),
      login_image_url: null,
      logo_url: "",
      kind: "standard",
      sales_email: null,
      analytics_enabled: analytics,
    }),
  };
}
const TRACKED = brandRoute(true);

describe("the cookie banner and the consent switch", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks a visitor once: the choice is kept in this browser and the banner goes", async () => {
    const calls = stubFetch(TRACKED);
    const { user } = renderScreen(<CookieBanner />);
    expect(await screen.findByRole("region", { name: "Cookie preferences" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Accept analytics" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(screen.queryByRole("region", { name: "Cookie preferences" })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(["/api/auth/getBrand"]);
  });

  it("does not ask on a brand without analytics, signed in or not", async () => {
    const calls = stubFetch(brandRoute(false));
    const { unmount } = renderScreen(<CookieBanner />);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(["/api/auth/getBrand"]));
    // The answer has been rendered: still no banner.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole("region", { name: "Cookie preferences" })).toBeNull();
    unmount();
    saveSession("token-1", sessionUser(ROLE.CLIENT));
    const signedIn = stubFetch({
      ...brandRoute(false),
      "GET /api/analytics/consent": ok({ consent: null, consent_at: null }),
    });
    renderScreen(<CookieBanner />);
    await waitFor(() => expect(signedIn.map((c) => c.path)).toContain("/api/analytics/consent"));
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole("region", { name: "Cookie preferences" })).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("asks when the brand cannot be read", async () => {
    stubFetch({});
    renderScreen(<CookieBanner />);
    expect(
      await screen.findByRole("region", { name: "Cookie preferences" }, { timeout: 3_000 }),
    ).toBeTruthy();
  });

  it("shows in Italian and stores a refusal", async () => {
    stubFetch(TRACKED);
    const { user } = renderScreen(<CookieBanner />, { language: "it" });
    await user.click(await screen.findByRole("button", { name: "Rifiuta" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
  });

  it("asks a signed-in user without a stored choice and stores the answer on the account", async () => {
    saveSession("token-1", sessionUser(ROLE.CLIENT));
    const calls = stubFetch({
      ...TRACKED,
      "GET /api/analytics/consent": ok({ consent: null, consent_at: null }),
      "PUT /api/analytics/consent": (call) =>
        ok({ consent: call.body?.consent, consent_at: "2026-11-26T10:00:00Z" }),
    });
    const { user } = renderScreen(<CookieBanner />);
    await user.click(await screen.findByRole("button", { name: "Refuse" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ consent: false });
    expect(screen.queryByRole("region", { name: "Cookie preferences" })).toBeNull();
  });

  it("does not ask a signed-in user whose account holds a choice, and adopts it", async () => {
    saveSession("token-1", sessionUser(ROLE.SUPPLIER, "supplier"));
    stubFetch({
      ...TRACKED,
      "GET /api/analytics/consent": ok({ consent: true, consent_at: "2026-11-01T10:00:00Z" }),
    });
    renderScreen(<CookieBanner />);
    await waitFor(() => expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted"));
    expect(screen.queryByRole("region", { name: "Cookie preferences" })).toBeNull();
  });

  it("switches analytics off and on from the profile page, stored on the account", async () => {
    saveSession("token-1", sessionUser(ROLE.CLIENT));
    const calls = stubFetch({
      "GET /api/analytics/consent": ok({ consent: true, consent_at: "2026-11-01T10:00:00Z" }),
      "PUT /api/analytics/consent": (call) =>
        ok({ consent: call.body?.consent, consent_at: "2026-11-26T10:00:00Z" }),
    });
    const { user } = renderScreen(<ConsentSwitch />);
    const toggle = await screen.findByRole("switch", {
      name: "Allow usage analytics on the platform",
    });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await user.click(toggle);
    expect(
      await screen.findByText("Analytics turned off: your actions are no longer recorded."),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ consent: false }]);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
  });
});
