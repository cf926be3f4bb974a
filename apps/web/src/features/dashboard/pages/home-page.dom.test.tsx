// @vitest-environment happy-dom
import { type ClientDashboard, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { HomePage } from "./home-page.tsx";

/** The part under the heading is a lazy module: its first import compiles it, seconds on a loaded machine. */
const LAZY_PART = { timeout: 10_000 };

const dashboard: ClientDashboard = {
  open_needs: { count: 0, latest: [] },
  new_quotes: { count: 0, latest: [] },
  best_matches: [],
  saved_profiles: { count: 0, latest: [] },
  availability: { pending: 0, answered: 0 },
};

describe("the home page: the welcome first, the blocks after", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("token", sessionUser(ROLE.CLIENT));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the client's numbers once, as the welcome shows, and the blocks then show them", async () => {
    const calls = stubFetch({ "GET /api/dashboard/client": ok(dashboard) });
    renderScreen(<HomePage />);
    expect(screen.getByTestId("welcome-card")).toBeTruthy();
    await screen.findByTestId("role-guide-card", undefined, LAZY_PART);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/dashboard/client")).toBe(true));
    expect(calls.filter((call) => call.path === "/api/dashboard/client")).toHaveLength(1);
    expect(calls.some((call) => call.path === "/api/dashboard/supplier")).toBe(false);
  });

  it("asks a supplier for the supply side's numbers", async () => {
    saveSession("token", sessionUser(ROLE.SUPPLIER, "supplier"));
    const calls = stubFetch({});
    renderScreen(<HomePage />);
    await screen.findByTestId("role-guide-card", undefined, LAZY_PART);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/dashboard/supplier")).toBe(true));
    expect(calls.filter((call) => call.path === "/api/dashboard/supplier")).toHaveLength(1);
    expect(calls.some((call) => call.path === "/api/dashboard/client")).toBe(false);
  });
});
