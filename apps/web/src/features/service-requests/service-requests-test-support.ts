import type { ServiceRequest, ServiceRequestTarget } from "@mkt/contracts";

// The quote-request fixtures of the component tests (fetch and the session: apps/web/src/test/).

export function target(over: Partial<ServiceRequestTarget> & { id: number }): ServiceRequestTarget {
  return {
    status: "sent",
    service: {
      id: over.id * 10,
      title: `Service ${over.id}`,
      delivery_model: "fixed_price",
      price_kind: "from",
      price_min: 1000,
      price_max: null,
      rating_avg: null,
      rating_count: 0,
    },
    supplier: { id: over.id + 100, name: `Supplier ${over.id}` },
    answer: null,
    decline_reason: null,
    conversation_id: null,
    collaboration_id: null,
    viewed_at: null,
    answered_at: null,
    ...over,
  };
}

export function request(over: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: 31,
    status: "open",
    need_id: 500,
    title: "Cloud migration of the ERP",
    scope: "Move the ERP to AWS with zero downtime and a rollback plan.",
    budget: 10000,
    start_date: "2031-02-01",
    deadline: "2031-06-30",
    client: { id: 77, name: "Viewer Spa" },
    created_at: "2031-01-10T09:00:00.000Z",
    targets: [],
    ...over,
  };
}

/** An ISO day `days` from today (negative: in the past). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
