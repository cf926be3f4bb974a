import type { ConversationItem } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import type { AuthContext } from "../auth/index.ts";
import { readable, readerOf } from "./conversation-access.ts";
import { toItem } from "./conversation-views.ts";
import { unreadMessageCount } from "./message-queries.ts";
import { listConversations } from "./queries.ts";

/** Messages from the other company, in the user's company's conversations, newer than the user's read marker. */
export async function unreadMessages(db: Db, userId: number, companyId: number): Promise<number> {
  return unreadMessageCount(db, userId, companyId);
}

export async function listForCaller(db: Db, auth: AuthContext, page: number, limit: number) {
  const viewer = await readerOf(db, auth);
  const query = { page, limit };
  const { rows, total } = await listConversations(db, viewer, pageWindow(query));
  return toPage(query, total, rows.map(toItem));
}

export async function getForCaller(db: Db, auth: AuthContext, id: number): Promise<ConversationItem> {
  return toItem(await readable(db, await readerOf(db, auth), id));
}
