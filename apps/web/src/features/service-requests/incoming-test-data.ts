import type { ServiceRequest, ServiceRequestTarget } from "@mkt/contracts";

/** A received request as the incoming endpoints answer it, for the component tests. */
export function incomingTarget(over: Partial<ServiceRequestTarget> = {}): ServiceRequestTarget {
  return {
    id: 7,
    status: "sent",
    service: {
      id: 3,
      title: "Penetration test",
      delivery_model: "fixed_price",
      price_kind: "from",
      price_min: 4000,
      price_max: null,
      rating_avg: null,
      rating_count: 0,
    },
    supplier: { id: 2, name: "Secura Srl" },
    answer: null,
    decline_reason: null,
    conversation_id: null,
    collaboration_id: null,
    viewed_at: null,
    answered_at: null,
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
