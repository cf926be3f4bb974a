import { type FunctionEntry, type PagePermissionKey, pageAllowed, routeAllowed } from "@mkt/contracts";
import { useSessionFunctions } from "../session/company-functions.ts";
import { routeNameOfPath } from "./route-names.ts";

export type PageKeys = {
  /** Whether the function list allows a §6 page permission key. */
  allows: (key: PagePermissionKey) => boolean;
  /** Whether a link may lead to an app path: false when a key the list switches off gates its route. */
  opens: (path: string) => boolean;
};

/** The page permission keys of a function list (the shell's rule: without a list, the keys' defaults). */
export function pageKeysOf(functions: readonly FunctionEntry[] | undefined): PageKeys {
  const list = functions ?? [];
  return {
    allows: (key) => pageAllowed(list, key),
    opens: (path) => {
      const name = routeNameOfPath(path);
      return name === null || routeAllowed(list, name);
    },
  };
}

/**
 * The signed-in user's page permission keys (§6), for links and buttons that open a gated page (the plans pages
 * behind my_plans…): a link the list switches off would only be sent home by the route guard.
 */
export function usePageKeys(): PageKeys {
  return pageKeysOf(useSessionFunctions().data);
}
