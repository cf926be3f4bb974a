// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { EmailPreferencesPage } from "./email-preferences-page.tsx";

const event = (type: string, group: string, label: string) => ({ type, group, label, enabled: true });

/** The API sends the events the signed-in role is e-mailed. */
function serve(events: unknown[]) {
  stubFetch({
    "GET /api/notifications/email-preferences": ok({
      events,
      delivery: "instant",
      notifications: true,
      newsletter: false,
    }),
  });
}

describe("EmailPreferencesPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the role's e-mails by group, with the hint", async () => {
    signIn(ROLE.CLIENT, "client");
    serve([
      event("quote_received", "quotes", "New quote"),
      event("message_received", "messages", "New message"),
    ]);
    renderScreen(<EmailPreferencesPage />);
    expect(await screen.findByText("New quote")).toBeTruthy();
    expect(screen.getByText("New message")).toBeTruthy();
    expect(screen.getByText("Switch off the alerts you do not want by e-mail.")).toBeTruthy();
    expect(screen.queryByTestId("email-preferences-no-events")).toBeNull();
  });

  it("tells a role that receives none of the events that there is nothing to choose, in Italian too", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    serve([]);
    renderScreen(<EmailPreferencesPage />, { language: "it" });
    expect(await screen.findByTestId("email-preferences-no-events")).toBeTruthy();
    expect(
      screen.getByText("Al tuo ruolo non arriva nessun avviso via e-mail: qui non c'è nulla da scegliere."),
    ).toBeTruthy();
    expect(screen.queryByText("Disattiva gli avvisi che non vuoi ricevere per e-mail.")).toBeNull();
  });
});
