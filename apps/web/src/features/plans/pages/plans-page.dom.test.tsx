// @vitest-environment happy-dom
import { type ClientCredits, ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { clientCredits, hostedCheckout } from "../../../test/plans.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { PlansPage } from "./plans-page.tsx";

const plan = (id: number, name: string, price: number) => ({
  id,
  audience: "client",
  name,
  title: name,
  name_en: name,
  title_en: name,
  price,
  credits: 0,
  max_project: null,
  max_position: null,
  n_max_users: null,
  transaction_fee: 0,
  functions: price > 0 ? ["accademy_profiles"] : [],
  charge_code: null,
  is_old_plan: false,
  recommended_for: [],
});

/** A client on Business until 27/07/2027 (test/plans.ts), with `extra`. */
function serve(extra: Partial<ClientCredits> = {}) {
  saveSession("token", { ...sessionUser(ROLE.CLIENT), assumeSubscription: 1 });
  return stubFetch({
    "GET /api/plans/list": ok([plan(1, "Free", 0), plan(3, "Business", 3900)]),
    "GET /api/company/getNumberCredits": ok(clientCredits(extra)),
    "POST /api/billing/openCheckoutSubscription": ok(hostedCheckout("c1", 326.22)),
  });
}

describe("PlansPage: the Assumi add-on bought alone (issue 20)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("offers a client on a paid plan the add-on until the plan expires, and opens its checkout", async () => {
    const calls = serve();
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { user } = renderScreen(<PlansPage />, { path: "/plans", dataRouter: true });
    expect((await screen.findByTestId("addon-alone-text")).textContent).toBe(
      "Add it to your Business plan until it expires on 27/07/2027: €326.22, in proportion to the days left.",
    );
    await user.click(screen.getByTestId("addon-alone-buy"));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://localhost/api/billing/local/checkout/c1"),
    );
    expect(calls.filter((c) => c.path === "/api/billing/openCheckoutSubscription")).toHaveLength(1);
    // The page waiting for the purchase checks the current plan, and thanks for the add-on.
    expect(JSON.parse(sessionStorage.getItem("pendingPurchase") ?? "{}")).toMatchObject({
      planId: 3,
      addonAlone: true,
    });
  });

  it("offers nothing more once the add-on is included, nor alone without a paid plan", async () => {
    serve({ assumePlan: 1, addon_alone_price: null });
    const first = renderScreen(<PlansPage />, { path: "/plans", dataRouter: true });
    expect(await screen.findByTestId("addon-included")).toBeTruthy();
    expect(screen.queryByTestId("addon-alone-buy")).toBeNull();
    first.unmount();

    serve({ idPlanCurrent: 1, namePlanCurrent: "Free", price: 0, freePlan: true, addon_alone_price: null });
    renderScreen(<PlansPage />, { path: "/plans", language: "it", dataRouter: true });
    expect(await screen.findByText("Aggiungi l'add-on Assumi al piano che acquisti")).toBeTruthy();
    expect(screen.queryByTestId("addon-alone-buy")).toBeNull();
  });
});
