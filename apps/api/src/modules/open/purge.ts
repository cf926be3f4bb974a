import { OPEN_LIMITS } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { deleteOpenTokensExpiredBefore } from "./queries/tokens.ts";

/** Deletes open-access tokens expired more than OPEN_LIMITS.expiredRetentionDays ago (run by the jobs). */
export function purgeExpiredOpenTokens(db: DbOrTx): Promise<number> {
  return deleteOpenTokensExpiredBefore(db, OPEN_LIMITS.expiredRetentionDays);
}
