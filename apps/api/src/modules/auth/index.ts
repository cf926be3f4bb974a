// The auth module's public face: other modules import only from here (layer rule api-module-via-index).

export type { TokenService } from "../../lib/tokens.ts";
export { authenticateAccessToken, sessionCacheOf } from "./access.ts";
export { type Actor, actorOf } from "./actor.ts";
// The one audit-log writer every module uses (actor, acting staff, subject user and company, IP, details).
export { type AuditActor, type AuditEntry, writeAuditLog } from "./audit-queries.ts";
export {
  type AuthContext,
  authenticated,
  optionallyAuthenticated,
  requireAuth,
  requireRoles,
} from "./auth-hooks.ts";
export { consumeOneTimeToken, issueOneTimeToken, newLinkToken, sha256 } from "./one-time-tokens.ts";
export { hashPassword, verifyPassword } from "./passwords.ts";
// The terms version ticked on a form outside registration (the ghost company claim).
export { recordTermsAccepted } from "./terms.ts";
export { vatKey } from "./vat-key.ts";
