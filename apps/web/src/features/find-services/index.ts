// The find-services feature's public face (the clients' service catalogue, §2.2 find_services): other features
// and the router import only from here (layer rule web-feature-boundaries). The open area's read-only catalogue
// (features/open) reuses the catalogue layout (ServiceCatalogue + useCatalogueAddress), the card body, the detail
// body and frame, and the price labels; the signed-in extras reach those through props and slots.
export { ServiceCardContent, type ServiceCardData } from "./components/service-card-content.tsx";
export {
  type CatalogueAddress,
  ServiceCatalogue,
  type ServiceCataloguePage,
  type ServiceCatalogueProps,
  type ServiceCatalogueTestIds,
} from "./components/service-catalogue.tsx";
export {
  ServiceDetailBody,
  type ServiceDetailData,
  ServiceDetailFrame,
  type ServiceDetailSlots,
} from "./components/service-detail-body.tsx";
export { ServiceFacets } from "./components/service-facets.tsx";
export { FindServicesPage } from "./pages/find-services-page.tsx";
export { durationLabel, priceLabel } from "./price-label.ts";
export {
  activeFilters as activeServiceFilters,
  DEFAULT_SERVICE_SEARCH,
  type ServiceSearchState,
  searchFromParams as serviceSearchFromParams,
  searchToParams as serviceSearchToParams,
  withSearch as withServiceSearch,
} from "./search-params.ts";
export { findServicePath, serviceIdParam, withServiceParam } from "./service-param.ts";
export { useCatalogueAddress } from "./use-catalogue-address.ts";
