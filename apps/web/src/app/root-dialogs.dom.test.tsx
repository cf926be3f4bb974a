// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { closeSessionExpired, openSessionExpired } from "../shared/session/session-expiry.ts";
import { renderScreen } from "../test/render.tsx";
import { RootDialogs } from "./root-dialogs.tsx";

describe("RootDialogs: the session-expired and update dialogs, imported when they open", () => {
  afterEach(() => closeSessionExpired());

  it("shows nothing until the session expires, then the modal with its countdown", async () => {
    renderScreen(<RootDialogs updateReady={false} signedIn />);
    expect(screen.queryByTestId("session-expired-dialog")).toBeNull();
    act(() => openSessionExpired());
    const dialog = await screen.findByTestId("session-expired-dialog");
    expect(dialog.textContent).toContain("Your session has expired");
    expect(screen.getByTestId("session-expired-countdown").textContent).toMatch(/signed out in \d+ seconds/);
    expect(screen.getByTestId("session-expired-extend")).toBeTruthy();
    expect(screen.queryByTestId("update-dialog")).toBeNull();
  });

  it("shows the software-update dialog once a new build is ready, in Italian too", async () => {
    const { rerender } = renderScreen(<RootDialogs updateReady={false} signedIn={false} />, {
      language: "it",
    });
    expect(screen.queryByTestId("update-dialog")).toBeNull();
    rerender(<RootDialogs updateReady signedIn={false} />);
    expect((await screen.findByRole("dialog")).textContent).toContain("È disponibile una nuova versione");
    expect(screen.getByTestId("update-reload").textContent).toBe("Ricarica");
    expect(screen.queryByTestId("session-expired-dialog")).toBeNull();
  });
});
