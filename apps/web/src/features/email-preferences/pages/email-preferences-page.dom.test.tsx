// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { EmailPreferencesPage } from "./email-preferences-page.tsx";

const event = (type: string, group: string, label: string) => ({ type, group, label, enabled: true });

/** The API's catalogue: every e-mailed event, whoever the reader is. */
const CATALOGUE = [
  event("quote_received", "quotes", "New quote"),
  event("quote_accepted", "quotes", "Quote accepted"),
  event("message_received", "messages", "New message"),
  event("service_submitted", "other", "Service to review"),
];

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

  it("shows staff only the e-mails staff receive, not the clients' and suppliers' ones", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    serve(CATALOGUE);
    renderScreen(<EmailPreferencesPage />);
    expect(await screen.findByText("Service to review")).toBeTruthy();
    expect(screen.queryByText("New quote")).toBeNull();
    expect(screen.queryByText("Quote accepted")).toBeNull();
    expect(screen.queryByText("New message")).toBeNull();
    expect(screen.queryByTestId("email-preferences-no-events")).toBeNull();
  });

  it("shows a client the client's e-mails only", async () => {
    signIn(ROLE.CLIENT, "client");
    serve(CATALOGUE);
    renderScreen(<EmailPreferencesPage />);
    expect(await screen.findByText("New quote")).toBeTruthy();
    expect(screen.getByText("New message")).toBeTruthy();
    expect(screen.queryByText("Quote accepted")).toBeNull();
    expect(screen.queryByText("Service to review")).toBeNull();
    expect(screen.getByText("Switch off the alerts you do not want by e-mail.")).toBeTruthy();
  });

  it("tells a role that receives none of the events that there is nothing to choose, in Italian too", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    serve(CATALOGUE.filter((e) => e.type !== "service_submitted"));
    renderScreen(<EmailPreferencesPage />, { language: "it" });
    expect(await screen.findByTestId("email-preferences-no-events")).toBeTruthy();
    expect(
      screen.getByText("Al tuo ruolo non arriva nessun avviso via e-mail: qui non c'è nulla da scegliere."),
    ).toBeTruthy();
    expect(screen.queryByText("New quote")).toBeNull();
    expect(screen.queryByText("Disattiva gli avvisi che non vuoi ricevere per e-mail.")).toBeNull();
  });
});
