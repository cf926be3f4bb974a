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

describe("the cookie banner and the consent switch", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks a visitor once: the choice is kept in this browser and the banner goes", async () => {
    const calls = stubFetch({});
    const { user } = renderScreen(<CookieBanner />);
    expect(screen.getByRole("region", { name: "Cookie preferences" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Accept analytics" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(screen.queryByRole("region", { name: "Cookie preferences" })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows in Italian and stores a refusal", async () => {
    stubFetch({});
    const { user } = renderScreen(<CookieBanner />, { language: "it" });
    await user.click(screen.getByRole("button", { name: "Rifiuta" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
  });

  it("asks a signed-in user without a stored choice and stores the answer on the account", async () => {
    saveSession("token-1", sessionUser(ROLE.CLIENT));
    const calls = stubFetch({
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
    stubFetch({ "GET /api/analytics/consent": ok({ consent: true, consent_at: "2026-11-01T10:00:00Z" }) });
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
