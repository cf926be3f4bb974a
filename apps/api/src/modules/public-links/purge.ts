import { PUBLIC_LINK_LIMITS } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { deleteLinksEndedBefore } from "./queries.ts";

/**
 * Retention (run hourly by the jobs): links expired or revoked PUBLIC_LINK_LIMITS.retentionMonths ago are deleted
 * with the contacts visitors left on them.
 */
export function purgeEndedPublicLinks(db: DbOrTx): Promise<number> {
  return deleteLinksEndedBefore(db, PUBLIC_LINK_LIMITS.retentionMonths);
}
