// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { hostedCheckout, planSummary } from "../../../test/plans.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { CurrentPlanCard } from "./current-plan-card.tsx";

/** A client owner on Business until 27/07/2027, without the Assumi add-on. */
const summary = planSummary();

const signInClient = (assumeSubscription: number) =>
  saveSession("token", { ...sessionUser(ROLE.CLIENT), assumeSubscription });

describe("CurrentPlanCard: the Assumi add-on on /my_plans (issue 20)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("lets the owner add the add-on alone to the current plan, where the blocked modal's Upgrade leads", async () => {
    signInClient(1);
    const calls = stubFetch({
      "POST /api/billing/openCheckoutSubscription": ok(hostedCheckout("c1", 326.22)),
    });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { user } = renderScreen(<CurrentPlanCard summary={summary} roleId={ROLE.CLIENT} canManage />, {
      language: "it",
    });
    expect(screen.getByTestId("current-plan-addon").textContent?.replace(/\s/g, " ")).toContain(
      "Aggiungilo al tuo piano Business fino alla sua scadenza, il 27/07/2027: 326,22 €",
    );
    await user.click(screen.getByTestId("current-plan-addon-buy"));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.map((c) => c.path)).toContain("/api/billing/openCheckoutSubscription");
    expect(JSON.parse(sessionStorage.getItem("pendingPurchase") ?? "{}")).toMatchObject({ addonAlone: true });
  });

  it("says the add-on is included once bought, and offers it neither to colleagues nor to users who do not see it", () => {
    signInClient(1);
    const included = renderScreen(
      <CurrentPlanCard
        summary={{ ...summary, assumePlan: true, addonAlonePrice: null }}
        roleId={ROLE.CLIENT}
        canManage
      />,
    );
    expect(screen.getByTestId("current-plan-addon-included").textContent).toBe("Assumi add-on included");
    expect(screen.queryByTestId("current-plan-addon")).toBeNull();
    included.unmount();

    const colleague = renderScreen(
      <CurrentPlanCard summary={summary} roleId={ROLE.CLIENT_EMPLOYEES} canManage={false} />,
    );
    expect(screen.queryByTestId("current-plan-addon")).toBeNull();
    colleague.unmount();

    signInClient(0);
    renderScreen(<CurrentPlanCard summary={summary} roleId={ROLE.CLIENT} canManage />);
    expect(screen.queryByTestId("current-plan-addon")).toBeNull();
    expect(screen.queryByTestId("current-plan-addon-included")).toBeNull();
  });
});
