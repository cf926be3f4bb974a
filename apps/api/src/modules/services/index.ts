// The services module's public face: other modules import only from here (layer rule api-module-via-index).
export { seedProductCategories } from "./product-category-catalogue.ts";
export { findCategoryByCode } from "./queries/categories.ts";
export { findServiceRow } from "./queries/services.ts";
export { searchCatalogue } from "./search-catalogue.ts";
export { readCatalogueService } from "./search-detail.ts";
export {
  approveWorking,
  createServiceDraft,
  rejectWorking,
  saveWorkingDraft,
  submitWorking,
} from "./transitions.ts";
