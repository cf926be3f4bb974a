import type { Limitation } from "@mkt/contracts";
import { reportFunctionBlocked } from "../../shared/api/blocked-feature-bus.ts";

/**
 * The blocked-feature modal's imperative API (§2.6): any screen opens it with a limitation record, e.g. when the
 * user clicks a function its plan blocks. Calls the API refuses with 403 plans.function_blocked open it on their
 * own (the HTTP client reports them).
 */
export function openBlockedFeature(limitation: Limitation): void {
  reportFunctionBlocked(limitation);
}

export function useBlockedFeature(): { open: (limitation: Limitation) => void } {
  return { open: openBlockedFeature };
}
