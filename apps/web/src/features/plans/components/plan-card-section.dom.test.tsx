// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { clientCredits } from "../../../test/plans.ts";
import { renderScreen } from "../../../test/render.tsx";
import { PlanCardSection } from "./plan-card-section.tsx";

/** GET company/getPlanStatus of a supplier on an active plan, legacy or on sale. */
const planStatus = (isOldPlan: boolean) => ({
  idPlanCurrent: isOldPlan ? 6 : 8,
  isOldPlan,
  countPosition: 0,
  max_position: null,
  transactionFee: 0,
  namePlanCurrent: isOldPlan ? "Fornitore 2023" : "Fornitore Pro",
  namePlanCurrent_en: isOldPlan ? "Supplier 2023" : "Supplier Pro",
  freePlan: false,
  price: 490,
  limit: "31/12/9999",
  numberDay: null,
  limitations: [],
  planStatus: 1,
  cancel_at_period_end: false,
});

describe("PlanCardSection: the legacy-plan style (§4 is_old_plan)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks a legacy plan as no longer sold and offers today's plans, in English and Italian", async () => {
    stubFetch({ "GET /api/company/getPlanStatus": ok(planStatus(true)) });
    const onNavigate = vi.fn();
    const { user, unmount } = renderScreen(
      <PlanCardSection userId={1} roleId={ROLE.SUPPLIER} onNavigate={onNavigate} />,
    );
    expect(await screen.findByText("Supplier 2023")).toBeTruthy();
    expect(screen.queryByText("Fornitore 2023")).toBeNull();
    expect(screen.getByTestId("plan-card").getAttribute("data-style")).toBe("legacy");
    expect(screen.getByTestId("plan-card-legacy").textContent).toBe("Legacy plan");
    expect(screen.getByTestId("plan-card-legacy-text").textContent).toBe(
      "This plan is no longer sold: it stays valid until it expires.",
    );
    await user.click(screen.getByRole("button", { name: "See current plans" }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    unmount();

    renderScreen(<PlanCardSection userId={1} roleId={ROLE.SUPPLIER} onNavigate={vi.fn()} />, {
      language: "it",
    });
    expect((await screen.findByTestId("plan-card-legacy")).textContent).toBe("Piano precedente");
    expect(screen.getByTestId("plan-card-name").textContent).toBe("Fornitore 2023");
    expect(screen.getByRole("button", { name: "Vedi i piani attuali" })).toBeTruthy();
  });

  it("shows a plan on sale in the current style, without the legacy marks", async () => {
    stubFetch({ "GET /api/company/getPlanStatus": ok(planStatus(false)) });
    renderScreen(<PlanCardSection userId={1} roleId={ROLE.SUPPLIER} onNavigate={vi.fn()} />);
    expect(await screen.findByText("Supplier Pro")).toBeTruthy();
    expect(screen.getByTestId("plan-card").getAttribute("data-style")).toBe("current");
    expect(screen.queryByTestId("plan-card-legacy")).toBeNull();
    expect(screen.queryByTestId("plan-card-legacy-compare")).toBeNull();
  });

  it("names the plan in the interface language (issue 20)", async () => {
    stubFetch({ "GET /api/company/getPlanStatus": ok(planStatus(false)) });
    const { unmount } = renderScreen(
      <PlanCardSection userId={1} roleId={ROLE.SUPPLIER} onNavigate={vi.fn()} />,
    );
    expect((await screen.findByTestId("plan-card-name")).textContent).toBe("Supplier Pro");
    unmount();
    renderScreen(<PlanCardSection userId={1} roleId={ROLE.SUPPLIER} onNavigate={vi.fn()} />, {
      language: "it",
    });
    expect((await screen.findByTestId("plan-card-name")).textContent).toBe("Fornitore Pro");
  });
});

/** A client on Business with 37 of its 200 credits used (82% left). */
const credits = clientCredits();

describe("PlanCardSection: the client's credits (§2.5, §4 credit bar)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("counts above the bar what the bar shows (credits left), and names the band by what it means", async () => {
    stubFetch({ "GET /api/company/getNumberCredits": ok(credits) });
    renderScreen(<PlanCardSection userId={1} roleId={ROLE.CLIENT} onNavigate={vi.fn()} />, {
      language: "it",
    });
    expect((await screen.findByTestId("plan-card-credits")).textContent).toBe(
      "Crediti disponibili: 163 / 200",
    );
    expect(screen.getByTestId("plan-card-credits-used").textContent).toBe("Usati: 37");
    const bar = screen.getByTestId("credit-bar");
    expect(bar.getAttribute("aria-valuenow")).toBe("82");
    expect(bar.getAttribute("data-band")).toBe("medium");
    expect(bar.getAttribute("aria-label")).toBe("Crediti disponibili: Crediti in parte usati");
    expect(bar.getAttribute("aria-label")).not.toMatch(/esaurimento/);
  });
});
