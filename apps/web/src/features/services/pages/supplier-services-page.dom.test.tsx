// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { SupplierServicesPage } from "./supplier-services-page.tsx";

// The http boundary is fetch: the page, its rows and actions, the feature's api hooks and the shared client run
// for real. Each test says what the API answers per path.
type Call = { method: string; path: string; search: string; body: unknown };
type Answer = { status: number; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Answer;
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data, message: "" } });
const refused = (status: number, code: string): Answer => ({
  status,
  body: { success: false, data: null, message: "refused", code },
});

const item = (id: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  company_id: 3,
  company_name: "Acme Cloud",
  title,
  category: "Cloud migration",
  status: "draft",
  published: false,
  has_pending_changes: false,
  rejection_reason: null,
  submitted_at: null,
  updated_at: "2030-12-01T10:00:00.000Z",
  ...over,
});

const ITEMS = [
  item(1, "Draft service"),
  item(2, "Waiting service", { status: "submitted", submitted_at: "2030-12-02T10:00:00.000Z" }),
  item(3, "Rejected service", { status: "rejected", rejection_reason: "The price is missing details." }),
  item(4, "Live service", { status: "approved", published: true }),
  item(5, "Changed service", { status: "approved", published: false, has_pending_changes: true }),
];
const list = (items: unknown[]) => ok({ items, total: items.length, page: 1, limit: 20 });

const detail = (id: number) => ({
  id,
  company_id: 3,
  company_name: "Acme Cloud",
  status: "approved",
  published: true,
  live: null,
  working: null,
  approved_at: null,
  created_at: "2030-12-01T10:00:00.000Z",
  updated_at: "2030-12-01T10:00:00.000Z",
});

beforeEach(() => {
  calls = [];
  answer = (call) => (call.path === "/api/services/mine" ? list(ITEMS) : ok(detail(1)));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, "http://localhost");
      const call = {
        method: init.method ?? "GET",
        path: parsed.pathname,
        search: parsed.search,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show() {
  return renderScreen(
    <Routes>
      <Route path="/services_list" element={<SupplierServicesPage />} />
      <Route path="/services_list/:id" element={<p data-testid="edit-page">edit</p>} />
    </Routes>,
    { path: "/services_list" },
  );
}

/** The row of a service, found by its title. */
async function rowOf(title: string): Promise<HTMLElement> {
  const cell = await screen.findByText(title);
  const row = cell.closest<HTMLElement>("[data-testid='service-row']");
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

function actionsOf(row: HTMLElement): string[] {
  const buttons = within(row)
    .getByTestId("service-actions")
    .querySelectorAll("[data-testid^='service-action-']");
  return Array.from(buttons, (el) => el.getAttribute("data-testid")?.replace("service-action-", "") ?? "");
}

describe("SupplierServicesPage", () => {
  it("offers each service the actions its state allows", async () => {
    show();
    expect(actionsOf(await rowOf("Draft service"))).toEqual(["edit", "submit", "duplicate", "delete"]);
    expect(actionsOf(await rowOf("Waiting service"))).toEqual(["view", "duplicate"]);
    expect(actionsOf(await rowOf("Rejected service"))).toEqual(["edit", "duplicate", "delete"]);
    expect(actionsOf(await rowOf("Live service"))).toEqual(["edit", "unpublish", "duplicate"]);
    expect(actionsOf(await rowOf("Changed service"))).toEqual(["edit", "submit", "publish", "duplicate"]);
    expect(screen.getByTestId("services-total").textContent).toBe("5 services");
  });

  it("shows the state chips and the reason of a rejection", async () => {
    show();
    const rejected = await rowOf("Rejected service");
    expect(within(rejected).getByTestId("service-status").textContent).toBe("Rejected");
    expect(within(rejected).getByTestId("service-rejection").textContent).toBe(
      "Reason for rejection: The price is missing details.",
    );
    const live = await rowOf("Live service");
    expect(within(live).getByTestId("service-published").textContent).toBe("Published");
    expect(within(live).queryByTestId("service-rejection")).toBeNull();
    const changed = await rowOf("Changed service");
    expect(within(changed).getByTestId("service-published").textContent).toBe("Not published");
    expect(within(changed).getByTestId("service-pending").textContent).toBe(
      "Changes not yet sent for review",
    );
    expect(within(await rowOf("Draft service")).queryByTestId("service-published")).toBeNull();
  });

  it("filters by state and asks the API for it", async () => {
    const { user } = show();
    await rowOf("Draft service");
    await user.click(within(screen.getByTestId("services-status")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Rejected" }));
    await waitFor(() => expect(calls.some((c) => c.search.includes("status=rejected"))).toBe(true));
  });

  it("submits for review and tells the user", async () => {
    const { user } = show();
    await user.click(within(await rowOf("Draft service")).getByTestId("service-action-submit"));
    expect((await screen.findByTestId("notice-success")).textContent).toBe("Service sent for review.");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/services/1/submit"]);
  });

  it("shows a refused publication as a translated notice", async () => {
    answer = (call) => (call.method === "POST" ? refused(403, "services.publish_limit") : list(ITEMS));
    const { user } = show();
    await user.click(within(await rowOf("Changed service")).getByTestId("service-action-publish"));
    expect((await screen.findByTestId("notice-error")).textContent).toBe(
      "You have reached the published services of your plan: upgrade or unpublish a service.",
    );
  });

  it("deletes only after the confirmation", async () => {
    answer = (call) => (call.method === "DELETE" ? ok(null) : list(ITEMS));
    const { user } = show();
    await user.click(within(await rowOf("Rejected service")).getByTestId("service-action-delete"));
    const dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog.textContent).toContain('"Rejected service" will be deleted');
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(screen.getByTestId("confirm-dialog-confirm"));
    expect((await screen.findByTestId("notice-success")).textContent).toBe("Service deleted.");
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/services/3"]);
  });

  it("opens the copy after duplicating", async () => {
    answer = (call) => (call.method === "POST" ? ok(detail(9)) : list(ITEMS));
    const { user } = show();
    await user.click(within(await rowOf("Live service")).getByTestId("service-action-duplicate"));
    expect(await screen.findByTestId("edit-page")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/services/4/duplicate",
    ]);
  });
});
