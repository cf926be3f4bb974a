// The notifications module's public face for other modules (layer rule api-module-via-index).
export { notifyUsers } from "./service.ts";
