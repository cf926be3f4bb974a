// The open module's public face: other modules import only from here (layer rule api-module-via-index).
export { type OpenVisit, requireOpenToken } from "./open-token.ts";
