// The services module's public face: other modules import only from here (layer rule api-module-via-index).
export { seedProductCategories } from "./product-category-catalogue.ts";
