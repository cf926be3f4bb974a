import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";

/** The newest mails of the outbox, optionally only those to one address (compared lower-case). */
export async function newestOutboxMails(db: DbOrTx, to: string | undefined, limit: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(sql`lower(${emailOutbox.to})`, to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
