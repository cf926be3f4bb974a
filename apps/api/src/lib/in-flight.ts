import type { FastifyInstance } from "fastify";

type InFlight = { method: string; route: string; since: number };

/**
 * The requests this instance is answering: what keeps a stopping server past its grace period (shutdown.ts logs
 * them), so that a request that never finishes can be found afterwards. Each is its method, its route's pattern
 * (never the address as sent: open-area links carry tokens in their query) and how long it has run. A request
 * leaves the list when its response is written or its connection closes.
 */
export function trackInFlight(app: FastifyInstance): () => string[] {
  const requests = new Map<string, InFlight>();
  app.addHook("onRequest", async (request, reply) => {
    const id = request.id;
    requests.set(id, {
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
      since: Date.now(),
    });
    reply.raw.once("close", () => requests.delete(id));
  });
  return () => {
    const now = Date.now();
    return [...requests.values()]
      .sort((a, b) => a.since - b.since)
      .map((request) => `${request.method} ${request.route} (${now - request.since} ms)`);
  };
}
