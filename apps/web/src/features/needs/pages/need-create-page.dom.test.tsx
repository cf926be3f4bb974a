// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { NeedCreatePage } from "./need-create-page.tsx";

// The http boundary is fetch: the page, the Fixed Price form and its draft hooks and the shared client run for real.
type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Answer;
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data, message: "" } });

const need = (over: Record<string, unknown> = {}) => ({
  id: 5,
  type: "fp",
  title: "Booking app",
  status: "published",
  description: "A booking app for our shops.",
  sector_code: null,
  city: null,
  remote_allowed: false,
  anonymous: false,
  budget: 50000,
  deadline: "2031-12-31",
  positions: [],
  documents: [],
  created_at: "2030-12-01T10:00:00.000Z",
  updated_at: "2030-12-01T10:00:00.000Z",
  published_at: "2030-12-01T10:00:00.000Z",
  closed_at: null,
  ...over,
});

beforeEach(() => {
  calls = [];
  answer = (call) => (call.path === "/api/job_sectors" ? ok([]) : ok(need()));
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
      const { status, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error text under a field (null when it is valid). */
function errorOf(label: RegExp): string | null {
  const input = screen.getByLabelText(label, { selector: "input, textarea" });
  if (input.getAttribute("aria-invalid") !== "true") return null;
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? null;
}

/** Where the page navigated to (the needs list stands in for the real one). */
function NeedList() {
  const location = useLocation();
  return <p data-testid="need-list">{location.search}</p>;
}

function show(path = "/need/create") {
  const view = renderScreen(
    <Routes>
      <Route path="/need/create" element={<NeedCreatePage />} />
      <Route path="/need" element={<NeedList />} />
    </Routes>,
    { path },
  );
  const fill = async (label: RegExp, text: string) => {
    await view.user.click(screen.getByLabelText(label, { selector: "input, textarea" }));
    await view.user.paste(text);
  };
  return {
    ...view,
    fill,
    /** The saves (create or update) sent so far. */
    saves: () => calls.filter((call) => call.method !== "GET"),
    publish: () => view.user.click(screen.getByTestId("need-publish")),
    openFixedPrice: async () => {
      await view.user.click(screen.getByTestId("need-type-fp"));
      expect((await screen.findByTestId("need-form-heading")).textContent).toBe("New Fixed Price project");
    },
  };
}

describe("NeedCreatePage, Fixed Price", () => {
  it("offers the two kinds of need first", () => {
    show();
    expect(screen.getByText("What do you need?")).toBeTruthy();
    expect(screen.getByTestId("need-type-tm").textContent).toContain("Time & Material");
    expect(screen.getByTestId("need-type-fp").textContent).toContain("Fixed Price");
    expect(screen.queryByTestId("need-publish")).toBeNull();
  });

  it("marks the required fields on Publish and saves nothing", async () => {
    const { openFixedPrice, publish, saves } = show();
    await openFixedPrice();
    await publish();
    await screen.findAllByText("This field is required.");
    expect([/^Title/, /^Description/, /^Budget/, /^Deadline/].map(errorOf)).toEqual([
      "This field is required.",
      "This field is required.",
      "Enter a valid number.",
      "This field is required.",
    ]);
    expect(saves()).toEqual([]);
  });

  it("refuses a deadline in the past", async () => {
    const { openFixedPrice, publish, fill, saves } = show();
    await openFixedPrice();
    await fill(/^Description/, "A booking app for our shops.");
    await fill(/^Budget/, "50000");
    await fill(/^Deadline/, "2020-01-01");
    await fill(/^Title/, "Booking app");
    await publish();
    expect(await screen.findByText("Choose a future date.")).toBeTruthy();
    expect([/^Title/, /^Budget/, /^Deadline/].map(errorOf)).toEqual([null, null, "Choose a future date."]);
    expect(saves()).toEqual([]);
  });

  it("creates and publishes the project, tells the user and goes to the published needs", async () => {
    const { openFixedPrice, publish, fill, saves } = show();
    await openFixedPrice();
    await fill(/^Description/, "A booking app for our shops.");
    await fill(/^Budget/, "50000");
    await fill(/^Deadline/, "2031-12-31");
    // The title last: a draft autosaves only once it has one, and this test is about Publish.
    await fill(/^Title/, "Booking app");
    await publish();
    expect((await screen.findByTestId("need-list")).textContent).toBe("?status=published");
    expect(screen.getByText("Need published: suppliers can see it.")).toBeTruthy();
    expect(saves()).toEqual([
      {
        method: "POST",
        path: "/api/client/need/projectFixedPrice/create",
        body: {
          title: "Booking app",
          description: "A booking app for our shops.",
          sector_code: null,
          city: null,
          remote_allowed: false,
          anonymous: false,
          budget: 50000,
          deadline: "2031-12-31",
          publish: true,
        },
      },
    ]);
  });
});

describe("NeedCreatePage, an existing draft (?id=)", () => {
  it("loads the need and refuses to edit one that is no longer a draft", async () => {
    show("/need/create?id=5");
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy();
    expect(await screen.findByText("This need is no longer a draft and cannot be edited.")).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain("/api/client/need/5");
    expect(screen.queryByTestId("need-publish")).toBeNull();
  });

  it("opens a draft in its form with its values", async () => {
    answer = (call) => (call.path === "/api/job_sectors" ? ok([]) : ok(need({ status: "draft" })));
    show("/need/create?id=5");
    expect((await screen.findByTestId("need-form-heading")).textContent).toBe("New Fixed Price project");
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/, { selector: "input" }).value).toBe(
      "Booking app",
    );
    expect(screen.getByTestId<HTMLInputElement>("need-budget").value).toBe("50000");
  });

  it("says why when the need cannot be read", async () => {
    answer = (call) =>
      call.path === "/api/job_sectors"
        ? ok([])
        : { status: 404, body: { success: false, data: null, message: "", code: "common.not_found" } };
    show("/need/create?id=5");
    expect((await screen.findByRole("alert")).textContent).toBe("Not found.");
  });
});
