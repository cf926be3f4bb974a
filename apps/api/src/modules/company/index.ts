// The company module's public face for other modules (layer rule api-module-via-index).
export { readUpload } from "./profile-service.ts";
