// The reference-data feature's public face (issue 17 item 3: the staff's technologies, job sectors with the lookup
// lists, product categories): other features import only from here (layer rule web-feature-boundaries).
export { JobSectorPage } from "./pages/job-sector-page.tsx";
export { LanguagePage } from "./pages/language-page.tsx";
export { ProductCategoryPage } from "./pages/product-category-page.tsx";
export { TechnologyPage } from "./pages/technology-page.tsx";
