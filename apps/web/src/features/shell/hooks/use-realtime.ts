import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { refreshAccessToken } from "../../../shared/api/http-client.ts";
import { shellKeys } from "../../../shared/api/shell-queries.ts";
import { getToken, subscribeSession } from "../../../shared/session/session-store.ts";
import { chatKeys } from "../../chat/index.ts";
import { notificationKeys } from "../../notifications/index.ts";

/** Close codes of the push channel: 4401 not authenticated, 4403 the token expired. */
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_TOKEN_EXPIRED = 4403;
const MAX_BACKOFF_MS = 30_000;

function messageType(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" &&
      parsed !== null &&
      "type" in parsed &&
      typeof parsed.type === "string"
      ? parsed.type
      : null;
  } catch {
    return null;
  }
}

/**
 * The push channel (GET /api/ws): authenticates with the access token (again after every refresh), and on a
 * notification or chat event re-fetches the counters at once. A 4401/4403 close refreshes the token before
 * reconnecting; other drops reconnect with exponential backoff. Polling stays as the fallback.
 */
export function useRealtime(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let sentToken: string | null = null;
    let stopped = false;
    let attempts = 0;
    let timer: number | undefined;

    const authenticate = () => {
      const token = getToken();
      if (socket?.readyState !== WebSocket.OPEN || !token || token === sentToken) return;
      sentToken = token;
      socket.send(JSON.stringify({ type: "auth", token }));
    };
    const onEvent = (type: string) => {
      if (type === "notification") {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        void queryClient.invalidateQueries({ queryKey: ["sidebar-counter"] });
      } else if (type === "chat") {
        void queryClient.invalidateQueries({ queryKey: shellKeys.chatUnread });
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      }
    };
    const schedule = () => {
      if (stopped) return;
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
      attempts += 1;
      timer = window.setTimeout(connect, delay);
    };
    const connect = () => {
      if (stopped || !getToken()) return;
      const url = new URL("/api/ws", window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(url);
      socket = ws;
      sentToken = null;
      ws.onopen = authenticate;
      ws.onmessage = (event: MessageEvent<unknown>) => {
        const type = messageType(event.data);
        if (type === "ready") attempts = 0;
        else if (type) onEvent(type);
      };
      ws.onclose = (event) => {
        if (socket === ws) socket = null;
        if (stopped) return;
        const rejected = event.code === CLOSE_UNAUTHENTICATED || event.code === CLOSE_TOKEN_EXPIRED;
        if (rejected && getToken() === sentToken) {
          // A refused refresh hands over to the session-expired flow; nothing to reconnect then.
          refreshAccessToken().then(schedule, () => undefined);
        } else {
          schedule();
        }
      };
    };

    const unsubscribe = subscribeSession(authenticate);
    connect();
    return () => {
      stopped = true;
      unsubscribe();
      window.clearTimeout(timer);
      socket?.close(1000, "leaving");
    };
  }, [enabled, queryClient]);
}
