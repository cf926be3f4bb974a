import { OPEN_CONTACT_LIMITS, OPEN_LIMITS } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { deleteStaleContacts } from "./queries/contacts.ts";
import { deleteOpenTokensExpiredBefore } from "./queries/tokens.ts";

/** Deletes open-access tokens expired more than OPEN_LIMITS.expiredRetentionDays ago (run by the jobs). */
export function purgeExpiredOpenTokens(db: DbOrTx): Promise<number> {
  return deleteOpenTokensExpiredBefore(db, OPEN_LIMITS.expiredRetentionDays);
}

/** Deletes the leads never registered, OPEN_CONTACT_LIMITS.retentionMonths after their creation (run by the jobs). */
export function purgeStaleOpenContacts(db: DbOrTx): Promise<number> {
  return deleteStaleContacts(db, OPEN_CONTACT_LIMITS.retentionMonths);
}
