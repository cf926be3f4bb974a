// The general module's public face: other modules import only from here (layer rule api-module-via-index).

export { getBrand, isDefaultBrandHost } from "./brands.ts";
export { seedPageDescriptions } from "./page-descriptions.ts";
export { devMailboxEnabled, encodedLists } from "./service.ts";
