import type { DbOrTx } from "../../db/client.ts";
import { newestOutboxMails } from "./queries.ts";

/** The newest 100 mails of the outbox, optionally for one recipient (any case). */
export async function mailbox(db: DbOrTx, to: string | undefined) {
  const rows = await newestOutboxMails(db, to?.trim().toLowerCase(), 100);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    created_at: r.createdAt.toISOString(),
  }));
}
