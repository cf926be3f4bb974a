import { and, count, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversation, conversationRead, message } from "../../db/schema.ts";

/** Messages from the other company, in the user's company's conversations, newer than the user's read marker. */
export async function unreadMessages(db: Db, userId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .leftJoin(
      conversationRead,
      and(eq(conversationRead.conversationId, conversation.id), eq(conversationRead.userId, userId)),
    )
    .where(
      and(
        or(eq(conversation.companyAId, companyId), eq(conversation.companyBId, companyId)),
        ne(message.senderCompanyId, companyId),
        gt(message.createdAt, sql`coalesce(${conversationRead.lastReadAt}, 'epoch'::timestamptz)`),
      ),
    );
  return row?.n ?? 0;
}
