// @vitest-environment happy-dom

import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { MyQuotesTab } from "./market-quote-entry.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("MyQuotesTab", () => {
  it.each([
    ["positions", "tm"],
    ["projects", "fp"],
  ] as const)("on the %s page asks only for that page's kind of quotes (%s)", async (list, kind) => {
    signIn(ROLE.SUPPLIER, "supplier");
    const calls = stubFetch({
      "GET /api/quotes/mine": ok({ items: [], total: 0, page: 1, limit: 10 }),
    });
    renderScreen(<MyQuotesTab params={new URLSearchParams("tab=quotes")} setParams={vi.fn()} list={list} />);
    await screen.findByTestId("my-quotes");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/quotes/mine")).toBe(true));
    const call = calls.find((c) => c.path === "/api/quotes/mine");
    expect(call?.query.get("kind")).toBe(kind);
  });
});
