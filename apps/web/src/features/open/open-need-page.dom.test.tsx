// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../test/fetch-stub.ts";
import { showOpenNeedPage } from "./open-need-test-support.tsx";

// The http boundary is fetch: the page, the needs form pieces, the contracts' schemas and the client run for real.
const TOKEN = "t".repeat(43);
let calls: FetchCall[] = [];
let answer: (call: FetchCall) => FetchReply;

beforeEach(() => {
  answer = (call) => {
    if (call.path === "/api/open/getTechOpen") return ok([{ id: 3, name: "Java", category: "language" }]);
    if (call.path === "/api/open/getSectorsOpen") return ok([{ id: 1, code: "bank", name: "Banking" }]);
    if (call.path === "/api/open/getLanguagesOpen") return ok([{ code: "de", name: "German" }]);
    if (call.path === "/api/open/saveProjectOpen" || call.path === "/api/open/positionQuotationOpen")
      return ok({ sent: true, email: "paolo@rossi.test" });
    return apiFailure(404, "common.not_found");
  };
  calls = stubFetch((call) => answer(call));
});
afterEach(() => vi.unstubAllGlobals());

function show(path: string, language: "it" | "en" = "en") {
  const view = showOpenNeedPage(TOKEN, path, language);
  const fill = async (testId: string, text: string) => {
    await view.user.click(screen.getByTestId(testId));
    await view.user.paste(text);
  };
  return { ...view, fill };
}

const posts = () => calls.filter((c) => c.method === "POST");

describe("OpenNeedPage", () => {
  it("offers T&M or Fixed Price, reads the lookups with the visit's token, and names each missing field", async () => {
    const { user } = show(`/open/need_open_create/${TOKEN}`);
    await user.click(await screen.findByTestId("open-need-type-tm"));
    expect(await screen.findByTestId("open-tm-need-form")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/open/getTechOpen")).toBe(true));
    expect(calls.find((c) => c.path === "/api/open/getTechOpen")?.query.get("token")).toBe(TOKEN);
    expect(calls.find((c) => c.path === "/api/open/getSectorsOpen")?.query.get("token")).toBe(TOKEN);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/open/getLanguagesOpen")).toBe(true));
    expect(calls.find((c) => c.path === "/api/open/getLanguagesOpen")?.query.get("token")).toBe(TOKEN);
    // The signed-in lookups are never asked for: a visitor has no session (GET languages answered 401).
    expect(
      calls.some((c) => ["/api/technologies", "/api/job_sectors", "/api/languages"].includes(c.path)),
    ).toBe(false);
    await user.click(screen.getByTestId("open-need-submit"));
    expect((await screen.findAllByText("This field is required.")).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText("You must accept the terms and privacy policy to continue.")).toBeTruthy();
    expect(screen.getByTestId("need-title").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("open-need-email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("open-need-company").getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toEqual([]);
  });

  it("sends a Fixed Price project with the contacts and ends on what was mailed", async () => {
    const { user, fill } = show(`/open/need_open_create/${TOKEN}?type=fixed_price`, "it");
    await screen.findByTestId("open-fp-need-form");
    await fill("need-title", "App fedeltà");
    await fill("need-description", "Un'app per la raccolta punti.");
    await fill("need-budget", "40000");
    await fill("need-deadline", "2031-06-30");
    await fill("open-need-firstname", "Paolo");
    await fill("open-need-lastname", "Rossi");
    await fill("open-need-email", "paolo@rossi.test");
    await fill("open-need-company", "Rossi Srl");
    await user.click(screen.getByRole("checkbox", { name: /Acconsento/ }));
    await user.click(screen.getByTestId("open-need-submit"));
    const sent = await screen.findByTestId("open-need-sent");
    expect(within(sent).getByText(/paolo@rossi\.test/)).toBeTruthy();
    expect(within(sent).getByText(/App fedeltà/)).toBeTruthy();
    const [post] = posts();
    expect(post?.path).toBe("/api/open/saveProjectOpen");
    expect(post?.body).toMatchObject({
      token: TOKEN,
      language: "it",
      title: "App fedeltà",
      budget: 40000,
      deadline: "2031-06-30",
      email: "paolo@rossi.test",
      firstname: "Paolo",
      lastname: "Rossi",
      company_name: "Rossi Srl",
      consent: true,
    });
    expect(post?.body).not.toHaveProperty("publish");
  });

  it("puts the API's field messages under their inputs and other refusals above the button", async () => {
    const { user, fill } = show(`/open/need_open_create/${TOKEN}?type=fixed_price`);
    await screen.findByTestId("open-fp-need-form");
    await fill("need-title", "Mobile app");
    await fill("need-description", "A loyalty app.");
    await fill("need-budget", "40000");
    await fill("need-deadline", "2031-06-30");
    await fill("open-need-firstname", "Paolo");
    await fill("open-need-lastname", "Rossi");
    await fill("open-need-email", "paolo@rossi.test");
    await fill("open-need-company", "Rossi Srl");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    answer = () => apiFailure(429, "open.contact_rate_limited");
    await user.click(screen.getByTestId("open-need-submit"));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByTestId("open-need-sent")).toBeNull();
    answer = () =>
      apiFailure(400, "validation.failed", [
        { field: "email", code: "validation.email", message: "Enter a valid e-mail address." },
      ]);
    await user.click(screen.getByTestId("open-need-submit"));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByTestId("open-need-email").getAttribute("aria-invalid")).toBe("true");
  });
});
