// @vitest-environment happy-dom
import { ERRORS, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { apiFailure, type FetchReply, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { NotificationsPage } from "./notifications-page.tsx";

const notice = (id: number, positionId: number, subject: string) => ({
  id,
  type: "quote_invitation",
  round: true,
  icon: "how_to_reg",
  title: "Invitation to a position",
  subject,
  time: "01/03/2026 10:00:00",
  link: `/position_list?open=${positionId}`,
});

describe("the notifications page", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("token", sessionUser(ROLE.SUPPLIER, "supplier"));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows only the invitation notices the Invite summary leads to, each opening its position", async () => {
    const calls = stubFetch({
      "GET /api/notifications/getNotifications": ok({
        counterNotificationToRead: 5,
        notifications: [notice(12, 40, "A client invites your profile Marco"), notice(11, 41, "… Giulia")],
        next_before_id: null,
      }),
    });
    renderScreen(<NotificationsPage />, { path: "/notifications?type=quote_invitation" });
    expect(await screen.findByRole("heading", { name: "Invitations to your profiles" })).toBeTruthy();
    const asked = calls.find((c) => c.path === "/api/notifications/getNotifications");
    expect(asked?.query.get("type")).toBe("quote_invitation");
    const rows = await screen.findAllByTestId("notification-item");
    expect(rows.map((r) => r.querySelector("a")?.getAttribute("href"))).toEqual([
      "/position_list?open=40",
      "/position_list?open=41",
    ]);
    // Filtered: the way back to every notification instead of Mark all as read (which reads them all).
    expect(screen.getByRole("link", { name: "All notifications" }).getAttribute("href")).toBe(
      "/notifications",
    );
    expect(screen.queryByTestId("mark-all-read")).toBeNull();
  });

  it("says so in Italian when there is no invitation, and ignores an unknown type", async () => {
    const calls = stubFetch({
      "GET /api/notifications/getNotifications": ok({
        counterNotificationToRead: 0,
        notifications: [],
        next_before_id: null,
      }),
    });
    renderScreen(<NotificationsPage />, { language: "it", path: "/notifications?type=quote_invitation" });
    expect(await screen.findByText("Nessun invito per ora")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Inviti ai tuoi profili" })).toBeTruthy();

    const all = renderScreen(<NotificationsPage />, { language: "it", path: "/notifications?type=welcome" });
    expect(await all.findByRole("heading", { name: "Notifiche" })).toBeTruthy();
    expect(calls.at(-1)?.query.get("type")).toBeNull();
    // Nothing at all: neither "all read" nor a Mark all as read button.
    expect(await all.findByText("Ancora nessuna notifica")).toBeTruthy();
    expect(all.queryByTestId("notifications-unread")).toBeNull();
    expect(all.queryByTestId("mark-all-read")).toBeNull();
  });

  it("says all read, with the button disabled, when every notification is read", async () => {
    stubFetch({
      "GET /api/notifications/getNotifications": ok({
        counterNotificationToRead: 0,
        notifications: [{ ...notice(12, 40, "Marco"), round: false }],
        next_before_id: null,
      }),
    });
    renderScreen(<NotificationsPage />);
    expect(await screen.findByTestId("notification-item")).toBeTruthy();
    expect(screen.getByTestId("notifications-unread").textContent).toBe("All read");
    expect(screen.getByTestId("mark-all-read").hasAttribute("disabled")).toBe(true);
  });

  it("offers Try again on a failed load only when asking again may help: not on a refused role", async () => {
    let reply: () => FetchReply = () => apiFailure(403, "auth.forbidden");
    const calls = stubFetch({ "GET /api/notifications/getNotifications": () => reply() });
    const refused = renderScreen(<NotificationsPage />);
    expect((await screen.findByRole("alert")).textContent).toContain(ERRORS["auth.forbidden"].en);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    refused.unmount();

    reply = () => apiFailure(500, "common.server_error");
    const { user } = renderScreen(<NotificationsPage />);
    expect((await screen.findByRole("alert")).textContent).toContain(ERRORS["common.server_error"].en);
    const asked = calls.length;
    reply = () =>
      ok({ counterNotificationToRead: 0, notifications: [notice(12, 40, "Marco")], next_before_id: null });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("notification-item")).toBeTruthy();
    expect(calls.length).toBe(asked + 1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
