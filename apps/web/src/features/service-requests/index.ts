// The service-requests feature's public face (quote requests on services, issue 15 step 5): other features and the
// router import only from here (layer rule web-feature-boundaries).
export { ShortlistBar, ShortlistToggle } from "./components/shortlist-controls.tsx";
export { IncomingServiceRequestsPage } from "./incoming-requests-page.tsx";
export { ServiceRequestDetailPage } from "./pages/service-request-detail-page.tsx";
export { ServiceRequestsPage } from "./pages/service-requests-page.tsx";
