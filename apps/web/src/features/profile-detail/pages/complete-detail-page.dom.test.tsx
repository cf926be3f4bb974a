// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { BlockedFeatureModal } from "../../plans/index.ts";
import { credits, lockedProfile, positions } from "../profile-detail-test-support.ts";
import { CompleteDetailPage } from "./complete-detail-page.tsx";

const noFeedback = ok({ average: null, count: 0, items: [] });

let refuseInvitation = false;

function stubApi(options: { blocked?: string[]; profile?: object; saved?: boolean } = {}) {
  let saved = options.saved ?? false;
  const calls = stubFetch({
    "GET /api/profiles/41": ok({ ...lockedProfile, ...options.profile }),
    "GET /api/profiles/41/collaboration-feedback": noFeedback,
    "GET /api/company/getNumberCredits": ok(credits(options.blocked ?? [])),
    "GET /api/saved-profiles/41": () =>
      ok(saved ? { profile: searchItem, note: "", saved_at: "2026-01-01T00:00:00.000Z" } : null),
    "POST /api/saved-profiles": () => {
      saved = true;
      return ok({ profile: searchItem, note: "", saved_at: "2026-01-01T00:00:00.000Z" });
    },
    "GET /api/availability-requests/positions": ok(positions),
    "POST /api/profiles/41/position-invitations": (call: FetchCall) =>
      refuseInvitation
        ? apiFailure(409, "quotes.already_invited")
        : ok({
            profile_id: 41,
            position_id: call.body?.position_id,
            position_title: "Java developer",
            invited_at: "2026-01-01T00:00:00.000Z",
          }),
  });
  return calls;
}

const searchItem = {
  id: 41,
  company_id: 7,
  firstname: "Giulia",
  lastname: "B.",
  title: "Java developer",
  seniority: "senior",
  kind: "employee",
  available_from: null,
  daily_rate_min: 400,
  daily_rate_max: 500,
  city: "Milano",
  localities: [],
  remote: true,
  full_time: true,
  published: true,
  updated_at: "2026-01-01T00:00:00.000Z",
  skills: [],
  premium: false,
  photo_url: null,
  contacts_visible: false,
  saved: true,
};

function open(path = "/complete_detail/7/null/41/null/null/null/view") {
  return renderScreen(
    <>
      <Routes>
        <Route
          path="/complete_detail/:company_id/:id_token_usage/:employee_id/:nomination_id?/:id_client_need?/:operations?/:mode_operation?"
          element={<CompleteDetailPage />}
        />
      </Routes>
      <BlockedFeatureModal roleId={ROLE.CLIENT} />
    </>,
    { path },
  );
}

