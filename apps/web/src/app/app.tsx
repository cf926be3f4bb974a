import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { queryClient } from "../shared/api/query-client.ts";
import { NoticeProvider } from "../shared/components/notice-provider.tsx";
import { i18n } from "../shared/i18n/i18n.ts";
import { BrandThemeProvider } from "./brand-theme-provider.tsx";
import type { createAppRouter } from "./router.tsx";

/** What every page renders inside: data, texts, the brand's theme and the notices (also around the pre-rendering). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandThemeProvider>
          <NoticeProvider>{children}</NoticeProvider>
        </BrandThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
