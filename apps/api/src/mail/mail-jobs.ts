import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../lib/context.ts";

const DELIVERY_INTERVAL_MS = 15_000;
const DIGEST_INTERVAL_MS = 10 * 60_000;
/** After a notification event, wait this long for its transaction's siblings before sending. */
const KICK_DELAY_MS = 300;

/** Runs a task at most once at a time on this instance (a slow SMTP server must not pile up runs). */
function serial(task: () => Promise<void>): () => void {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    void task().finally(() => {
      running = false;
    });
  };
}

/** Queues the daily notification digests that are due; how many. Given by the wiring (jobs.ts), so mail/ imports no module. */
export type QueueDigests = () => Promise<number>;

/**
 * The outbox sender (queued mails and retries after SMTP failures) and the daily notification digests. Every
 * instance runs both: rows and users are claimed with FOR UPDATE SKIP LOCKED, so no mail goes out twice. A
 * notification event (heard by every instance after commit) wakes the sender at once.
 */
export function startMailJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  queueDigests: QueueDigests,
): () => void {
  const deliver = serial(async () => {
    try {
      let sent: number;
      do sent = await ctx.mailer.deliverDue(20);
      while (sent === 20);
    } catch (error) {
      log.error({ err: error }, "mail delivery run failed");
    }
  });
  const digest = serial(async () => {
    try {
      const queued = await queueDigests();
      if (queued) {
        log.info({ digests: queued }, "notification digests queued");
        deliver();
      }
    } catch (error) {
      log.error({ err: error }, "notification digest run failed");
    }
  });
  const smtp = Boolean(ctx.config.SMTP_URL);
  const timers = [setInterval(digest, DIGEST_INTERVAL_MS)];
  let unsubscribe = () => {};
  if (smtp) {
    timers.push(setInterval(deliver, DELIVERY_INTERVAL_MS));
    unsubscribe = ctx.bus.onEvent((event) => {
      if (event.type === "notification" && event.data?.kind !== "read")
        setTimeout(deliver, KICK_DELAY_MS).unref();
    }) as () => void;
    deliver();
  }
  for (const timer of timers) timer.unref();
  digest();
  return () => {
    unsubscribe();
    for (const timer of timers) clearInterval(timer);
  };
}
