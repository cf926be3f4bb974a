// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tracker } from "../../../shared/tracking/tracker.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { credits, lockedProfile, positions } from "../profile-detail-test-support.ts";
import { CompleteDetailPage } from "./complete-detail-page.tsx";

let track: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  track = vi.spyOn(tracker, "track").mockImplementation(() => undefined);
  signIn(ROLE.CLIENT);
  stubFetch({
    "GET /api/profiles/41": ok(lockedProfile),
    "GET /api/profiles/41/collaboration-feedback": ok({ average: null, count: 0, items: [] }),
    "GET /api/company/getNumberCredits": ok(credits([])),
    "GET /api/saved-profiles/41": ok(null),
    "GET /api/availability-requests/positions": ok(positions),
  });
});
afterEach(() => {
  track.mockRestore();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open(path: string) {
  return renderScreen(
    <Routes>
      <Route
        path="/complete_detail/:company_id/:id_token_usage/:employee_id/:nomination_id?/:id_client_need?/:operations?/:mode_operation?"
        element={<CompleteDetailPage />}
      />
    </Routes>,
    { path },
  );
}

describe("CompleteDetailPage tracking (§2.6 Dettaglio profilo, Proposta detail)", () => {
  it("queues profile_detail once loaded, and proposal_detail when opened from a candidacy", async () => {
    open("/complete_detail/7/null/41/12/null/null/view?position=5");
    await screen.findByTestId("profile-detail-name");
    await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
    const seen = { profile_id: 41, supplier_id: 7, position_id: 5 };
    expect(track.mock.calls).toEqual([
      ["profile_detail", { ...seen, source: "complete_detail" }],
      ["proposal_detail", { ...seen, nomination_id: 12 }],
    ]);
  });

  it("queues only profile_detail without a candidacy, and nothing before the profile is loaded", async () => {
    open("/complete_detail/7/null/41/null/null/null/view");
    expect(track).not.toHaveBeenCalled();
    await screen.findByTestId("profile-detail-name");
    await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
    expect(track.mock.calls[0]).toEqual([
      "profile_detail",
      { profile_id: 41, supplier_id: 7, source: "complete_detail" },
    ]);
  });
});
