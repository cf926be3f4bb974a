import { QueryCache, QueryClient } from "@tanstack/react-query";
import { emitNotice } from "../components/notice-bus.ts";
import { errorText } from "../i18n/error-text.ts";
import { currentLanguage } from "../i18n/i18n.ts";
import { isApiError, isFunctionBlocked } from "./api-error.ts";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** §8: a failure of this (top-bar or sidebar) call shows the red ErrorServer snackbar for 5 s. */
      errorNotice?: boolean;
    };
  }
}

/** A 401 is the session flow's business (refresh, session-expired modal), not a notice. */
function isSessionFailure(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.errorNotice || isSessionFailure(error) || isFunctionBlocked(error)) return;
      emitNotice(errorText(error, currentLanguage()), "error");
    },
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});
