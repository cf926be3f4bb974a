// The company module's public face: other modules import only from here (layer rule api-module-via-index).

export { expireDocumentation, remindExpiringDocuments } from "./documentation-expiry.ts";
export { readDocumentationSettings } from "./documentation-settings.ts";
export { assertMayQuote } from "./freelance-verification.ts";
export { listJobSectors } from "./profile-service.ts";
export { statusOf } from "./team-service.ts";
