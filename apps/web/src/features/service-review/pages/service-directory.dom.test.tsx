// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { ServiceDirectory } from "./service-directory.tsx";

type Answer = { status: number; body: unknown };
type Call = { method: string; path: string; query: Record<string, string> };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data, message: "" } });
const row = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  company_id: 4,
  company_name: "Tech Srl",
  title: `Service ${id}`,
  category: "Cloud",
  status: "submitted",
  published: false,
  has_pending_changes: false,
  rejection_reason: null,
  submitted_at: "2031-03-01T10:00:00.000Z",
  updated_at: "2031-03-01T10:00:00.000Z",
  ...over,
});
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 20 });
const content = {
  title_it: "Servizio 7",
  title_en: "Service 7",
  description_it: "Descrizione",
  description_en: "Description",
  category_id: 11,
  delivery_model: "time_material",
  price_kind: "on_quote",
  price_min: null,
  price_max: null,
  duration_min_days: null,
  duration_max_days: null,
  technology_ids: [],
  sector_ids: [],
  deliverables: [],
  case_studies: [],
};
const detail = {
  id: 7,
  company_id: 4,
  company_name: "Tech Srl",
  status: "submitted",
  published: false,
  live: null,
  working: {
    id: 70,
    status: "submitted",
    content,
    submitted_at: "2031-03-01T10:00:00.000Z",
    decided_at: null,
    rejection_reason: null,
    updated_at: "2031-03-01T10:00:00.000Z",
  },
  approved_at: null,
  created_at: "2031-03-01T10:00:00.000Z",
  updated_at: "2031-03-01T10:00:00.000Z",
};

let calls: Call[];
let answers: Record<string, (query: Record<string, string>) => Answer>;
beforeEach(() => {
  calls = [];
  answers = {
    "GET /api/services/review": () =>
      ok(page([row(7), row(8, { company_id: 5, company_name: "Data Spa", has_pending_changes: true })])),
    "GET /api/services/7": () => ok(detail),
    "GET /api/services/categories": () => ok([{ id: 11, parent_id: null, code: "cloud", name: "Cloud" }]),
    "GET /api/technologies": () => ok([]),
    "GET /api/job_sectors": () => ok([]),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const parsed = new URL(url, "http://localhost");
      const query = Object.fromEntries(parsed.searchParams);
      calls.push({ method, path: parsed.pathname, query });
      const answer = answers[`${method} ${parsed.pathname}`]?.(query) ?? {
        status: 404,
        body: { success: false, data: null, message: "", code: "common.not_found" },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const titles = () => screen.queryAllByTestId("service-open").map((link) => link.textContent);

describe("ServiceDirectory (review queue)", () => {
  it("lists the waiting services with what each request is, and filters by a row's company", async () => {
    const { user } = renderScreen(<ServiceDirectory mode="queue" />);
    await waitFor(() => expect(titles()).toEqual(["Service 7", "Service 8"]));
    expect(screen.getByTestId("services-total").textContent).toBe("2 services waiting");
    const kinds = screen.getAllByTestId("service-kind").map((chip) => chip.textContent);
    expect(kinds).toEqual(["New service", "Changes to an approved service"]);
    await user.click(screen.getByRole("button", { name: "Show only the services of Data Spa" }));
    expect((await screen.findByTestId("services-company-filter")).textContent).toBe("Company: Data Spa");
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        path: "/api/services/review",
        query: { company_id: "5", page: "1" },
      }),
    );
  });

  it("approves a service: the call is sent, the item leaves the queue and a notice confirms", async () => {
    let decided = false;
    answers["POST /api/services/7/approve"] = () => {
      decided = true;
      return ok({ ...detail, status: "approved", working: null, live: content });
    };
    answers["GET /api/services/review"] = () => ok(page(decided ? [row(8)] : [row(7), row(8)]));
    const { user, queryClient } = renderScreen(<ServiceDirectory mode="queue" />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(await screen.findByRole("button", { name: "Open Service 7" }));
    const drawer = await screen.findByTestId("service-detail");
    await user.click(within(drawer).getByTestId("service-approve"));
    await user.click(screen.getByTestId("confirm-dialog-confirm"));
    expect(await screen.findByText("Service approved: the supplier has been notified.")).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(["Service 8"]));
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/api/services/7/approve",
    ]);
    // The sidebar's To Review counter follows.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["sidebar-counter", "services_pending"] });
  });

  it("says so when nothing waits", async () => {
    answers["GET /api/services/review"] = () => ok(page([]));
    renderScreen(<ServiceDirectory mode="queue" />);
    expect((await screen.findByTestId("services-empty")).textContent).toBe(
      "No service is waiting for review.",
    );
  });
});

describe("ServiceDirectory (staff complete list)", () => {
  it("reads every company's services and sends the status filter", async () => {
    answers["GET /api/services/all"] = (query) =>
      ok(
        page(
          query.status === "approved" ? [row(9, { status: "approved", published: true })] : [row(7), row(9)],
        ),
      );
    const { user } = renderScreen(<ServiceDirectory mode="all" />, {
      path: "/services_list?status=approved",
    });
    await waitFor(() => expect(titles()).toEqual(["Service 9"]));
    expect(calls.some((call) => call.path === "/api/services/review")).toBe(false);
    expect(calls.find((call) => call.path === "/api/services/all")?.query.status).toBe("approved");
    expect(screen.getByTestId("service-status").textContent).toBe("Approved");
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "All statuses" }));
    await waitFor(() => expect(titles()).toEqual(["Service 7", "Service 9"]));
  });
});

describe("ServiceDirectory's review shortcuts (issue 20)", () => {
  it("moves with j, rejects with r only through the reason dialog, approves with a after the confirmation", async () => {
    answers["POST /api/services/8/approve"] = () => ok(detail);
    const { user } = renderScreen(<ServiceDirectory mode="queue" />);
    await waitFor(() => expect(titles()).toEqual(["Service 7", "Service 8"]));
    expect(screen.getByTestId("review-shortcuts-hint").textContent).toBe("Press ? for shortcuts");
    await user.keyboard("jj");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Service 8"));
    await user.keyboard("r");
    const reason = await screen.findByRole("dialog");
    expect(reason.textContent).toContain("Service 8");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.keyboard("a");
    await user.click(await screen.findByTestId("confirm-dialog-confirm"));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/services/8/approve")).toBe(true),
    );
    expect(calls.some((c) => c.path.endsWith("/reject"))).toBe(false);
  });

  it("has no shortcuts on the every-services list", async () => {
    answers["GET /api/services/all"] = () => ok(page([row(7, { status: "approved" })]));
    renderScreen(<ServiceDirectory mode="all" />);
    await waitFor(() => expect(titles()).toEqual(["Service 7"]));
    expect(screen.queryByTestId("review-shortcuts-hint")).toBeNull();
  });
});
