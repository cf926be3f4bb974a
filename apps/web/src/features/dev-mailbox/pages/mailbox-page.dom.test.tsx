// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { MailboxPage } from "./mailbox-page.tsx";

describe("MailboxPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("offers a signed-in user the way back to their home when the mailbox is off", async () => {
    signIn(ROLE.ADMINISTRATOR);
    stubFetch({
      "GET /api/auth/getConfigurationLogin": ok({ sso: [], registration_roles: [], dev_mailbox: false }),
    });
    renderScreen(<MailboxPage />, { language: "it" });
    expect(await screen.findByText(/non è attiva su questo server/)).toBeTruthy();
    const home = screen.getByTestId("mailbox-home");
    expect(home.textContent).toBe("Torna alla home");
    // The session's home (a client's dashboard for the test user), not the public landing page.
    expect(home.getAttribute("href")).toBe("/dashboard_client");
    // The logo too.
    const links = screen.getAllByRole("link", { name: "Torna alla home" });
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/dashboard_client", "/dashboard_client"]);
  });
});
