// @vitest-environment happy-dom
import { type CompatibleProfile, ROLE } from "@mkt/contracts";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBrandTheme } from "../../../app/theme.ts";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen as renderPlain } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { BlockedFeatureModal } from "../../plans/index.ts";
import { RankedProfileCard } from "./ranked-profile-card.tsx";

const item: CompatibleProfile = {
  profile_id: 41,
  firstname: "Giulia",
  lastname: "B.",
  title: "Java developer",
  seniority: "senior",
  company_name: "Nexum Consulting S.r.l.",
  city: "Milano",
  remote: true,
  daily_rate_min: 400,
  available_from: null,
  contacts_visible: false,
  score: 91,
  band: "excellent",
  criteria: [],
  computed_at: "2026-01-01T00:00:00.000Z",
};

/** The band chip reads the brand's quality colours, which renderScreen's plain theme lacks. */
const { brand } = createBrandTheme(null).palette;
const renderScreen = (ui: ReactElement) =>
  renderPlain(
    <ThemeProvider theme={(outer: Theme) => ({ ...outer, palette: { ...outer.palette, brand } })}>
      {ui}
    </ThemeProvider>,
  );

const limitation = (state: string, blocked: boolean) => ({
  state_function: state,
  blocked,
  action: 1,
  create: 0,
  sourcePage: "",
  blocked_for_plan_detail: blocked ? { name_function: state, name_plan_recommended: "Business" } : null,
  blocked_for_limit_detail: null,
  openCheckout: 0,
});

function stubApi(blocked: string[] = []) {
  return stubFetch({
    "GET /api/company/getNumberCredits": ok({
      state: 2,
      creditAvailable: 4,
      credits: 5,
      creditsUsed: 1,
      namePlanCurrent: "Free",
      idPlanCurrent: 1,
      price: 0,
      limit: "31/12/9999",
      is_old_plan: false,
      countProjects: 1,
      countPosition: 1,
      max_project: 1,
      max_position: 2,
      informationBlocked: true,
      assumePlan: 0,
      n_max_users: 1,
      limitations: ["request_available", "chat"].map((s) => limitation(s, blocked.includes(s))),
      planStatus: 1,
      transactionFee: 0,
      freePlan: true,
      cancel_at_period_end: false,
    }),
    "GET /api/saved-profiles/41": ok(null),
    "GET /api/availability-requests/positions": ok([
      { id: 5, title: "Java developer", need_title: "Core banking" },
      { id: 6, title: "Tester", need_title: "Core banking" },
    ]),
    "POST /api/profiles/41/position-invitations": (call: FetchCall) =>
      ok({ profile_id: 41, position_id: call.body?.position_id, position_title: "Tester", invited_at: "" }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("RankedProfileCard (compatible profiles)", () => {
  it("names the supplier, links a client to the profile's detail for the position and invites to this position", async () => {
    signIn(ROLE.CLIENT);
    const calls = stubApi();
    const { user } = renderScreen(<RankedProfileCard item={item} rank={1} positionId={6} />);
    expect(screen.getByText("Nexum Consulting S.r.l.")).toBeTruthy();
    expect(screen.getByTestId("ranked-profile-name").getAttribute("href")).toBe(
      "/complete_detail/null/null/41/null/null/null/view?position=6",
    );
    const actions = screen.getByTestId("profile-actions");
    expect(within(actions).getByTestId("profile-save")).toBeTruthy();
    expect(within(actions).getByTestId("profile-request-availability")).toBeTruthy();
    // The card has no room for the chat: that is on the detail.
    expect(within(actions).queryByTestId("profile-chat")).toBeNull();
    const invite = within(actions).getByRole("button", { name: "Invite to this position: Giulia B." });
    await user.click(invite);
    const dialog = await screen.findByTestId("invite-dialog");
    await within(dialog).findByText("Tester · Core banking");
    await user.click(screen.getByTestId("invite-send"));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/profiles/41/position-invitations")?.body).toEqual({
        position_id: 6,
      }),
    );
  });

  it("asks availability from the card, or opens the blocked-feature modal when the plan blocks it", async () => {
    signIn(ROLE.CLIENT);
    stubApi();
    const first = renderScreen(<RankedProfileCard item={item} rank={1} positionId={6} />);
    await first.user.click(screen.getByTestId("profile-request-availability"));
    expect(await screen.findByTestId("availability-request-dialog")).toBeTruthy();
    first.unmount();

    vi.unstubAllGlobals();
    const calls = stubApi(["request_available"]);
    const { user } = renderScreen(
      <>
        <RankedProfileCard item={item} rank={1} positionId={6} />
        <BlockedFeatureModal roleId={ROLE.CLIENT} />
      </>,
    );
    // A click before the plan's answer waits for it (no race with the limitations call).
    expect(calls.some((c) => c.path === "/api/company/getNumberCredits")).toBe(true);
    await user.click(screen.getByTestId("profile-request-availability"));
    expect((await screen.findByTestId("blocked-text")).textContent).toContain("Business");
    expect(screen.queryByTestId("availability-request-dialog")).toBeNull();
  });

  it("gives a supplier or an academy the link to its own profile, without client actions", () => {
    signIn(ROLE.ACCADEMY, "academy");
    stubApi();
    renderScreen(<RankedProfileCard item={{ ...item, company_name: "Campus" }} rank={2} positionId={5} />);
    expect(screen.getByTestId("ranked-profile-name").getAttribute("href")).toContain("/complete_detail/");
    expect(screen.queryByTestId("profile-actions")).toBeNull();
  });
});
