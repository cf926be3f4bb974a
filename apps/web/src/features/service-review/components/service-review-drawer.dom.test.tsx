// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchRoutes, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { ServiceReviewDrawer } from "./service-review-drawer.tsx";

// The http boundary is fetch: the drawer, the feature's api hooks and the shared client run for real.
const content = (over: Record<string, unknown> = {}) => ({
  title_it: "Migrazione cloud",
  title_en: "Cloud migration",
  description_it: "Portiamo i sistemi nel cloud.",
  description_en: "We move systems to the cloud.",
  category_id: 11,
  delivery_model: "fixed_price",
  price_kind: "from",
  price_min: 1500,
  price_max: null,
  duration_min_days: 10,
  duration_max_days: 20,
  technology_ids: [1],
  sector_ids: [3],
  deliverables: ["Plan"],
  case_studies: [],
  ...over,
});
const detail = (over: Record<string, unknown> = {}) => ({
  id: 12,
  company_id: 4,
  company_name: "Tech Srl",
  status: "submitted",
  published: true,
  live: content(),
  working: {
    id: 90,
    status: "submitted",
    content: content({ title_en: "Cloud migrations", price_min: 2000, technology_ids: [1, 2] }),
    submitted_at: "2031-03-01T10:00:00.000Z",
    decided_at: null,
    rejection_reason: null,
    updated_at: "2031-03-01T10:00:00.000Z",
  },
  approved_at: "2031-02-01T10:00:00.000Z",
  created_at: "2031-01-01T10:00:00.000Z",
  updated_at: "2031-03-01T10:00:00.000Z",
  ...over,
});

