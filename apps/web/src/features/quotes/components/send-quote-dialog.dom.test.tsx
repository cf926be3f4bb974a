// @vitest-environment happy-dom
import type { OpenPosition } from "@mkt/contracts";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBrandTheme } from "../../../app/theme.ts";
import { renderScreen } from "../../../test/render.tsx";
import { SendQuoteDialog } from "./send-quote-dialog.tsx";

// The http boundary is fetch: the dialog, its schema and rules, the feature's api hooks and the shared client run
// for real. Each test says what the API answers per path.
type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Answer;
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data, message: "" } });
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, limit: 100 });

const position: OpenPosition = {
  id: 40,
  title: "Java developer",
  seniority: "senior",
  city: "Milano",
  remote_allowed: false,
  max_daily_rate: 500,
  profiles_wanted: 2,
  date_start: "2031-01-10",
  date_end: "2031-06-30",
  description: "",
  mandatory_skills: [],
  nice_skills: [],
  languages: [],
  published_at: "2030-12-01T10:00:00.000Z",
  need_id: 8,
  need_title: "Banking platform",
  client: { id: 1, name: "Acme" },
};

const profile = (id: number, firstname: string, lastname: string) => ({
  id,
  company_id: 2,
  firstname,
  lastname,
  title: "Developer",
  seniority: "senior",
  city: null,
  remote: false,
  full_time: true,
  available_from: null,
  daily_rate_min: null,
  daily_rate_max: null,
  premium: false,
  published: true,
  photo_url: null,
  skills: [],
  updated_at: "2030-12-01T10:00:00.000Z",
});
const fit = (profileId: number, score: number, band: string) => ({
  profile_id: profileId,
  firstname: "x",
  lastname: "y",
  title: "Developer",
  seniority: "senior",
  company_name: "Nuvola Tech S.r.l.",
  city: null,
  remote: false,
  daily_rate_min: null,
  available_from: null,
  contacts_visible: true,
  score,
  band,
  criteria: [],
  computed_at: "2030-12-01T10:00:00.000Z",
});
const quote = {
  id: 90,
  kind: "tm",
  status: "sent",
  need_id: 8,
  need_title: "Banking platform",
  position_id: 40,
  position_title: "Java developer",
  supplier: { id: 2, name: "Tech Srl" },
  client: { id: 1, name: "Acme" },
  daily_rate: 450,
  date_start: "2031-02-01",
  date_end: "2031-05-31",
  profile_number: 2,
  price: null,
  delivery_date: null,
  note: "",
  document: null,
  discard_reason: null,
  viewed_at: null,
  decided_at: null,
  created_at: "2030-12-02T10:00:00.000Z",
  nominations: [],
};

/** Two published profiles; matching found only the second one fitting, with a high score. */
function answerWith(profiles: unknown[], post: () => Answer = () => ok(quote)) {
  answer = (call) => {
    if (call.method === "POST") return post();
    if (call.path === "/api/profiles") return page(profiles);
    if (call.path === `/api/positions/${position.id}/my-fitting-profiles`)
      return page([fit(6, 92, "excellent")]);
    return { status: 404, body: { success: false, data: null, message: "", code: "common.not_found" } };
  };
}

beforeEach(() => {
  calls = [];
  answerWith([profile(5, "Anna", "Verdi"), profile(6, "Marco", "Neri")]);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        path: new URL(url, "http://localhost").pathname,
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

/** The match band chips read the brand's quality colours, which renderScreen's plain theme lacks. */
const { brand } = createBrandTheme(null).palette;

function show() {
  const onClose = vi.fn();
  const view = renderScreen(
    <ThemeProvider theme={(outer: Theme) => ({ ...outer, palette: { ...outer.palette, brand } })}>
      <SendQuoteDialog position={position} onClose={onClose} />
    </ThemeProvider>,
  );
  const posts = () => calls.filter((call) => call.method === "POST");
  return {
    ...view,
    onClose,
    posts,
    input: (testId: string) => screen.getByTestId<HTMLInputElement>(testId),
    set: (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } }),
    send: () => view.user.click(screen.getByRole("button", { name: "Send quote" })),
  };
}

