import type { Language } from "@mkt/contracts";
import { createTheme, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, type RenderResult, render } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import { type ReactElement, type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach } from "vitest";
import { NoticeProvider } from "../shared/components/notice-provider.tsx";
import { i18n } from "../shared/i18n/i18n.ts";

/**
 * Component tests (Vitest + Testing Library in happy-dom). A test file starts with the docblock
 * `// @vitest-environment happy-dom` (the rest of the unit project runs in node), then:
 *
 *   const { user } = renderScreen(<MyCard />);
 *   await user.click(screen.getByRole("button", { name: "Save" }));
 *
 * The screen gets the app's i18n with the real locale files (English unless asked), a plain MUI theme without
 * transitions, a fresh QueryClient that never retries, the notice snackbar, and a MemoryRouter at `path`.
 * Mock HTTP at the feature's api module (`vi.mock("../api.ts", ...)`), never the component under test.
 */
export type RenderScreenOptions = {
  language?: Language;
  path?: string;
  /** A data router (createMemoryRouter) instead of MemoryRouter, for screens that read route matches. */
  dataRouter?: boolean;
};

/** The screen as the only route of a memory data router, at `path`. */
function DataRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: "*", element: children }], { initialEntries: [path] }),
  );
  return <RouterProvider router={router} />;
}

const theme = createTheme({ transitions: { create: () => "none" } });

afterEach(cleanup);

export function renderScreen(
  ui: ReactElement,
  { language = "en", path = "/", dataRouter = false }: RenderScreenOptions = {},
): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  void i18n.changeLanguage(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <NoticeProvider>
            {dataRouter ? (
              <DataRouter path={path}>{children}</DataRouter>
            ) : (
              <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
            )}
          </NoticeProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
  const view: RenderResult = render(ui, { wrapper });
  return { ...view, user: userEvent.setup({ delay: null }), queryClient };
}
