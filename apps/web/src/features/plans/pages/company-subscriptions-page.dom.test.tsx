// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { narrowScreen } from "../../../test/narrow-screen.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { CompanySubscriptionsPage } from "./company-subscriptions-page.tsx";

const plan = (id: number, audience: "client" | "supplier", name: string, price: number, credits: number) => ({
  id,
  audience,
  name,
  title: name,
  name_en: name,
  title_en: name,
  price,
  credits,
  max_project: null,
  max_position: null,
  n_max_users: null,
  transaction_fee: 0,
  functions: [],
  charge_code: null,
  is_old_plan: false,
  recommended_for: [],
});

const subscription = (over: Record<string, unknown>) => ({
  company_id: 1,
  company_name: "Acme S.p.A.",
  company_type: "client",
  plan_id: 1,
  plan_name: "Starter",
  plan_name_en: "Starter",
  state: 2,
  expires: "2027-03-31",
  credit_available: 42,
  cancel_at_period_end: false,
  provider: "local",
  ...over,
});

function stubApi() {
  return stubFetch({
    "GET /api/admin/subscriptions": ok({
      items: [
        subscription({}),
        subscription({
          company_id: 2,
          company_name: "Fornitrice S.r.l.",
          company_type: "supplier",
          plan_id: 5,
          plan_name: "Fornitore Free",
          plan_name_en: "Supplier Free",
          state: 4,
          expires: "2026-01-15",
          credit_available: 0,
        }),
      ],
      total: 2,
      page: 1,
      limit: 20,
    }),
    "GET /api/plans/list": (call) =>
      ok(
        call.query.get("audience") === "supplier"
          ? [plan(5, "supplier", "Fornitore Free", 0, 0)]
          : [plan(1, "client", "Starter", 1490, 50)],
      ),
  });
}

describe("CompanySubscriptionsPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("on a phone still shows each company's state, expiry and credits", async () => {
    signIn(ROLE.ADMINISTRATOR);
    narrowScreen();
    stubApi();
    renderScreen(<CompanySubscriptionsPage />, { language: "it" });
    const rows = await screen.findAllByTestId("subscription-row");
    expect(screen.queryByRole("table")).toBeNull();
    const client = rows[0] as HTMLElement;
    expect(within(client).getByText("Acme S.p.A.")).toBeTruthy();
    expect(within(client).getByTestId("subscription-state").textContent).toBe("Attivo");
    expect(within(client).getByText("Scadenza")).toBeTruthy();
    expect(within(client).getByText("31/03/2027")).toBeTruthy();
    expect(await within(client).findByText("42")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByTestId("subscription-state").textContent).toBe("Scaduto");
  });

  it("shows no credits for a plan that has none, in the table and in the plans on sale", async () => {
    signIn(ROLE.ADMINISTRATOR);
    stubApi();
    renderScreen(<CompanySubscriptionsPage />, { language: "it" });
    const rows = await screen.findAllByTestId("subscription-row");
    const supplierPlan = await screen.findByTestId("admin-plan-5");
    expect(supplierPlan.textContent).toContain("Gratis");
    expect(supplierPlan.textContent).not.toMatch(/credit/i);
    expect(screen.getByTestId("admin-plan-1").textContent).toContain("50 crediti");
    const cells = within(rows[1] as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).not.toContain("0");
    expect(cells.map((c) => c.textContent)).toContain("—");
    expect(within(rows[0] as HTMLElement).getByText("42")).toBeTruthy();
  });

  it("names the payment provider instead of showing its code", async () => {
    signIn(ROLE.ADMINISTRATOR);
    stubApi();
    renderScreen(<CompanySubscriptionsPage />, { language: "it" });
    const rows = await screen.findAllByTestId("subscription-row");
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toContain("Checkout integrato");
    expect(cells).not.toContain("local");
  });
});