afterEach(() => {
  refuseInvitation = false;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("CompleteDetailPage (complete_detail)", () => {
  it("shows a client the whole profile with its company and every action its plan allows", async () => {
    signIn(ROLE.CLIENT);
    stubApi();
    open();
    expect(await screen.findByTestId("profile-detail-name")).toHaveProperty("textContent", "Giulia B.");
    expect(screen.getByTestId("profile-detail-company").textContent).toBe("Nuvola Srl");
    expect(screen.getByText("Backend lead · Banca Uno")).toBeTruthy();
    expect(screen.getByText("8 years")).toBeTruthy();
    expect(screen.getByTestId("contacts-hidden")).toBeTruthy();
    const actions = screen.getByTestId("profile-actions");
    await waitFor(() =>
      expect(within(actions).getByTestId("profile-save").hasAttribute("disabled")).toBe(false),
    );
    for (const id of ["profile-request-availability", "profile-invite", "profile-chat"])
      expect(within(actions).getByTestId(id)).toBeTruthy();
    expect(screen.getByTestId("cv-download-en")).toBeTruthy();
    expect(screen.getByTestId("unlock-contacts")).toBeTruthy();
  });

  it("saves with a note and invites to the position it was opened for", async () => {
    signIn(ROLE.CLIENT);
    const calls = stubApi();
    const { user } = open("/complete_detail/7/null/41/null/null/null/view?position=6");
    const save = await screen.findByTestId("profile-save");
    await waitFor(() => expect(save.hasAttribute("disabled")).toBe(false));
    await user.click(save);
    await user.type(await screen.findByTestId("note-input"), "Call in May");
    await user.click(screen.getByTestId("note-confirm"));
    await waitFor(() => expect(screen.getByTestId("profile-save").getAttribute("data-saved")).toBe("true"));
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/saved-profiles")?.body).toEqual({
      profile_id: 41,
      note: "Call in May",
    });

    await user.click(screen.getByTestId("profile-invite"));
    const dialog = await screen.findByTestId("invite-dialog");
    await within(dialog).findByText("Tester · Core banking");
    await user.click(screen.getByTestId("invite-send"));
    await screen.findByText("Invitation to Java developer sent.");
    expect(calls.find((c) => c.path === "/api/profiles/41/position-invitations")?.body).toEqual({
      position_id: 6,
    });
  });

  it("asks for a position before inviting, and shows the API's refusal in the dialog", async () => {
    signIn(ROLE.CLIENT);
    const calls = stubApi();
    const { user } = open();
    await user.click(await screen.findByTestId("profile-invite"));
    await screen.findByTestId("invite-dialog");
    await user.click(screen.getByTestId("invite-send"));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/profiles/41/position-invitations")).toBe(false);
    refuseInvitation = true;
    await user.click(within(screen.getByTestId("invite-dialog")).getByRole("combobox"));
    await user.click(await screen.findByText("Java developer · Core banking"));
    await user.click(screen.getByTestId("invite-send"));
    expect(await screen.findByText("You have already invited this profile to this position.")).toBeTruthy();
    expect(screen.getByTestId("invite-dialog")).toBeTruthy();
  });

  it("opens the blocked-feature modal naming the plan instead of a function the plan blocks", async () => {
    signIn(ROLE.CLIENT);
    const calls = stubApi({ blocked: ["request_available", "information_blocked"] });
    const { user } = open();
    const ask = await screen.findByTestId("profile-request-availability");
    // A click before the plan's answer waits for it (no race with the limitations call).
    expect(calls.some((c) => c.path === "/api/company/getNumberCredits")).toBe(true);
    await user.click(ask);
    const modal = await screen.findByTestId("blocked-modal");
    expect(within(modal).getByTestId("blocked-text").textContent).toContain("Starter");
    expect(screen.queryByTestId("availability-request-dialog")).toBeNull();
    await user.click(within(modal).getByTestId("blocked-cancel"));
    await waitFor(() => expect(screen.queryByTestId("blocked-modal")).toBeNull());
    // Unlocking contacts is blocked too: the modal, not the credit question.
    await user.click(screen.getByTestId("unlock-contacts"));
    await screen.findByTestId("blocked-modal");
    expect(screen.queryByText("Unlock contacts?")).toBeNull();
  });

  it("shares through the public-links dialog, or opens the blocked-feature modal when the plan blocks sharing", async () => {
    signIn(ROLE.CLIENT);
    stubApi();
    const first = open();
    await first.user.click(await screen.findByTestId("share-profile"));
    expect(await screen.findByTestId("share-dialog")).toBeTruthy();
    first.unmount();

    vi.unstubAllGlobals();
    stubApi({ blocked: ["share_profile_information"] });
    const { user, queryClient } = open();
    const share = await screen.findByTestId("share-profile");
    // Sharing opens at once, so it relies on the plan's answer the page asked for on opening.
    await waitFor(() => expect(queryClient.getQueryData(["plans", "limitations", 9])).toBeTruthy());
    await user.click(share);
    const text = await screen.findByTestId("blocked-text");
    expect(text.textContent).toContain("Starter");
    expect(screen.queryByTestId("share-dialog")).toBeNull();
  });

  it("names the supplier company to a client who came from a match card, as the card does", async () => {
    signIn(ROLE.CLIENT);
    stubApi();
    open("/complete_detail/null/null/41/null/null/null/view?position=5");
    await screen.findByTestId("profile-detail-name");
    expect(screen.getByTestId("profile-detail-company").getAttribute("href")).toContain(
      "/supplier_profile?company=",
    );
  });

  it("gives staff the CV download only, and the owner the edit button", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    stubApi({ profile: { contacts_visible: true, lastname: "Bianchi", email: "g@nuvola.test" } });
    open();
    await screen.findByTestId("profile-detail-name");
    expect(screen.queryByTestId("profile-actions")).toBeNull();
    expect(screen.getByTestId("cv-download-it")).toBeTruthy();
    expect(screen.queryByTestId("unlock-contacts")).toBeNull();
    expect(screen.queryByTestId("complete-detail-edit")).toBeNull();
  });

  it("lets the owner edit its profile, without client actions", async () => {
    signIn(ROLE.SUPPLIER, "supplier");
    stubApi({ profile: { editable: true, contacts_visible: true, lastname: "Bianchi" } });
    open();
    await screen.findByTestId("complete-detail-edit");
    expect(screen.queryByTestId("profile-actions")).toBeNull();
    expect(screen.queryByTestId("unlock-contacts")).toBeNull();
  });

  it("says so when the address names no profile, in Italian too", async () => {
    signIn(ROLE.CLIENT);
    stubApi();
    renderScreen(
      <Routes>
        <Route
          path="/complete_detail/:company_id/:id_token_usage/:employee_id/*"
          element={<CompleteDetailPage />}
        />
      </Routes>,
      { path: "/complete_detail/7/null/abc/null/null/null/view", language: "it" },
    );
    expect((await screen.findByTestId("complete-detail-error")).textContent).toBe("Profilo non trovato.");
  });
});
