import { QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { queryClient } from "../shared/api/query-client.ts";
import { NoticeProvider } from "../shared/components/notice-provider.tsx";
import { i18n } from "../shared/i18n/i18n.ts";
import { BrandThemeProvider } from "./brand-theme-provider.tsx";
import { router } from "./router.tsx";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandThemeProvider>
          <NoticeProvider>
            <RouterProvider router={router} />
          </NoticeProvider>
        </BrandThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
