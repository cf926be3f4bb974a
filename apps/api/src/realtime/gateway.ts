import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { AppContext } from "../lib/context.ts";

const AUTH_TIMEOUT_MS = 10_000;
const PING_INTERVAL_MS = 30_000;
/** Close codes in the private range: 4401 not authenticated, 4403 session ended. */
export const WS_CLOSE = { unauthenticated: 4401, expired: 4403 } as const;

/**
 * Checks the access token a socket sends: the user it signs in, or a throw (any error closes the socket as
 * unauthenticated). Given by the wiring (app.ts: auth's authenticateSocket), so the gateway imports no module.
 */
export type AuthenticateSocket = (token: string) => Promise<{ userId: number }>;

type Client = { socket: WebSocket; userId: number | null; expiry: NodeJS.Timeout | undefined };

/**
 * GET /api/ws: the push channel for notifications and chat. The first message must be
 * {"type":"auth","token":"<access token>"}; send it again after a token refresh, or the socket closes when
 * the token expires. Sockets live on one instance; events reach them from any instance through the bus.
 */
export async function registerRealtimeGateway(
  app: FastifyInstance,
  ctx: AppContext,
  authenticateSocket: AuthenticateSocket,
) {
  const byUser = new Map<number, Set<Client>>();
  const detach = (client: Client) => {
    if (client.userId === null) return;
    const set = byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) byUser.delete(client.userId);
  };

  const unsubscribe = ctx.bus.onEvent((event) => {
    const message = JSON.stringify({ type: event.type, data: event.data ?? {} });
    for (const userId of event.userIds) {
      for (const client of byUser.get(userId) ?? []) client.socket.send(message);
    }
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    for (const set of byUser.values()) for (const c of set) c.socket.close(1001, "server shutting down");
  });

  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.get("/api/ws", { websocket: true, schema: { hide: true } }, (socket) => {
    const client: Client = { socket, userId: null, expiry: undefined };
    const authTimer = setTimeout(() => {
      if (client.userId === null) socket.close(WS_CLOSE.unauthenticated, "authentication required");
    }, AUTH_TIMEOUT_MS);
    const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);

    socket.on("message", async (raw) => {
      let message: { type?: unknown; token?: unknown };
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.type !== "auth" || typeof message.token !== "string") return;
      try {
        // A live session's token; REQUIRE_STAFF_2FA: un-enrolled staff get no push channel either.
        const session = await authenticateSocket(message.token);
        detach(client);
        client.userId = session.userId;
        let set = byUser.get(session.userId);
        if (!set) {
          set = new Set();
          byUser.set(session.userId, set);
        }
        set.add(client);
        if (client.expiry) clearTimeout(client.expiry);
        const exp = JSON.parse(Buffer.from(message.token.split(".")[1] ?? "", "base64url").toString())
          .exp as number;
        client.expiry = setTimeout(
          () => socket.close(WS_CLOSE.expired, "token expired"),
          Math.max(0, exp * 1000 - Date.now()),
        );
        socket.send(JSON.stringify({ type: "ready", data: { user_id: session.userId } }));
      } catch {
        socket.close(WS_CLOSE.unauthenticated, "invalid token");
      }
    });
    socket.on("close", () => {
      clearTimeout(authTimer);
      clearInterval(ping);
      if (client.expiry) clearTimeout(client.expiry);
      detach(client);
    });
  });
}
