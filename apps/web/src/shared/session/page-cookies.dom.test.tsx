// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../test/fetch-stub.ts";
import { sessionUser } from "../../test/session.ts";
import { markFirstPageShown } from "../scheduling/when-page-idle.ts";
import { usePageCookies, VIEW_COOKIE } from "./page-cookies.ts";
import { clearSession, saveSession } from "./session-store.ts";

function Probe() {
  usePageCookies();
  return null;
}

const viewCookie = () =>
  document.cookie
    .split("; ")
    .find((cookie) => cookie.startsWith(`${VIEW_COOKIE}=`))
    ?.slice(VIEW_COOKIE.length + 1);

/** The signed-in pages' cookies (issue 20, Speed): asked for and written while a session is stored. */
describe("usePageCookies", () => {
  beforeEach(() => {
    markFirstPageShown();
    // biome-ignore lint/suspicious/noDocumentCookie: the test empties the cookie it checks.
    document.cookie = `${VIEW_COOKIE}=; Max-Age=0; Path=/`;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks for the page cookie once the page is idle, again for a new token, and writes the view", async () => {
    const user = sessionUser(ROLE.CLIENT);
    saveSession("token", user);
    localStorage.setItem("menuLayout", "horizontal");
    const calls = stubFetch({ "POST /api/auth/pageSession": ok({ page_session: true }) });
    render(<Probe />);
    await waitFor(
      () =>
        expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /api/auth/pageSession"]),
      { timeout: 3_000 },
    );
    // happy-dom's window is 1024 px wide: every limit reached.
    expect(viewCookie()).toBe("3.h");
    act(() => saveSession("refreshed-token", user));
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3_000 });
  });

  it("asks for nothing and writes nothing while signed out", async () => {
    const calls = stubFetch({ "POST /api/auth/pageSession": ok({ page_session: true }) });
    clearSession();
    render(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls).toHaveLength(0);
    expect(viewCookie()).toBeUndefined();
  });
});
