// @vitest-environment happy-dom
import type { PublicPlan } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { PricingPage } from "./pricing-page.tsx";

const plan = (overrides: Partial<PublicPlan>): PublicPlan => ({
  id: 1,
  audience: "client",
  name: "Free",
  title: "Gratuito per iniziare",
  price: 0,
  period: "year",
  credits: 5,
  max_project: 1,
  max_position: 2,
  n_max_users: 1,
  transaction_fee: 0,
  functions: ["chat"],
  ...overrides,
  // The English name and title (issue 20): the Italian ones unless the case gives its own.
  name_en: overrides.name_en ?? overrides.name ?? "Free",
  title_en: overrides.title_en ?? overrides.title ?? "Gratuito per iniziare",
});

const CLIENT_PLANS = [
  plan({}),
  plan({
    id: 2,
    name: "Starter",
    title: "Per team che assumono spesso",
    price: 1490,
    credits: 50,
    max_project: null,
    n_max_users: 3,
    functions: ["chat", "download_cv", "VP"],
  }),
];
const SUPPLIER_PLANS = [
  plan({
    id: 8,
    audience: "supplier",
    name: "Fornitore Pro",
    title: "Tutte le opportunità, commissioni ridotte",
    price: 1200,
    credits: 1,
    transaction_fee: 5,
    functions: ["share_profile_information"],
  }),
];

function stubPlans() {
  return stubFetch({
    "GET /api/plans/public": (call) =>
      ok(call.query.get("audience") === "supplier" ? SUPPLIER_PLANS : CLIENT_PLANS),
  });
}

describe("the public pricing page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the client plans side by side from the price list, with translated features and sign-up", async () => {
    const calls = stubPlans();
    renderScreen(<PricingPage />, { path: "/pricing" });
    const starter = await screen.findByTestId("pricing-plan-2");
    expect(within(starter).getByRole("heading", { name: "Starter" })).toBeTruthy();
    // The tagline is translated for the catalogue's plans, not the Italian title of the data.
    expect(within(starter).getByText("For teams that hire often")).toBeTruthy();
    expect(within(starter).getByTestId("pricing-price").textContent).toMatch(/€1,490\s*\/ year/);
    expect(within(starter).getByText("50 credits per year")).toBeTruthy();
    expect(within(starter).getByText("Open Fixed Price projects: unlimited")).toBeTruthy();
    expect(within(starter).getByText("CV downloads")).toBeTruthy();
    expect(within(starter).getByText("Quotes")).toBeTruthy();
    const free = screen.getByTestId("pricing-plan-1");
    expect(within(free).getByTestId("pricing-price").textContent).toContain("Free");
    expect(within(free).getByText("5 credits per year")).toBeTruthy();
    const cta = within(starter).getByRole("link", { name: "Sign up as a client" });
    expect(cta.getAttribute("href")).toBe("/authentication/register?role_id=2&utm_source=pricing");
    expect(calls.find((c) => c.path === "/api/plans/public")?.query.get("audience")).toBe("client");
  });

  it("switches to the supplier plans, with their fee and a supplier sign-up", async () => {
    const calls = stubPlans();
    const { user } = renderScreen(<PricingPage />, { path: "/pricing" });
    await screen.findByTestId("pricing-plan-2");
    await user.click(screen.getByRole("button", { name: "For suppliers" }));
    const pro = await screen.findByTestId("pricing-plan-8");
    expect(within(pro).getByText("Transaction fee: 5%")).toBeTruthy();
    expect(within(pro).getByText("1 credit per year")).toBeTruthy();
    expect(within(pro).getByText("Profile sharing")).toBeTruthy();
    expect(within(pro).getByRole("link", { name: "Sign up as a supplier" }).getAttribute("href")).toBe(
      "/authentication/register?role_id=3&utm_source=pricing",
    );
    expect(screen.queryByTestId("pricing-plan-2")).toBeNull();
    expect(calls.some((c) => c.path === "/api/plans/public" && c.query.get("audience") === "supplier")).toBe(
      true,
    );
  });

  it("speaks Italian: features, price format and call to action", async () => {
    stubPlans();
    renderScreen(<PricingPage />, { path: "/pricing", language: "it" });
    const starter = await screen.findByTestId("pricing-plan-2");
    expect(within(starter).getByText("Download dei CV")).toBeTruthy();
    expect(within(starter).getByTestId("pricing-price").textContent).toMatch(/1\.?490\s*€\s*\/ anno/);
    expect(within(starter).getByRole("link", { name: "Registrati come cliente" })).toBeTruthy();
  });

  it("shows the translated error with a retry when the price list cannot be read", async () => {
    let fail = true;
    stubFetch({
      "GET /api/plans/public": () =>
        fail
          ? Response.json(
              { success: false, data: null, message: "", code: "common.rate_limited" },
              { status: 429 },
            )
          : ok(CLIENT_PLANS),
    });
    const { user } = renderScreen(<PricingPage />, { path: "/pricing" });
    expect(
      await screen.findByText("Too many requests in a short time. Try again in a few minutes."),
    ).toBeTruthy();
    const retry = screen.getByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByTestId("pricing-plan-2")).toBeTruthy());
  });
});
