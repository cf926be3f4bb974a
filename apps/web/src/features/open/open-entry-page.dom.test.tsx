// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { OpenEntryPage } from "./open-entry-page.tsx";
import { access, failure, ok, stubFetch, TOKEN } from "./open-test-support.ts";

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
}

const screenAt = (path: string) =>
  renderScreen(
    <Routes>
      <Route path="/redirect_token/:entry/:version/:caller" element={<OpenEntryPage />} />
      <Route path="/open/*" element={<Landed />} />
    </Routes>,
    { path },
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("OpenEntryPage", () => {
  it("asks for a token with the entry URL's values and replaces itself with the open page", async () => {
    const calls = stubFetch(() => Response.json(ok(access({ inside: true }))));
    const entry =
      "/redirect_token/dashboard_client/2/partner?sidebar=1&utm_source=test&utm_campaign=spring&language=en&inside=1";
    screenAt(entry);
    expect((await screen.findByTestId("landed")).textContent).toContain(
      `/open/dashboard_client/${TOKEN}?inside=1`,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.path).toBe("/api/open/addTokenOpenAccess");
    expect(calls[0]?.body).toEqual({
      redirect_url: "dashboard_client",
      type_version: "2",
      type_caller: "partner",
      have_sidebar: "1",
      utm_source: "test",
      utm_campaign: "spring",
      language: "en",
      inside: "1",
    });
    expect(sessionStorage.getItem("tt")).toBe(TOKEN);
    expect(sessionStorage.getItem("versionProduct")).toBe("2");
    expect(sessionStorage.getItem("openEntryUrl")).toBe(entry);
  });

  it("lands on the complete-detail variant with the profile's segments", async () => {
    const calls = stubFetch(() =>
      Response.json(
        ok(
          access({ urlRedirect: "complete_detail", company_id: 7, employee_id: 42, mode_operation: "view" }),
        ),
      ),
    );
    screenAt(
      "/redirect_token/complete_detail/2/partner?sidebar=0&company_id=7&employee_id=42&mode_operation=view",
    );
    expect((await screen.findByTestId("landed")).textContent).toContain(
      `/open/complete_detail/${TOKEN}/7/null/42/null/null/null/view`,
    );
    expect(calls[0]?.body).toMatchObject({
      have_sidebar: "0",
      company_id: "7",
      employee_id: "42",
      mode_operation: "view",
    });
  });

  it("adds ?type= for a need entry", async () => {
    stubFetch(() => Response.json(ok(access({ urlRedirect: "need_open_create", entry_type: "fp" }))));
    screenAt("/redirect_token/need/1/partner?sidebar=1&type=fp");
    expect((await screen.findByTestId("landed")).textContent).toContain(
      `/open/need_open_create/${TOKEN}?type=fp`,
    );
  });

  it("refuses a sidebar other than 0 or 1 without calling the API", async () => {
    const calls = stubFetch(() => Response.json(ok(access())));
    screenAt("/redirect_token/dashboard_client/2/partner?sidebar=2");
    expect((await screen.findByTestId("open-entry-error")).textContent).toContain(
      "The sidebar parameter must be 0 or 1.",
    );
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId("landed")).toBeNull();
  });

  it("shows the API's field error under the entry URL's parameter name", async () => {
    stubFetch(() =>
      failure(400, "common.validation", [
        { field: "type_caller", code: "validation.invalid", message: "Invalid value" },
      ]),
    );
    screenAt("/redirect_token/dashboard_client/2/bad!caller?sidebar=1");
    const error = await screen.findByTestId("open-entry-error");
    expect(error.textContent).toContain("caller:");
    expect(screen.queryByTestId("landed")).toBeNull();
  });

  it("says so when the network asked for too many tokens", async () => {
    stubFetch(() => failure(429, "open.rate_limited"));
    screenAt("/redirect_token/dashboard_client/2/partner?sidebar=1");
    await waitFor(() =>
      expect(screen.getByTestId("open-entry-error").textContent).toContain(
        "Too many requests from this network",
      ),
    );
  });
});