describe("SendQuoteDialog", () => {
  it("starts from the position's rate, period and size, and lists the best fitting profile first", async () => {
    const { input } = show();
    expect(input("quote-rate").value).toBe("500");
    expect(input("quote-date-start").value).toBe("2031-01-10");
    expect(input("quote-date-end").value).toBe("2031-06-30");
    expect(input("quote-profile-number").value).toBe("2");
    await screen.findByRole("checkbox", { name: "Anna Verdi" });
    await within(screen.getByTestId("quote-profiles")).findByText("Excellent", { exact: false });
    const names = screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-label"));
    expect(names).toEqual(["Marco Neri", "Anna Verdi"]);
  });

  it("says so when the supplier has no published profile", async () => {
    answerWith([]);
    show();
    expect(
      await screen.findByText("You have no published profiles: publish one to propose it."),
    ).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("checks the quote against the position (period, size, a named profile) before sending anything", async () => {
    const { set, send, posts, input } = show();
    await screen.findByRole("checkbox", { name: "Anna Verdi" });
    set("quote-date-start", "2030-12-01");
    set("quote-profile-number", "3");
    await send();
    expect(await screen.findByText("The date must fall within the position's period.")).toBeTruthy();
    expect(screen.getByText("The position asks for fewer profiles.")).toBeTruthy();
    expect(input("quote-date-start").getAttribute("aria-invalid")).toBe("true");
    expect(input("quote-date-end").getAttribute("aria-invalid")).toBe("false");
    // No profile chosen: the profiles' fieldset says it is required.
    expect(within(screen.getByTestId("quote-profiles")).getByRole("alert").textContent).toBe(
      "This field is required.",
    );
    expect(posts()).toEqual([]);
  });

  it("posts the quote with numbers and the chosen profiles, tells the user and closes", async () => {
    const { user, set, send, posts, onClose } = show();
    await user.click(await screen.findByRole("checkbox", { name: "Anna Verdi" }));
    set("quote-rate", "450");
    set("quote-date-start", "2031-02-01");
    set("quote-date-end", "2031-05-31");
    await user.click(screen.getByTestId("quote-note"));
    await user.paste("Available from February");
    await send();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(posts()).toEqual([
      {
        method: "POST",
        path: `/api/positions/${position.id}/quotes`,
        body: {
          daily_rate: 450,
          date_start: "2031-02-01",
          date_end: "2031-05-31",
          profile_number: 2,
          note: "Available from February",
          profile_ids: [5],
        },
      },
    ]);
    expect(await screen.findByText("Quote sent to the client.")).toBeTruthy();
  });

  it("shows the server's field error under the rate and keeps the dialog open", async () => {
    answerWith([profile(5, "Anna", "Verdi")], () => ({
      status: 400,
      body: {
        success: false,
        data: null,
        message: "Invalid",
        code: "validation.failed",
        errors: [{ field: "daily_rate", code: "validation.number", message: "Enter a valid number." }],
      },
    }));
    const { user, send, posts, input, onClose } = show();
    await user.click(await screen.findByRole("checkbox", { name: "Anna Verdi" }));
    await send();
    expect(await screen.findByText("Enter a valid number.")).toBeTruthy();
    expect(input("quote-rate").getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows under the profiles why a profile already proposed for the position is refused (409)", async () => {
    answerWith([profile(5, "Anna", "Verdi")], () => ({
      status: 409,
      body: {
        success: false,
        data: null,
        message: "",
        code: "quotes.duplicate_candidacy",
        errors: [{ field: "profile_ids", code: "quotes.duplicate_candidacy", message: "" }],
      },
    }));
    const { user, send, onClose } = show();
    await user.click(await screen.findByRole("checkbox", { name: "Anna Verdi" }));
    await send();
    const profiles = screen.getByTestId("quote-profiles");
    expect((await within(profiles).findByRole("alert")).textContent).toBe(
      "This profile is already proposed for the position.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("tells a freelancer not verified yet why the quote cannot be sent (409), and keeps the dialog open", async () => {
    answerWith([profile(5, "Anna", "Verdi")], () => ({
      status: 409,
      body: { success: false, data: null, message: "", code: "quotes.freelancer_not_verified" },
    }));
    const { user, send, onClose } = show();
    await user.click(await screen.findByRole("checkbox", { name: "Anna Verdi" }));
    await send();
    expect(
      await screen.findByText(
        "Your freelancer account is not verified yet: our staff check your VAT number and identity documents, then you can send quotes.",
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
