import { SERVICE_REQUEST_TARGET_STATUSES, type ServiceRequestTargetStatus } from "@mkt/contracts";

import { oneOfParam, positiveParam } from "../../shared/routing/param-values.ts";

/** What the address holds: the open target, the status filter and the page (malformed values ignored). */
export function incomingStateOf(params: URLSearchParams): {
  target: number | null;
  status: ServiceRequestTargetStatus | undefined;
  page: number;
} {
  return {
    target: positiveParam(params.get("target")),
    status: oneOfParam(SERVICE_REQUEST_TARGET_STATUSES, params.get("status")) ?? undefined,
    page: positiveParam(params.get("page")) ?? 1,
  };
}

/** The address with some of target / status / page changed (null or undefined removes it). */
export function withIncomingState(
  params: URLSearchParams,
  changes: { target?: number | null; status?: string | null; page?: number | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
