import type { OpenTokenAccess } from "@mkt/contracts";
import type { OpenVisit } from "./open-token.ts";

/** The token-access result (spec §3) of a visit; `token` is the clear token the caller holds. */
export function accessResult(visit: OpenVisit, token: string): OpenTokenAccess {
  return {
    origin: visit.origin,
    urlRedirect: visit.entry,
    token,
    versionProduct: visit.versionProduct,
    typeCaller: visit.caller,
    language: visit.language,
    have_sidebar: visit.haveSidebar,
    inside: visit.inside,
    entry_type: visit.entryType,
    company_id: visit.companyId,
    employee_id: visit.profileId,
    mode_operation: visit.modeOperation,
    expires_at: visit.expiresAt.toISOString(),
  };
}
