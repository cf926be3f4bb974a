// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { OpenCollaborationPage } from "./open-collaboration-page.tsx";

const TOKEN = "aaa.bbb.ccc";
let calls: FetchCall[] = [];
let reply: () => FetchReply;

const COLLAB = {
  id: 12,
  status: "interview",
  profile_name: "Giulia Bianchi",
  client_name: "Rossi Spa",
  supplier_name: "Nexum Srl",
  need_title: "Core banking",
  position_title: "Java developer",
  service_title: null,
  price: null,
  daily_rate: 450,
  date_start: "2030-03-01",
  date_end: "2030-06-30",
  interview_status: "confirmed",
  interview_starts_at: "2030-02-10T09:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
  started_at: null,
  completed_at: null,
  cancelled_at: null,
  signed_in_path: "/collaborations_request?id=12",
};

beforeEach(() => {
  reply = () => ok(COLLAB);
  calls = stubFetch((call) =>
    call.path === "/api/open/getDetailCollaborationOpen" ? reply() : apiFailure(404, "common.not_found"),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = (language: "it" | "en" = "en") =>
  renderScreen(
    <Routes>
      <Route path="/open/collaboration/:token" element={<OpenCollaborationPage />} />
    </Routes>,
    { language, path: `/open/collaboration/${TOKEN}` },
  );

describe("OpenCollaborationPage", () => {
  it("sends the link's token in the body and shows the collaboration read-only", async () => {
    show();
    expect((await screen.findByTestId("open-collab-title")).textContent).toBe("Collaboration #12");
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/api/open/getDetailCollaborationOpen",
      body: { token: TOKEN },
    });
    expect(screen.getByTestId("open-collab-position").textContent).toBe("Java developer");
    expect(screen.getByText("€450/day")).toBeTruthy();
    expect(screen.getByText("01/03/2030 – 30/06/2030")).toBeTruthy();
    // The way in to act: signing in comes back to the collaboration's signed-in page.
    const back = "/authentication/login?returnUrl=%2Fcollaborations_request%3Fid%3D12";
    expect(screen.getByTestId("open-collab-sign-in").getAttribute("href")).toBe(back);
    expect(screen.getByTestId("open-collab-manage").getAttribute("href")).toBe(back);
    expect(screen.getByTestId("open-collab-manage").textContent).toBe("Sign in to manage it");
    // Read-only: no action buttons beyond sign-in and the language menu.
    expect(screen.queryByRole("button", { name: /cancel|start|complete/i })).toBeNull();
  });

  it("says when the link has expired, in Italian, with a sign-in link", async () => {
    reply = () => apiFailure(401, "open.collaboration_link_expired");
    show("it");
    expect((await screen.findByTestId("open-collab-problem")).textContent).toBe("Link scaduto");
    expect(screen.getByText(/Il link alla collaborazione è scaduto/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Accedi per gestirla" }).getAttribute("href")).toBe(
      "/authentication/login",
    );
    expect(screen.getByTestId("open-collab-sign-in").textContent).toBe("Accedi");
  });

  it("writes the rate and a service's price in the app's euro format, four digits grouped in Italian", async () => {
    reply = () => ok({ ...COLLAB, service_title: "Cloud migration", price: 12500, daily_rate: 1450 });
    show("it");
    // Intl puts a no-break space before the sign; the test reads it as a plain one.
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(
      await screen.findByText((_, node) => plain(node?.textContent ?? "") === "1.450 €/giorno"),
    ).toBeTruthy();
    expect(screen.getByText((_, node) => plain(node?.textContent ?? "") === "12.500 €")).toBeTruthy();
  });

  it("says when the link is not valid", async () => {
    reply = () => apiFailure(401, "open.collaboration_link_invalid");
    show();
    expect((await screen.findByTestId("open-collab-problem")).textContent).toBe("Link not valid");
  });
});
