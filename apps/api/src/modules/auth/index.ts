// The auth module's public face for other modules (layer rule api-module-via-index).
export { type Actor, actorOf } from "./actor.ts";
export { authenticated, requireAuth, requireRoles } from "./authenticate.ts";
export { newLinkToken, sha256 } from "./one-time-tokens.ts";
