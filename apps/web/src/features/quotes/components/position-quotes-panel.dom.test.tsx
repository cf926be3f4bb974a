// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { BlockedFeatureModal } from "../../plans/index.ts";
import { PositionQuotesPanel } from "./position-quotes-panel.tsx";

/** The API's 403 on a plan without VP: the limitation record, its recommended plan from the plans table. */
const vpBlocked = (plan: string) =>
  Response.json(
    {
      success: false,
      code: "plans.function_blocked",
      message: "",
      data: {
        state_function: "VP",
        blocked: true,
        action: 1,
        create: 0,
        sourcePage: "",
        blocked_for_plan_detail: { name_function: "VP", name_plan_recommended: plan },
        blocked_for_limit_detail: null,
        openCheckout: 0,
      },
    },
    { status: 403 },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a free client's quotes", () => {
  it.each([
    ["en", "Quotes", "See the plan that unlocks them"],
    ["it", "Preventivi", "Scopri il piano che li sblocca"],
  ] as const)(
    "opens the blocked-feature modal naming the plan that unlocks them (%s)",
    async (language, feature, again) => {
      signIn(ROLE.CLIENT);
      const calls = stubFetch({ "GET /api/positions/5/quotes": () => vpBlocked("Business Plus") });
      const { user } = renderScreen(
        <>
          <PositionQuotesPanel positionId={5} />
          <BlockedFeatureModal roleId={ROLE.CLIENT} />
        </>,
        { language },
      );
      const modal = await screen.findByTestId("blocked-modal");
      const text = within(modal).getByTestId("blocked-text").textContent ?? "";
      expect(text).toContain("Business Plus");
      expect(text).toContain(feature);
      // The plan's name comes from the answer, nothing hard-coded: one call, no quote shown.
      expect(calls.filter((c) => c.path === "/api/positions/5/quotes")).toHaveLength(1);
      expect(screen.queryByTestId("quote-card")).toBeNull();
      await user.click(within(modal).getByTestId("blocked-cancel"));
      await waitFor(() => expect(screen.queryByTestId("blocked-modal")).toBeNull());
      // Closed, the tab says why it is empty and opens the modal again.
      expect(screen.getByTestId("quotes-blocked")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: again }));
      const reopened = await screen.findByTestId("blocked-modal");
      expect(within(reopened).getByTestId("blocked-text").textContent).toContain("Business Plus");
    },
  );
});
