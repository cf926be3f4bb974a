import { useEffect, useRef } from "react";
import { type ChatMessage, useMarkRead } from "../api.ts";
import { usePageVisible } from "./use-page-visible.ts";

/**
 * Opening a thread marks it read, and so does each message of the other company that arrives while it is open
 * and the tab is in front; the top-bar counter drops with the answer.
 */
export function useMarkReadOnView(
  userId: number,
  conversationId: number | null,
  messages: readonly ChatMessage[],
  enabled: boolean,
) {
  const { mutate } = useMarkRead(userId);
  const visible = usePageVisible();
  const done = useRef<string | null>(null);
  const newestOther = messages.reduce((max, m) => (!m.mine && m.id > max ? m.id : max), 0);
  useEffect(() => {
    if (!enabled || !visible || conversationId === null || newestOther === 0) return;
    const key = `${conversationId}:${newestOther}`;
    if (done.current === key) return;
    done.current = key;
    mutate(conversationId);
  }, [enabled, visible, conversationId, newestOther, mutate]);
}
