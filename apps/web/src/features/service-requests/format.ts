import type {
  Language,
  ServiceRequest,
  ServiceRequestStatus,
  ServiceRequestTarget,
  ServiceRequestTargetStatus,
} from "@mkt/contracts";

/** Whole euros in the reader's language ("4,000" / "4.000"). */
export const euros = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB", { maximumFractionDigits: 2 }).format(amount);

/** A service's catalogue detail (the find-services address, ?service=<id>). */
export const catalogueServicePath = (serviceId: number) => `/find_services?service=${serviceId}`;

export const serviceRequestPath = (id: number) => `/service_requests/${id}`;

/** The client's collaborations list with one open (collaborations_request, ?id=<id>). */
export const collaborationPath = (id: number) => `/collaborations_request?id=${id}`;

/** Targets that have answered (a price or a refusal), for the list's "answers / targets" figure. */
export function answeredCount(request: ServiceRequest): number {
  return request.targets.filter((t) => t.answer !== null || t.status === "declined").length;
}

/** The target whose answer has the lowest price (the first of equals), or null before any price arrived. */
export function cheapestTargetId(targets: readonly ServiceRequestTarget[]): number | null {
  let best: ServiceRequestTarget | null = null;
  for (const target of targets) {
    if (!target.answer) continue;
    if (!best?.answer || target.answer.price < best.answer.price) best = target;
  }
  return best?.id ?? null;
}

type ChipColor = "default" | "primary" | "success" | "warning" | "error" | "info";

export const requestStatusColor: Record<ServiceRequestStatus, ChipColor> = {
  open: "primary",
  awarded: "success",
  cancelled: "default",
};

export const targetStatusColor: Record<ServiceRequestTargetStatus, ChipColor> = {
  sent: "default",
  viewed: "info",
  quoted: "primary",
  declined: "warning",
  accepted: "success",
  not_chosen: "default",
  cancelled: "default",
};
