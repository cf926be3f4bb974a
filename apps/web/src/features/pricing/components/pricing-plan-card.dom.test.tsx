// @vitest-environment happy-dom
import type { PublicPlan } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { PricingPlanCard } from "./pricing-plan-card.tsx";

/** A plan staff added (no tagline in the locales), so its name and title come from the table. */
const PLAN: PublicPlan = {
  id: 21,
  audience: "supplier",
  name: "Fornitore Plus",
  title: "Per chi cresce in fretta",
  name_en: "Supplier Plus",
  title_en: "For fast-growing suppliers",
  price: 800,
  period: "year",
  credits: 0,
  max_project: null,
  max_position: 5,
  n_max_users: 4,
  transaction_fee: 6,
  functions: ["chat"],
};

describe("PricingPlanCard: the plan's name and title in the interface language (issue 20)", () => {
  it("shows the English name and title on an English page", () => {
    renderScreen(<PricingPlanCard plan={PLAN} language="en" highlighted={false} />);
    expect(screen.getByRole("heading", { name: "Supplier Plus" })).toBeTruthy();
    expect(screen.getByText("For fast-growing suppliers")).toBeTruthy();
    expect(screen.queryByText("Fornitore Plus")).toBeNull();
  });

  it("shows the Italian name and title on an Italian page", () => {
    renderScreen(<PricingPlanCard plan={PLAN} language="it" highlighted={false} />, { language: "it" });
    expect(screen.getByRole("heading", { name: "Fornitore Plus" })).toBeTruthy();
    expect(screen.getByText("Per chi cresce in fretta")).toBeTruthy();
    expect(screen.queryByText("Supplier Plus")).toBeNull();
  });
});

describe("PricingPlanCard: hiring academy profiles is the Assumi add-on", () => {
  it("says the function comes with the add-on, not with the plan", () => {
    const business: PublicPlan = { ...PLAN, audience: "client", functions: ["chat", "accademy_profiles"] };
    renderScreen(<PricingPlanCard plan={business} language="it" highlighted={false} />, { language: "it" });
    expect(screen.getByText("Assunzione profili academy (con l'add-on Assumi)")).toBeTruthy();
    expect(screen.queryByText("Assunzione profili academy")).toBeNull();
  });
});
