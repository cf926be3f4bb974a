import { sql } from "drizzle-orm";
import { appliedMigration, type Db } from "../../db/client.ts";

/** The cheapest round trip to the database: throws when it is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** The last migration applied to the database. */
export async function lastAppliedMigration(db: Db): Promise<string | null> {
  return appliedMigration(db);
}
