// @vitest-environment happy-dom
import { type FunctionEntry, ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import type { ShellModel } from "../hooks/use-shell-model.ts";
import { avatarMenu, shellHost, topBarItems, toShellUser } from "../shell-rules.ts";
import { TopBar } from "./top-bar.tsx";

/** GET company/getPlanStatus: a supplier on plan 8 (not 13, so §6 offers Upgrade). */
const planStatus = {
  idPlanCurrent: 8,
  isOldPlan: false,
  countPosition: 0,
  max_position: null,
  transactionFee: 0,
  namePlanCurrent: "Fornitore Pro",
  namePlanCurrent_en: "Supplier Pro",
  freePlan: false,
  price: 490,
  limit: "31/12/9999",
  numberDay: null,
  limitations: [],
  planStatus: 1,
  cancel_at_period_end: false,
};

/** GET company/getNumberCredits: a client with 12 credits left. */
const credits = {
  state: 2,
  creditAvailable: 12,
  credits: 20,
  creditsUsed: 8,
  namePlanCurrent: "Business",
  namePlanCurrent_en: "Business",
  idPlanCurrent: 3,
  price: 990,
  limit: "31/12/2026",
  is_old_plan: false,
  countProjects: 0,
  countPosition: 0,
  max_project: null,
  max_position: null,
  informationBlocked: false,
  assumePlan: 0,
  n_max_users: null,
  limitations: [],
  planStatus: 1,
  transactionFee: 0,
  freePlan: false,
  cancel_at_period_end: false,
};

/** The top bar of a version-2 user of the role, with the company's function list, on a wide screen. */
function renderTopBar(role: number, companyType: string, functions: FunctionEntry[]) {
  const user = { ...sessionUser(role, companyType), versionProduct: 2 };
  const shellUser = toShellUser(user, 2, functions);
  const host = shellHost(false);
  const model: ShellModel = {
    shellUser,
    host,
    items: [],
    canToggle: false,
    sidebar: true,
    addButton: null,
    topBar: topBarItems(shellUser, host),
    avatar: avatarMenu(shellUser),
    notifications: undefined,
    notificationsLoading: false,
    chatUnread: 0,
  };
  return renderScreen(
    <TopBar
      user={user}
      model={model}
      title="Dashboard"
      showTitle
      offset={0}
      showMenuButton={false}
      showLogo={false}
      onMenuClick={vi.fn()}
      home="/dashboard_supplier"
      page={null}
      pageLoading={false}
      tutorial={{ toggle: "hidden", onToggle: vi.fn(), popup: null, closePopup: vi.fn() }}
      layout={null}
      onLayoutChange={vi.fn()}
    />,
  );
}

describe("TopBar: the plans items and the page permission key my_plans (§6)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers a version-2 supplier Upgrade to its plans page while my_plans is on or not named", async () => {
    const calls = stubFetch({ "GET /api/company/getPlanStatus": ok(planStatus) });
    const { unmount } = renderTopBar(ROLE.SUPPLIER, "supplier", [{ state: "my_plans", status: 1 }]);
    const upgrade = await screen.findByTestId("upgrade");
    expect(upgrade.getAttribute("href")).toBe("/my_plans_supplier");
    expect(upgrade.textContent).toBe("Upgrade");
    unmount();
    renderTopBar(ROLE.SUPPLIER, "supplier", []);
    expect(await screen.findByTestId("upgrade")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/company/getPlanStatus")).toBe(true);
  });

  it("shows no Upgrade when the company's function list switches my_plans off", async () => {
    const calls = stubFetch({ "GET /api/company/getPlanStatus": ok(planStatus) });
    renderTopBar(ROLE.SUPPLIER, "supplier", [{ state: "my_plans", status: 0 }]);
    // The plan status arrives (the chat icon asks for its limitation too), and still no Upgrade shows.
    await waitFor(() => expect(calls.some((c) => c.path === "/api/company/getPlanStatus")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId("chat-icon")).toBeTruthy();
    expect(screen.queryByTestId("upgrade")).toBeNull();
  });

  it("keeps the client's credit pill but not as a link to /my_plans when my_plans is off", async () => {
    stubFetch({ "GET /api/company/getNumberCredits": ok(credits) });
    const { unmount } = renderTopBar(ROLE.CLIENT, "client", []);
    const linked = await screen.findByTestId("credit-pill");
    expect(linked.getAttribute("href")).toBe("/my_plans");
    unmount();
    renderTopBar(ROLE.CLIENT, "client", [{ state: "my_plans", status: 0 }]);
    const pill = await screen.findByTestId("credit-pill");
    expect(pill.textContent).toBe("12");
    expect(pill.getAttribute("href")).toBeNull();
    expect(pill.getAttribute("aria-label")).toBe("Remaining credit: 12");
  });
});
