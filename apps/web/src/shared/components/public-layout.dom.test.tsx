// @vitest-environment happy-dom
import { createTheme, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { NoticeProvider } from "./notice-provider.tsx";
import { PublicLayout } from "./public-layout.tsx";

afterEach(cleanup);

/** PublicLayout reads the route's name (useMatches), which needs a data router rather than renderScreen's. */
function showAt(path: string) {
  void i18n.changeLanguage("en");
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [{ path: "/plans", handle: { name: "plans" }, element: <p>The open page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={new QueryClient()}>
          <NoticeProvider>
            <RouterProvider router={router} />
          </NoticeProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe("PublicLayout", () => {
  it("shows the page alone, without header, by default", () => {
    showAt("/plans");
    expect(screen.getByRole("main").textContent).toBe("The open page");
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByTestId("language-menu")).toBeNull();
  });

  it("frames the page with logo, the route's title and the language menu with ?sidebar=1", () => {
    showAt("/plans?sidebar=1");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Client plans");
    expect(screen.getByRole("img", { name: "Platform logo" })).toBeTruthy();
    expect(screen.getByTestId("language-menu")).toBeTruthy();
    expect(screen.getByRole("main").textContent).toBe("The open page");
  });
});
