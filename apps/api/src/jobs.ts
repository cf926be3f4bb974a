import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./lib/context.ts";
import { expireSubscriptions } from "./modules/plans/service.ts";

const EXPIRY_INTERVAL_MS = 10 * 60_000;

/**
 * Scheduled work. Every instance runs it; each job is a single idempotent statement, so running it on several
 * instances at once is harmless.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const expire = async () => {
    try {
      const expired = await expireSubscriptions(ctx.database.db);
      if (expired.length) log.info({ companies: expired }, "subscriptions expired");
    } catch (error) {
      log.error({ err: error }, "subscription expiry failed");
    }
  };
  void expire();
  const timer = setInterval(expire, EXPIRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
