// The services feature's public face (supplier side): other features and the router import only from here.
export { ServiceEditPage } from "./pages/service-edit-page.tsx";
export { SupplierServicesPage } from "./pages/supplier-services-page.tsx";
export { NEW_SERVICE_PATH, SERVICES_LIST_PATH, serviceEditPath } from "./service-state.ts";
