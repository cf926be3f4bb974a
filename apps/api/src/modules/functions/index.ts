// The functions module's public face: other modules import only from here (layer rule api-module-via-index).
export { grantDefaultFunctions, hasEnabledFunction } from "./service.ts";
