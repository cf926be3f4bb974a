import type { DbOrTx } from "../../db/client.ts";
import { deleteSavedSearchesOfUser, savedSearchesOfUser } from "./queries.ts";

/** The user's saved searches as the privacy export lists them (issue 20). */
export async function savedSearchesForExport(db: DbOrTx, userId: number) {
  const rows = await savedSearchesOfUser(db, userId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    criteria: r.criteria,
    alert: r.alert,
    lastCheckedAt: r.lastCheckedAt.toISOString(),
    lastAlertAt: r.lastAlertAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The erasure deletes the user's saved searches (the app_user row stays, so nothing cascades). */
export function eraseSavedSearchesOfUser(tx: DbOrTx, userId: number): Promise<number> {
  return deleteSavedSearchesOfUser(tx, userId);
}
