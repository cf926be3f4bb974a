// The open module's public face: other modules import only from here (layer rule api-module-via-index).
export { registerOpenAccessRoutes } from "./access-routes.ts";
export { completeOpenContact } from "./contact-completion.ts";
export { claimOpenContact } from "./contact-registration.ts";
export { requireOpenWrite } from "./open-limits.ts";
export { type OpenVisit, requireOpenToken } from "./open-token.ts";
export { purgeExpiredOpenTokens, purgeStaleOpenContacts } from "./purge.ts";
