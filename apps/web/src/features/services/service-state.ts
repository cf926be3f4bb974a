import type { ServiceDetail, ServiceListItem, ServiceState } from "@mkt/contracts";

/** The supplier's addresses (the app's router maps them to SupplierServicesPage and ServiceEditPage). */
export const SERVICES_LIST_PATH = "/services_list";
export const NEW_SERVICE_PATH = `${SERVICES_LIST_PATH}/new`;
export const serviceEditPath = (id: number) => `${SERVICES_LIST_PATH}/${id}`;

/**
 * A list row's state for the contracts' `serviceActions`: an approved version exists when the service reads as
 * approved or has changes pending over one; a draft working revision is what an unapproved draft, or an approved
 * service with pending changes, holds.
 */
export function stateOfItem(item: ServiceListItem): ServiceState {
  const approved = item.status === "approved" || item.has_pending_changes;
  const working =
    item.status === "submitted" || item.status === "rejected"
      ? item.status
      : item.status === "draft" || item.has_pending_changes
        ? "draft"
        : null;
  return { approved, working, published: item.published };
}

/** A detail's state: the live version is the approved one; the working revision's status. */
export function stateOfDetail(detail: ServiceDetail): ServiceState {
  const status = detail.working?.status;
  const working = status === "draft" || status === "submitted" || status === "rejected" ? status : null;
  return { approved: detail.live !== null, working, published: detail.published };
}
