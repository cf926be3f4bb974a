import type { FastifyInstance } from "fastify";
import type { AppContext } from "./lib/context.ts";

/** Past the grace period plus this, something (a job, a database call) hangs the shutdown: exit with a failure. */
const SHUTDOWN_DEADLINE_EXTRA_MS = 10_000;

type Options = {
  app: FastifyInstance;
  ctx: AppContext;
  stopJobs: () => void;
  /** SHUTDOWN_GRACE_MS: 10 s unless configured shorter. */
  graceMs: number;
  exit?: (code: number) => void;
};

/**
 * Graceful stop on SIGTERM (a deployment, `docker stop`) and SIGINT (Ctrl-C, forwarded by `npm start`): stop
 * accepting connections, let in-flight requests finish (at most graceMs, then their connections are closed),
 * stop the jobs, close the push channel, the mailer and the database, and exit 0. Later signals are ignored:
 * Ctrl-C reaches both `npm start` and the server, which forwards it once more.
 */
export function installShutdown({ app, ctx, stopJobs, graceMs, exit = process.exit }: Options) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const deadline = setTimeout(() => {
      app.log.error("shutdown did not finish in time: exiting anyway");
      exit(1);
    }, graceMs + SHUTDOWN_DEADLINE_EXTRA_MS);
    deadline.unref();
    const force = setTimeout(() => {
      // Which requests (method, route pattern, age): a request that never finishes can be found afterwards.
      app.log.warn(
        { graceMs, requests: app.inFlightRequests() },
        "in-flight requests still running after the grace period: closing their connections",
      );
      app.server.closeAllConnections();
    }, graceMs);
    force.unref();
    try {
      stopJobs();
      // Stops listening, answers 503 on kept-alive connections, closes idle ones and the WebSockets, waits for
      // the requests being served.
      await app.close();
      clearTimeout(force);
      await ctx.bus.close();
      ctx.mailer.close();
      await ctx.database.close();
      app.log.info("stopped");
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
