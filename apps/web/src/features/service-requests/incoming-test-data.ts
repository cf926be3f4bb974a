import type { ServiceRequest, ServiceRequestTarget } from "@mkt/contracts";
import { target as requestTarget } from "./service-requests-test-support.ts";

/** A received request as the incoming endpoints answer it, for the component tests. */
export function incomingTarget(over: Partial<ServiceRequestTarget> = {}): ServiceRequestTarget {
  const base = requestTarget({ id: 7 });
  return {
    ...base,
    service: { ...base.service, id: 3, title: "Penetration test", price_min: 4000 },
    supplier: { id: 2, name: "Secura Srl" },
    ...over,
  };
}

export function incomingRequest(
  over: Partial<ServiceRequest> = {},
  target: Partial<ServiceRequestTarget> = {},
): ServiceRequest {
  return {
    id: 11,
    status: "open",
    need_id: 40,
    title: "Audit of the web shop",
    scope: "Test the web shop and its payment flow, report the findings.",
    budget: 6000,
    start_date: "2031-05-02",
    deadline: "2031-06-30",
    client: { id: 1, name: "Acme Spa" },
    created_at: "2031-04-20T09:00:00.000Z",
    targets: [incomingTarget(target)],
    ...over,
  };
}
