// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { ServiceEditPage } from "./service-edit-page.tsx";

// The http boundary is fetch: the page, the form with the contract's schema, the feature's api hooks and the shared
// client run for real. Each test says what the API answers per path.
type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Answer | null;
const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data, message: "" } });

const CATEGORIES = [
  { id: 1, parent_id: null, code: "cloud", name: "Cloud" },
  { id: 2, parent_id: 1, code: "cloud_migration", name: "Cloud migration" },
  { id: 3, parent_id: 1, code: "cloud_managed", name: "Managed cloud services" },
];

const CONTENT = {
  title_it: "Migrazione su AWS",
  title_en: "AWS migration",
  description_it: "Portiamo i vostri sistemi su AWS.",
  description_en: "We move your systems to AWS.",
  category_id: 2,
  delivery_model: "fixed_price",
  price_kind: "range",
  price_min: 5000,
  price_max: 9000,
  duration_min_days: 10,
  duration_max_days: 30,
  technology_ids: [],
  sector_ids: [],
  deliverables: ["Assessment report"],
  case_studies: [
    { title: "Bank move", client_sector_id: null, outcome: "Half the cost.", collaboration_id: null },
  ],
  attachments: [{ file_id: 4, name: "AWS brochure.pdf" }],
};

const detail = (id: number, working: Record<string, unknown> | null, over: Record<string, unknown> = {}) => ({
  id,
  company_id: 3,
  company_name: "Acme Cloud",
  status: "draft",
  published: false,
  live: null,
  working: working && {
    id: 70,
    status: "draft",
    content: CONTENT,
    submitted_at: null,
    decided_at: null,
    rejection_reason: null,
    updated_at: "2030-12-01T10:00:00.000Z",
    ...working,
  },
  approved_at: null,
  created_at: "2030-12-01T10:00:00.000Z",
  updated_at: "2030-12-01T10:00:00.000Z",
  ...over,
});

/** Lookups every form reads; a test's `answer` decides the rest. */
function lookup(call: Call): Answer | null {
  if (call.path === "/api/services/categories") return ok(CATEGORIES);
  if (call.path === "/api/technologies" || call.path === "/api/job_sectors") return ok([]);
  return null;
}

