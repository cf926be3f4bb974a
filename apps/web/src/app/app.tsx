import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { isApiError } from "../shared/api/api-error.ts";
import { NoticeProvider } from "../shared/components/notice-provider.tsx";
import { i18n } from "../shared/i18n/i18n.ts";
import { BrandThemeProvider } from "./brand-theme-provider.tsx";
import { router } from "./router.tsx";

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});

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
