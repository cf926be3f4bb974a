// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { signIn } from "../../test/session.ts";
import { clearSession } from "../session/session-store.ts";
import { writeSupportChatConsent } from "../tracking/index.ts";
import { SUPPORT_CHAT_SCRIPT_ID } from "./provider-script.ts";
import { SupportChatLoader } from "./support-chat-loader.tsx";

const CRISP = { provider: "crisp", site_id: "1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f" };
const WIDGET_PATH = "/api/admin/support-chat/widget";

const script = () => document.getElementById(SUPPORT_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
/** Lets the widget's answer arrive and render. */
const settle = () => new Promise((done) => setTimeout(done, 50));

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  document.getElementById(SUPPORT_CHAT_SCRIPT_ID)?.remove();
});

describe("the support chat loader", () => {
  it("does nothing when the widget is off (or not offered on this host)", async () => {
    writeSupportChatConsent(true);
    const calls = stubFetch({ [`GET ${WIDGET_PATH}`]: ok({ widget: null }) });
    renderScreen(<SupportChatLoader />);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual([WIDGET_PATH]));
    expect(calls[0]?.query.get("url")).toBe(window.location.host);
    await settle();
    expect(script()).toBeNull();
    expect(screen.queryByTestId("support-chat-open")).toBeNull();
  });

  it("without the visitor's permission loads nothing, and asks; once allowed, adds the provider's script", async () => {
    stubFetch({ [`GET ${WIDGET_PATH}`]: ok({ widget: CRISP }) });
    const { user } = renderScreen(<SupportChatLoader />);
    await user.click(await screen.findByRole("button", { name: "Support chat" }));
    expect(script()).toBeNull();
    // The question is its own chunk, imported as it opens.
    expect(await screen.findByText(/provided by Crisp/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Closed (unmounted), it gives the focus back to the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Support chat" }));
    expect(script()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Support chat" }));
    await user.click(await screen.findByRole("button", { name: "Allow and open" }));
    await waitFor(() => expect(script()?.src).toBe("https://client.crisp.chat/l.js"));
    expect((window as { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID).toBe(CRISP.site_id);
    expect(screen.queryByRole("button", { name: "Support chat" })).toBeNull();
  });

  it("never loads for a signed-in user, and takes the widget away when the visitor signs in", async () => {
    writeSupportChatConsent(true);
    signIn(ROLE.CLIENT);
    const signedIn = stubFetch({ [`GET ${WIDGET_PATH}`]: ok({ widget: CRISP }) });
    const { unmount } = renderScreen(<SupportChatLoader />);
    await settle();
    expect(signedIn).toHaveLength(0);
    expect(script()).toBeNull();
    unmount();

    clearSession();
    stubFetch({
      [`GET ${WIDGET_PATH}`]: ok({
        widget: { provider: "tawk", site_id: "5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5" },
      }),
    });
    renderScreen(<SupportChatLoader />);
    await waitFor(() =>
      expect(script()?.src).toBe("https://embed.tawk.to/5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5"),
    );
    act(() => signIn(ROLE.CLIENT));
    await waitFor(() => expect(script()).toBeNull());
    expect((window as { Tawk_API?: unknown }).Tawk_API).toBeUndefined();
  });
});