beforeEach(() => {
  calls = [];
  answer = () => ok(detail(9, {}));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, "http://localhost");
      const call = {
        method: init.method ?? "GET",
        path: parsed.pathname,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const { status, body } = lookup(call) ?? answer(call) ?? ok(null);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(path: string) {
  const view = renderScreen(
    <Routes>
      <Route path="/services_list" element={<p data-testid="list-page">list</p>} />
      <Route path="/services_list/new" element={<ServiceEditPage />} />
      <Route path="/services_list/:id" element={<ServiceEditPage />} />
    </Routes>,
    { path },
  );
  const input = (label: RegExp) => screen.getByLabelText(label, { selector: "input, textarea" });
  return {
    ...view,
    input,
    fill: async (label: RegExp, text: string) => {
      await view.user.clear(input(label));
      await view.user.click(input(label));
      await view.user.paste(text);
    },
    choose: async (label: RegExp, option: string) => {
      await view.user.click(screen.getByRole("combobox", { name: label }));
      await view.user.click(await screen.findByRole("option", { name: option }));
    },
    writes: () => calls.filter((call) => call.method !== "GET"),
  };
}

/** The error text under a field (null when it is valid). */
function errorOf(label: RegExp): string | null {
  const input = screen.getByLabelText(label, { selector: "input, textarea" });
  if (input.getAttribute("aria-invalid") !== "true") return null;
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? null;
}

describe("ServiceEditPage, a new service", () => {
  async function fillValid(view: ReturnType<typeof show>) {
    await screen.findByTestId("service-form");
    await view.fill(/^Title \(Italian\)/, "Migrazione su AWS");
    await view.fill(/^Title \(English\)/, "AWS migration");
    await view.fill(/^Description \(Italian\)/, "Portiamo i vostri sistemi su AWS.");
    await view.fill(/^Description \(English\)/, "We move your systems to AWS.");
    await view.choose(/^Product category/, "Cloud migration");
    await view.choose(/^Delivery model/, "Fixed Price");
    await view.fill(/^Starting from/, "5000");
  }

  it("names a missing title and sends nothing", async () => {
    const view = show("/services_list/new");
    await screen.findByTestId("service-form");
    await view.fill(/^Title \(English\)/, "AWS migration");
    await view.user.click(screen.getByTestId("service-save"));
    await screen.findAllByText("This field is required.");
    expect(errorOf(/^Title \(Italian\)/)).toBe("This field is required.");
    expect(errorOf(/^Title \(English\)/)).toBeNull();
    expect(view.writes()).toEqual([]);
  });

  it("shows the figures the price kind needs", async () => {
    const view = show("/services_list/new");
    await screen.findByTestId("service-form");
    expect(screen.getByLabelText(/^Starting from/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Maximum price/)).toBeNull();
    await view.user.click(screen.getByRole("radio", { name: "Price range" }));
    expect(screen.getByLabelText(/^Minimum price/)).toBeTruthy();
    expect(screen.getByLabelText(/^Maximum price/)).toBeTruthy();
    await view.user.click(screen.getByRole("radio", { name: "On quote" }));
    expect(screen.queryByLabelText(/^Minimum price|^Starting from|^Maximum price/)).toBeNull();
    expect(screen.getByTestId("service-on-quote").textContent).toBe(
      "No figure is shown: clients ask you for a quote.",
    );
  });

  it("creates the draft with the form's content and opens it", async () => {
    answer = (call) => (call.method === "POST" ? ok(detail(9, {}), 201) : ok(detail(9, {})));
    const view = show("/services_list/new");
    await fillValid(view);
    await view.user.click(screen.getByTestId("service-add-deliverable"));
    await view.fill(/^Deliverable 1/, "Assessment report");
    await view.user.click(screen.getByTestId("service-save"));
    await waitFor(() => expect(screen.getByTestId("service-edit-heading").textContent).toBe("Edit service"));
    expect(view.writes()).toEqual([
      {
        method: "POST",
        path: "/api/services",
        body: {
          title_it: "Migrazione su AWS",
          title_en: "AWS migration",
          description_it: "Portiamo i vostri sistemi su AWS.",
          description_en: "We move your systems to AWS.",
          category_id: 2,
          delivery_model: "fixed_price",
          price_kind: "from",
          price_min: 5000,
          price_max: null,
          duration_min_days: null,
          duration_max_days: null,
          technology_ids: [],
          sector_ids: [],
          deliverables: ["Assessment report"],
          case_studies: [],
          attachments: [],
        },
      },
    ]);
    expect(screen.getByTestId("notice-success").textContent).toBe("Draft saved.");
  });
});

describe("ServiceEditPage, an existing service", () => {
  it("refuses a range whose maximum is under its minimum", async () => {
    answer = () => ok(detail(5, {}));
    const view = show("/services_list/5");
    await screen.findByTestId("service-form");
    expect(view.input(/^Maximum price/)).toHaveProperty("value", "9000");
    await view.fill(/^Maximum price/, "1000");
    await view.user.click(screen.getByTestId("service-save-submit"));
    await screen.findByText("The maximum cannot be lower than the minimum.");
    expect(errorOf(/^Maximum price/)).toBe("The maximum cannot be lower than the minimum.");
    expect(errorOf(/^Minimum price/)).toBeNull();
    expect(view.writes()).toEqual([]);
  });

  it("puts the API's field errors under their fields", async () => {
    answer = (call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: {
              success: false,
              data: null,
              message: "Invalid data.",
              code: "validation.failed",
              errors: [
                { field: "category_id", code: "services.unknown_category", message: "x" },
                {
                  field: "case_studies.0.outcome",
                  code: "validation.too_long",
                  message: "Too long (max 1500).",
                },
              ],
            },
          }
        : ok(detail(5, {}));
    const view = show("/services_list/5");
    await screen.findByTestId("service-form");
    await view.user.click(screen.getByTestId("service-save"));
    const text = await screen.findByText("Choose a category from the list.");
    expect(text.closest(".MuiFormControl-root")?.textContent).toContain("Product category");
    expect(errorOf(/^Outcome/)).toBe("Too long (max 1500).");
    expect(errorOf(/^Title \(Italian\)/)).toBeNull();
    expect(screen.queryByTestId("form-alert")).toBeNull();
    expect(view.writes().map((c) => `${c.method} ${c.path}`)).toEqual(["PUT /api/services/5"]);
  });

  it("saves the changes and sends them for review", async () => {
    answer = (call) => (call.method === "GET" ? ok(detail(5, {})) : ok(detail(5, { status: "submitted" })));
    const view = show("/services_list/5");
    await screen.findByTestId("service-form");
    expect(view.input(/^Title \(English\)/)).toHaveProperty("value", "AWS migration");
    await view.fill(/^Title \(English\)/, "AWS migration in 30 days");
    await view.user.click(screen.getByTestId("service-save-submit"));
    expect(await screen.findByTestId("list-page")).toBeTruthy();
    expect(view.writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      "PUT /api/services/5",
      "POST /api/services/5/submit",
    ]);
    expect(view.writes()[0]?.body).toEqual({ ...CONTENT, title_en: "AWS migration in 30 days" });
  });

  it("shows the staff's reason above a rejected version", async () => {
    answer = () =>
      ok(
        detail(5, { status: "rejected", rejection_reason: "Add the price details." }, { status: "rejected" }),
      );
    show("/services_list/5");
    expect((await screen.findByTestId("service-rejected")).textContent).toContain("Add the price details.");
    expect(screen.getByTestId("service-save")).toBeTruthy();
  });

  it("cannot be changed while in review", async () => {
    answer = () => ok(detail(5, { status: "submitted" }, { status: "submitted" }));
    const view = show("/services_list/5");
    expect((await screen.findByTestId("service-in-review")).textContent).toContain("being reviewed");
    expect(view.input(/^Title \(Italian\)/)).toHaveProperty("disabled", true);
    expect(screen.queryByTestId("service-save")).toBeNull();
    expect(screen.queryByTestId("service-save-submit")).toBeNull();
    expect(screen.queryByTestId("service-add-deliverable")).toBeNull();
  });
});
