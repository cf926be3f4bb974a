// The plans module's public face for other modules (layer rule api-module-via-index).
export { assertFunctionAllowed } from "./service.ts";
