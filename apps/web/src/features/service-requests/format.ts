import type {
  Language,
  ServiceRequest,
  ServiceRequestStatus,
  ServiceRequestTarget,
  ServiceRequestTargetStatus,
} from "@mkt/contracts";
import { formatEuro } from "../../shared/i18n/format-euro.ts";

/** An amount in the app's one euro format ("4.000 €" / "€4,000"), shared/i18n/format-euro.ts. */
export const euros = (amount: number, language: Language) => formatEuro(amount, language);

/** A service's catalogue detail (the find-services address, ?service=<id>). */
export const catalogueServicePath = (serviceId: number) => `/find_services?service=${serviceId}`;

export const serviceRequestPath = (id: number) => `/service_requests/${id}`;

/** The client's collaborations list with one open (collaborations_request, ?id=<id>). */
export const collaborationPath = (id: number) => `/collaborations_request?id=${id}`;

/** Targets that have answered (a price or a refusal), for the list's "answers / targets" figure. */
export function answeredCount(request: ServiceRequest): number {
  return request.targets.filter((t) => t.answer !== null || t.status === "declined").length;
}

/**
 * The target whose answer has the lowest price (the first of equals), for the "lowest price" badge; null while
 * fewer than two answers carry a price (a single price is not lower than anything).
 */
export function cheapestTargetId(targets: readonly ServiceRequestTarget[]): number | null {
  let best: { id: number; price: number } | null = null;
  let priced = 0;
  for (const { id, answer } of targets) {
    if (!answer) continue;
    priced += 1;
    if (!best || answer.price < best.price) best = { id, price: answer.price };
  }
  return priced >= 2 && best ? best.id : null;
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
