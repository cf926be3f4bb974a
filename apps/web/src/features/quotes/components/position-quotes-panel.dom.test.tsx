// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
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

const candidacy = (status: string) => ({
  id: 12,
  status,
  daily_rate: null,
  discard_reason: null,
  decided_at: null,
  profile: {
    id: 41,
    firstname: "Giulia",
    lastname: "B.",
    title: "Java developer",
    seniority: "senior",
    city: "Milano",
    contacts_visible: false,
  },
  match: null,
});

const tmQuote = (status: string, candidate: string) => ({
  id: 3,
  kind: "tm",
  status,
  need_id: 2,
  need_title: "Core banking",
  position_id: 5,
  position_title: "Java developer",
  supplier: { id: 7, name: "Acme Srl" },
  client: { id: 77, name: "Viewer Spa" },
  daily_rate: 450,
  date_start: null,
  date_end: null,
  profile_number: 1,
  price: null,
  delivery_date: null,
  note: "",
  document: null,
  discard_reason: null,
  viewed_at: "2026-01-01T00:00:00.000Z",
  decided_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  nominations: [candidacy(candidate)],
});

describe("a quote's decisions", () => {
  it("has one row of actions per candidacy, and shows the same status on the quote and its candidacy after accepting", async () => {
    signIn(ROLE.CLIENT);
    let accepted = false;
    const calls = stubFetch({
      "GET /api/positions/5/quotes": () =>
        ok([accepted ? tmQuote("accepted", "accepted") : tmQuote("viewed", "proposed")]),
      "POST /api/nominations/12/accept": () => {
        accepted = true;
        return ok(tmQuote("accepted", "accepted"));
      },
    });
    const { user } = renderScreen(<PositionQuotesPanel positionId={5} />);
    const card = await screen.findByTestId("quote-card");
    // Decided on the candidacy only: no second row of the same buttons on the quote.
    expect(within(card).getAllByRole("button", { name: "Accept" })).toHaveLength(1);
    expect(within(card).queryByTestId("quote-accept")).toBeNull();
    await user.click(within(card).getByTestId("candidate-accept"));
    await user.click(await screen.findByTestId("confirm-dialog-confirm"));
    await waitFor(() =>
      expect(screen.getByTestId("quote-card").getAttribute("data-status")).toBe("accepted"),
    );
    // The list was read again after the decision (not only the mutation's answer).
    expect(calls.filter((c) => c.method === "GET" && c.path === "/api/positions/5/quotes")).toHaveLength(2);
    expect(within(screen.getByTestId("quote-card")).queryByRole("button", { name: "Accept" })).toBeNull();
  });
});
