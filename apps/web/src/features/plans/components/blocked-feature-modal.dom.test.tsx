// @vitest-environment happy-dom
import { type FunctionEntry, type Limitation, ROLE } from "@mkt/contracts";
import { act, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { type FetchRoutes, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { openBlockedFeature } from "../blocked-feature.ts";
import { BlockedFeatureModal } from "./blocked-feature-modal.tsx";

/** Sharing a profile blocked by the plan (action 1), no checkout of its own: Upgrade would open the plans page. */
const blocked: Limitation = {
  state_function: "share_profile_information",
  blocked: true,
  action: 1,
  create: 0,
  sourcePage: "",
  blocked_for_plan_detail: { name_function: "share_profile_information", name_plan_recommended: "Business" },
  blocked_for_limit_detail: null,
  openCheckout: 0,
};

/** GET auth/getBrand: the host's brand, with the sales mailbox the configuration gives it. */
const brandRoute = (salesEmail: string): FetchRoutes => ({
  "GET /api/auth/getBrand": ok({
    id: 1,
    name: "Brand",
    host_pattern: null,
    colors: Object.fromEntries(
      [
        "main",
        "secondary",
        "light",
        "dark",
        "grey",
        "greyLight",
        "excellent",
        "veryGood",
        "good",
        "bad",
        "noData",
      ].map((name) => [name, "#123456"]),
    ),
    login_image_url: null,
    logo_url: "/logo.svg",
    sales_email: salesEmail,
  }),
});

/** A signed-in client of a company whose function list (kept after login) is `functions`, with the modal open. */
async function openModal(
  functions: FunctionEntry[],
  routes: FetchRoutes = brandRoute("vendite@example.test"),
) {
  signIn(ROLE.CLIENT);
  sessionStorage.setItem(STORAGE_KEYS.functions, JSON.stringify(functions));
  stubFetch(routes);
  const view = renderScreen(
    <Routes>
      <Route path="/search" element={<BlockedFeatureModal roleId={ROLE.CLIENT} />} />
      <Route path="/my_plans" element={<p>my plans page</p>} />
    </Routes>,
    { path: "/search" },
  );
  act(() => openBlockedFeature(blocked));
  return { ...view, modal: await screen.findByTestId("blocked-modal") };
}

describe("BlockedFeatureModal and the page permission key my_plans (§6)", () => {
  afterEach(() => {
    clearSession();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it("offers Upgrade to the plans page while my_plans is on", async () => {
    const { modal, user } = await openModal([{ state: "my_plans", status: 1 }]);
    expect(within(modal).getByTestId("blocked-cancel")).toBeTruthy();
    await user.click(within(modal).getByTestId("blocked-upgrade"));
    expect(await screen.findByText("my plans page")).toBeTruthy();
  });

  it("keeps only the sales contact and Cancel when the function list switches my_plans off", async () => {
    const { modal, user } = await openModal([{ state: "my_plans", status: 0 }]);
    expect(within(modal).getByTestId("blocked-text").textContent).toContain("Business");
    expect((await within(modal).findByTestId("blocked-contact")).getAttribute("href")).toBe(
      "mailto:vendite@example.test",
    );
    expect(within(modal).queryByTestId("blocked-upgrade")).toBeNull();
    expect(within(modal).queryByRole("button", { name: "Upgrade" })).toBeNull();
    await user.click(within(modal).getByTestId("blocked-cancel"));
    expect(screen.queryByTestId("blocked-modal")).toBeNull();
    expect(screen.queryByText("my plans page")).toBeNull();
  });

  it("starts with the focus on Cancel, not on the dialog's frame", async () => {
    const { modal } = await openModal([{ state: "my_plans", status: 1 }]);
    expect(document.activeElement).toBe(within(modal).getByTestId("blocked-cancel"));
  });

  it("names the brand's sales mailbox, and makes none up while it is unknown", async () => {
    const { modal } = await openModal([{ state: "my_plans", status: 1 }], {});
    expect(within(modal).getByTestId("blocked-text")).toBeTruthy();
    expect(within(modal).queryByTestId("blocked-contact")).toBeNull();
    expect(modal.textContent).not.toMatch(/@/);
  });
});
