// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { OpenLayout } from "./open-layout.tsx";
import { access, failure, type OpenCall, ok, SIDEBAR, stubFetch, TOKEN } from "./open-test-support.ts";

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

const screenAt = (path: string) =>
  renderScreen(
    <>
      <Routes>
        <Route path="/open/:urlRedirect/:token/*" element={<OpenLayout />} />
      </Routes>
      <Where />
    </>,
    { path },
  );

const COLOR_NAMES = [
  "main",
  "secondary",
  "light",
  "dark",
  "grey",
  "greyLight",
  "excellent",
  "veryGood",
  "good",
  "bad",
  "noData",
];

type Answers = { access?: () => Response; brandHost?: string | null; kind?: string };

function stubOpenApi({
  access: accessAnswer,
  brandHost = null,
  kind = "standard",
}: Answers = {}): OpenCall[] {
  return stubFetch((call) => {
    if (call.path === "/api/open/checkTokenAccess") return accessAnswer?.() ?? Response.json(ok(access()));
    if (call.path === "/api/sidebar/getSidebarElement") return Response.json(ok(SIDEBAR));
    if (call.path === "/api/open/changeLanguage")
      return Response.json(ok(access({ language: call.body?.language })));
    if (call.path === "/api/auth/getBrand")
      return Response.json(
        ok({
          id: 2,
          name: "Partner",
          host_pattern: brandHost,
          colors: Object.fromEntries(COLOR_NAMES.map((name) => [name, "#123456"])),
          login_image_url: null,
          logo_url: "",
          kind,
          sales_email: null,
          analytics_enabled: true,
        }),
      );
    return failure(404, "common.not_found");
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("OpenLayout", () => {
  it("shows the expired page with Start again at the stored entry URL on 401 open.token_expired", async () => {
    sessionStorage.setItem("openEntryUrl", "/redirect_token/dashboard_client/2/partner?sidebar=1");
    const calls = stubOpenApi({ access: () => failure(401, "open.token_expired") });
    screenAt(`/open/dashboard_client/${TOKEN}`);
    expect((await screen.findByTestId("open-expired")).textContent).toBe(
      "This link is invalid or has expired",
    );
    expect(screen.getByTestId("open-start-again").getAttribute("href")).toBe(
      "/redirect_token/dashboard_client/2/partner?sidebar=1",
    );
    expect(calls.find((c) => c.path === "/api/open/checkTokenAccess")?.query.get("token")).toBe(TOKEN);
    expect(calls.some((c) => c.path === "/api/sidebar/getSidebarElement")).toBe(false);
  });

  it("starts again from the landing page when no entry URL is known", async () => {
    stubOpenApi({ access: () => failure(401, "open.token_invalid") });
    screenAt("/open/dashboard_client/forged");
    expect((await screen.findByTestId("open-start-again")).getAttribute("href")).toBe("/");
  });

  it("shows header and sidebar for a sidebar=1 visit, with the entries that have a page", async () => {
    stubOpenApi();
    const { user } = screenAt(`/open/dashboard_client/${TOKEN}`);
    await user.click(await screen.findByTestId("open-sidebar-toggle"));
    const sidebar = await screen.findByTestId("open-sidebar");
    const home = await within(sidebar).findByTestId("open-menu-dashboard_client");
    expect(home.getAttribute("href")).toBe(`/open/dashboard_client/${TOKEN}`);
    expect(home.textContent).toContain("Home");
    // The sidebar's state "need" is the open need form (need_open_create).
    expect(within(sidebar).getByTestId("open-menu-need_open_create").getAttribute("href")).toBe(
      `/open/need_open_create/${TOKEN}`,
    );
    expect(screen.getByTestId("open-sign-in").getAttribute("href")).toBe(
      "/authentication/register?role_id=2&utm_source=open",
    );
    expect(sessionStorage.getItem("tt")).toBe(TOKEN);
    // Narrow screen: the drawer has a close button, and choosing an entry closes it.
    expect(within(sidebar).getByTestId("open-sidebar-close")).toBeTruthy();
    await user.click(home);
    await waitFor(() => expect(screen.queryByTestId("open-sidebar")).toBeNull());
  });

  it("shows neither header nor sidebar for a sidebar=0 visit", async () => {
    const calls = stubOpenApi({ access: () => Response.json(ok(access({ have_sidebar: false }))) });
    screenAt(`/open/dashboard_client/${TOKEN}`);
    expect(await screen.findByText("Find IT professionals and services for your projects")).toBeTruthy();
    expect(screen.queryByTestId("open-sidebar-toggle")).toBeNull();
    expect(screen.queryByTestId("open-sign-in")).toBeNull();
    expect(calls.filter((c) => c.path === "/api/sidebar/getSidebarElement").length).toBeLessThanOrEqual(1);
  });

  it("hides the sidebar on the distributor brand's host", async () => {
    stubOpenApi({ brandHost: "distributor.example", kind: "distributor" });
    screenAt(`/open/dashboard_client/${TOKEN}`);
    expect(await screen.findByText("Find IT professionals and services for your projects")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("open-sidebar-toggle")).toBeNull());
  });

  it("keeps the sidebar on another brand's host (a host pattern alone is no distributor)", async () => {
    stubOpenApi({ brandHost: "partner.example", kind: "partner" });
    screenAt(`/open/dashboard_client/${TOKEN}`);
    expect(await screen.findByTestId("open-sidebar-toggle")).toBeTruthy();
  });

  it("saves the language with the token, then switches the interface", async () => {
    const calls = stubOpenApi();
    const { user } = screenAt(`/open/dashboard_client/${TOKEN}`);
    await user.click(await screen.findByTestId("open-language-menu"));
    await user.click(await screen.findByTestId("open-language-option-it"));
    await waitFor(() => expect(screen.getByTestId("open-sign-in").textContent).toBe("Accedi"));
    const change = calls.find((c) => c.path === "/api/open/changeLanguage");
    expect(change?.method).toBe("POST");
    expect(change?.body).toEqual({ token: TOKEN, language: "it" });
    expect(sessionStorage.getItem("language")).toBe("it");
  });

  it("sends a state without a page to the open home", async () => {
    stubOpenApi();
    screenAt(`/open/no_such_page/${TOKEN}`);
    await waitFor(() =>
      expect(screen.getByTestId("where").textContent).toBe(`/open/dashboard_client/${TOKEN}`),
    );
    expect(await screen.findByText("Find IT professionals and services for your projects")).toBeTruthy();
    // The home offers the need form as a card too (the sidebar's "need").
    expect((await screen.findByTestId("open-home-card-need")).getAttribute("href")).toBe(
      `/open/need_open_create/${TOKEN}`,
    );
  });
});
