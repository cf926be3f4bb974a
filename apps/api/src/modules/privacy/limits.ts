import type { DbOrTx } from "../../db/client.ts";
import { hitCounter } from "../../lib/rate-limit.ts";

/** Hits of one privacy operation for one key within the last `minutes` (shared by every API instance). */
export async function recentHits(db: DbOrTx, bucket: string, key: string, minutes: number): Promise<number> {
  return hitCounter(bucket, "plain").count(db, key, minutes * 60);
}

export async function recordHit(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await hitCounter(bucket, "plain").record(db, key);
}

export const BUCKET = { erasePassword: "privacy_erase_password", export: "privacy_export" } as const;
