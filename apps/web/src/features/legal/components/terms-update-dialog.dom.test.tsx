// @vitest-environment happy-dom
import { ROLE, TERMS_VERSION } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { TermsUpdateDialog } from "./terms-update-dialog.tsx";

const logout = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("../../auth/index.ts", () => ({ logout }));

const status = (mustAccept: boolean, accepted: string | null = "2020-01-01") => ({
  current_version: TERMS_VERSION,
  accepted_version: accepted,
  accepted_at: accepted ? "2020-01-01T10:00:00.000Z" : null,
  must_accept: mustAccept,
});

function signIn(assumed = false) {
  saveSession("token", { ...sessionUser(ROLE.CLIENT), assumedUser: assumed });
}

describe("the terms update dialog after sign-in", () => {
  beforeEach(() => {
    localStorage.clear();
    logout.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks a user who accepted an older version, blocking, and stores the acceptance of the version in force", async () => {
    signIn();
    const calls = stubFetch({
      "GET /api/auth/terms": ok(status(true)),
      "PUT /api/auth/terms": ok(status(false, TERMS_VERSION)),
    });
    const { user } = renderScreen(<TermsUpdateDialog />);
    const dialog = await screen.findByRole("dialog", { name: "We updated our terms and privacy policy" });
    expect(dialog.textContent).toContain(TERMS_VERSION);
    expect(screen.getByRole("link", { name: "Terms of service" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("target")).toBe("_blank");
    // Blocking: Escape does not close it.
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "I accept" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      { method: "PUT", path: "/api/auth/terms", body: { version: TERMS_VERSION } },
    ]);
    expect(logout).not.toHaveBeenCalled();
  });

  it("signs out a user who refuses", async () => {
    signIn();
    const calls = stubFetch({ "GET /api/auth/terms": ok(status(true)) });
    const { user } = renderScreen(<TermsUpdateDialog />, { language: "it" });
    await screen.findByRole("dialog", { name: "Abbiamo aggiornato termini e informativa sulla privacy" });
    await user.click(screen.getByRole("button", { name: "Rifiuta ed esci" }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("shows the refusal's message and stays open when the acceptance fails", async () => {
    signIn();
    stubFetch({
      "GET /api/auth/terms": ok(status(true)),
      "PUT /api/auth/terms": Response.json(
        {
          success: false,
          data: null,
          message: "",
          code: "validation.failed",
          errors: [{ field: "version", code: "validation.terms_version", message: "" }],
        },
        { status: 400 },
      ),
    });
    const { user } = renderScreen(<TermsUpdateDialog />);
    await user.click(await screen.findByRole("button", { name: "I accept" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("asks nothing of a user whose acceptance is current, nor of staff acting as a user", async () => {
    signIn();
    const calls = stubFetch({ "GET /api/auth/terms": ok(status(false, TERMS_VERSION)) });
    renderScreen(<TermsUpdateDialog />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    vi.unstubAllGlobals();

    signIn(true);
    const assumedCalls = stubFetch({ "GET /api/auth/terms": ok(status(true)) });
    renderScreen(<TermsUpdateDialog />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assumedCalls).toEqual([]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
