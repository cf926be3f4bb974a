import { and, count, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { rateLimitHit } from "../../db/schema/index.ts";

/** Hits of one privacy operation for one key within the last `minutes` (shared by every API instance). */
export async function recentHits(db: DbOrTx, bucket: string, key: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHit)
    .where(
      and(
        eq(rateLimitHit.bucket, bucket),
        eq(rateLimitHit.key, key),
        gt(rateLimitHit.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.n ?? 0;
}

export async function recordHit(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.insert(rateLimitHit).values({ bucket, key });
}

export const BUCKET = { erasePassword: "privacy_erase_password", export: "privacy_export" } as const;
