// The service-review feature's public face (staff side of the services catalogue): other features import only
// from here (layer rule web-feature-boundaries).
export { useServiceCategories } from "./api.ts";
export { ServiceContentView, type ServiceContentViewProps } from "./components/service-content-view.tsx";
export { ServiceRows, type ServiceRowsProps } from "./components/service-rows.tsx";
export { ServicesReviewPage, StaffServicesListPage } from "./pages/service-review-pages.tsx";
export { changedServiceFields, SERVICE_FIELDS, type ServiceField } from "./service-diff.ts";
