// The company-page feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { chatWithPath, companyPagePath } from "./company-page-params.ts";