let calls: FetchCall[];
let answers: FetchRoutes;
beforeEach(() => {
  answers = {
    "GET /api/services/12": () => ok(detail()),
    "GET /api/services/categories": () =>
      ok([
        { id: 10, parent_id: null, code: "cloud", name: "Cloud" },
        { id: 11, parent_id: 10, code: "migration", name: "Migration" },
      ]),
    "GET /api/technologies": () =>
      ok([
        { id: 1, name: "AWS", category: "cloud" },
        { id: 2, name: "Terraform", category: "devops" },
      ]),
    "GET /api/job_sectors": () => ok([{ id: 3, code: "bank", name: "Banking" }]),
  };
  calls = stubFetch(answers);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show() {
  const onClose = vi.fn();
  const view = renderScreen(<ServiceReviewDrawer serviceId={12} onClose={onClose} />);
  return { ...view, onClose };
}
const posts = () => calls.filter((call) => call.method === "POST");

describe("ServiceReviewDrawer", () => {
  it("shows the live and the submitted version side by side, highlighting exactly the changed fields", async () => {
    show();
    expect(await screen.findByRole("heading", { name: "Cloud migrations" })).toBeTruthy();
    expect(screen.getByTestId("service-compare-summary").textContent).toBe("3 fields changed, highlighted.");
    const changed = screen
      .getAllByTestId(/^field-/)
      .filter((cell) => cell.getAttribute("data-changed") === "true")
      .map((cell) => cell.getAttribute("data-testid"));
    expect(changed).toEqual(["field-title_en", "field-price", "field-technology_ids"]);
    expect(within(screen.getByTestId("live-title_en")).getByText("Cloud migration")).toBeTruthy();
    expect(within(screen.getByTestId("field-title_en")).getByText("Cloud migrations")).toBeTruthy();
    // Names come from the lookups: the category with its parent, technologies, sectors.
    expect(
      await within(screen.getByTestId("field-category_id")).findByText("Cloud › Migration"),
    ).toBeTruthy();
    expect(within(screen.getByTestId("field-technology_ids")).getByText("Terraform")).toBeTruthy();
    expect(within(screen.getByTestId("field-sector_ids")).getByText("Banking")).toBeTruthy();
    expect(within(screen.getByTestId("live-price")).getByText("From €1,500")).toBeTruthy();
    expect(within(screen.getByTestId("field-price")).getByText("From €2,000")).toBeTruthy();
  });

  it("writes prices in the app's one euro format, four digits grouped and a range as one amount", async () => {
    answers["GET /api/services/12"] = () =>
      ok(
        detail({
          working: {
            ...detail().working,
            content: content({ price_kind: "range", price_min: 1500, price_max: 3000 }),
          },
        }),
      );
    renderScreen(<ServiceReviewDrawer serviceId={12} onClose={vi.fn()} />, { language: "it" });
    // Intl puts a no-break space before the sign; the test reads it as a plain one.
    const price = async (id: string) => {
      const cell = await screen.findByTestId(id);
      return within(cell)
        .getAllByText(/€/)
        .map((node) => node.textContent?.replace(/\s/g, " "));
    };
    expect(await price("live-price")).toEqual(["Da 1.500 €"]);
    expect(await price("field-price")).toEqual(["1.500–3.000 €"]);
  });

  it("shows only the submitted version of a first submission", async () => {
    answers["GET /api/services/12"] = () => ok(detail({ live: null, approved_at: null, published: false }));
    show();
    expect(await screen.findByTestId("service-first-submission")).toBeTruthy();
    expect(screen.queryByTestId("service-compare")).toBeNull();
    expect(screen.queryAllByTestId(/^live-/)).toHaveLength(0);
    expect(screen.getByTestId("service-working-content").textContent).toContain("Cloud migrations");
    expect(screen.getByTestId("service-approve")).toBeTruthy();
  });

  it("offers no decision on a service that is not submitted", async () => {
    answers["GET /api/services/12"] = () => ok(detail({ status: "approved", working: null }));
    show();
    expect(await screen.findByTestId("service-live-content")).toBeTruthy();
    expect(screen.queryByTestId("service-approve")).toBeNull();
    expect(screen.queryByTestId("service-reject")).toBeNull();
  });

  it("requires a reason to reject, then sends it and confirms", async () => {
    answers["POST /api/services/12/reject"] = () => ok(detail({ status: "rejected" }));
    const { user, onClose } = show();
    await user.click(await screen.findByTestId("service-reject"));
    await user.click(screen.getByTestId("service-reject-confirm"));
    expect((await screen.findByRole("alert")).textContent).toMatch(/required/i);
    expect(posts()).toHaveLength(0);
    await user.type(screen.getByTestId("service-reject-reason"), "Add the English description");
    await user.click(screen.getByTestId("service-reject-confirm"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([
      { method: "POST", path: "/api/services/12/reject", body: { reason: "Add the English description" } },
    ]);
    expect(
      await screen.findByText("Service rejected: the supplier has been notified with your reason."),
    ).toBeTruthy();
  });

  it("approves after the confirmation", async () => {
    answers["POST /api/services/12/approve"] = () => ok(detail({ status: "approved", working: null }));
    const { user, onClose } = show();
    await user.click(await screen.findByTestId("service-approve"));
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByTestId("confirm-dialog-confirm"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts().map((call) => call.path)).toEqual(["/api/services/12/approve"]);
    expect(await screen.findByText("Service approved: the supplier has been notified.")).toBeTruthy();
  });

  it("says clearly that someone else decided on a 409, and reloads the service", async () => {
    answers["POST /api/services/12/approve"] = () => apiFailure(409, "services.not_in_review");
    const { user, onClose } = show();
    await user.click(await screen.findByTestId("service-approve"));
    answers["GET /api/services/12"] = () => ok(detail({ status: "approved", working: null }));
    await user.click(screen.getByTestId("confirm-dialog-confirm"));
    expect((await screen.findByTestId("service-conflict")).textContent).toMatch(
      /Another reviewer has already decided/,
    );
    // The service is read again: it is approved now, so the decision buttons go.
    await waitFor(() => expect(screen.queryByTestId("service-approve")).toBeNull());
    expect(calls.filter((call) => call.method === "GET" && call.path === "/api/services/12")).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
