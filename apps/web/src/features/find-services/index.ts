// The find-services feature's public face (the clients' service catalogue, §2.2 find_services): other features
// and the router import only from here (layer rule web-feature-boundaries).
export { FindServicesPage } from "./pages/find-services-page.tsx";
export { findServicePath } from "./service-param.ts";
