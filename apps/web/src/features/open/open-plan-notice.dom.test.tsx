// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../test/fetch-stub.ts";
import { showOpenNeedPage } from "./open-need-test-support.tsx";

// Issue 16 item 4: the visitor's need form says, before sending, what the free plan holds (read from the API).
const TOKEN = "p".repeat(43);
let calls: FetchCall[] = [];
let plan: FetchReply;

beforeEach(() => {
  plan = ok({ max_position: 2, max_project: 1 });
  calls = stubFetch((call) => {
    if (call.path === "/api/open/getFreePlanOpen") return plan;
    if (call.path === "/api/open/getTechOpen") return ok([{ id: 3, name: "Java", category: "language" }]);
    if (call.path === "/api/open/getSectorsOpen") return ok([{ id: 1, code: "bank", name: "Banking" }]);
    return apiFailure(404, "common.not_found");
  });
});
afterEach(() => vi.unstubAllGlobals());

const show = (query: string, language: "it" | "en" = "en") =>
  showOpenNeedPage(TOKEN, `/open/need_open_create/${TOKEN}?${query}`, language);

describe("the free plan notice on the visitor's need form", () => {
  it("names the free plan's open positions, and warns once the need holds more", async () => {
    const { user } = show("type=time_material");
    const notice = await screen.findByTestId("open-need-plan-notice");
    expect(notice.textContent).toBe(
      "The free plan your company starts on holds at most 2 open positions at a time.",
    );
    expect(calls.find((c) => c.path === "/api/open/getFreePlanOpen")?.query.get("token")).toBe(TOKEN);
    await user.click(screen.getByTestId("position-add"));
    expect(screen.getByTestId("open-need-plan-notice").textContent).not.toContain("not published");
    await user.click(screen.getByTestId("position-add"));
    await waitFor(() =>
      expect(screen.getByTestId("open-need-plan-notice").textContent).toContain(
        "This need holds more, so it is not published when you register",
      ),
    );
  });

  it("names the open projects on the fixed-price form, in Italian", async () => {
    show("type=fixed_price", "it");
    expect((await screen.findByTestId("open-need-plan-notice")).textContent).toBe(
      "Il piano gratuito con cui parte la tua azienda consente al massimo 1 progetto aperto alla volta.",
    );
  });

  it("says nothing when the plan has no limit", async () => {
    plan = ok({ max_position: null, max_project: null });
    show("type=time_material");
    await screen.findByTestId("open-tm-need-form");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/open/getFreePlanOpen")).toBe(true));
    expect(screen.queryByTestId("open-need-plan-notice")).toBeNull();
  });
});
