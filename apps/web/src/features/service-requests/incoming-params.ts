import { SERVICE_REQUEST_TARGET_STATUSES, type ServiceRequestTargetStatus } from "@mkt/contracts";

const positiveId = (raw: string | null) => (/^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : null);

/** What the address holds: the open target, the status filter and the page (malformed values ignored). */
export function incomingStateOf(params: URLSearchParams): {
  target: number | null;
  status: ServiceRequestTargetStatus | undefined;
  page: number;
} {
  const status = params.get("status") ?? "";
  return {
    target: positiveId(params.get("target")),
    status: (SERVICE_REQUEST_TARGET_STATUSES as readonly string[]).includes(status)
      ? (status as ServiceRequestTargetStatus)
      : undefined,
    page: positiveId(params.get("page")) ?? 1,
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
