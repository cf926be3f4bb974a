import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./lib/context.ts";
import { pruneRateLimitHits } from "./lib/rate-limit.ts";
import { startMailJobs } from "./mail/mail-jobs.ts";
import {
  createPostHogJob,
  purgeOldAnalyticsEvents,
  refreshAnalyticsRollups,
} from "./modules/analytics/index.ts";
import { pruneLoginAttempts } from "./modules/auth/rate-limit.ts";
import { sendInterviewReminders } from "./modules/collaborations/interview-mails.ts";
import { expireDocumentation, remindExpiringDocuments } from "./modules/company/index.ts";
import { runMatchingSweep, SWEEP_INTERVAL_MS } from "./modules/matching/index.ts";
import { notificationMailDeps, sendDailyDigests } from "./modules/notifications/email.ts";
import { purgeExpiredOpenTokens, purgeStaleOpenContacts } from "./modules/open/index.ts";
import { expireAndNotify, remindExpiringPlans } from "./modules/plans/expiry-notices.ts";
import { purgeEndedPublicLinks } from "./modules/public-links/index.ts";
import { runSavedSearchAlerts } from "./modules/saved-searches/index.ts";

const EXPIRY_INTERVAL_MS = 10 * 60_000;
const REMINDER_INTERVAL_MS = 5 * 60_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;
/** Document expiry works by the day; checking hourly catches the day's change within the hour. */
const DOCUMENTATION_INTERVAL_MS = 60 * 60_000;
/** Analytics rollups: charts read them, so they lag raw events by at most this (plus the rollups' settle minute). */
const ANALYTICS_ROLLUP_INTERVAL_MS = 5 * 60_000;
/** PostHog forwarding (only with POSTHOG_KEY): events reach PostHog within about this plus the settle minute. */
const POSTHOG_INTERVAL_MS = 30_000;
/** Saved-search alerts (issue 20): what appeared in the last hour is e-mailed within the hour. */
const SAVED_SEARCH_ALERT_INTERVAL_MS = 60 * 60_000;
/** Embedded PGlite has no autovacuum: the planner's statistics are refreshed by this job instead. */
const PGLITE_ANALYZE_INTERVAL_MS = 60 * 60_000;

/**
 * Scheduled work. Every instance runs it; each job is a single idempotent statement or claims its rows with
 * FOR UPDATE SKIP LOCKED (mail sending and digests, mail/mail-jobs.ts), so running it on several instances at
 * once is harmless.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const expire = async () => {
    try {
      const expired = await expireAndNotify(ctx.database.db, ctx.bus);
      if (expired.length) log.info({ companies: expired }, "subscriptions expired");
      const reminded = await remindExpiringPlans(ctx.database.db, ctx.bus);
      if (reminded.length) log.info({ companies: reminded }, "plan expiry reminders sent");
    } catch (error) {
      log.error({ err: error }, "subscription expiry failed");
    }
  };
  void expire();
  const timer = setInterval(expire, EXPIRY_INTERVAL_MS);
  timer.unref();
  const stopMail = startMailJobs(ctx, log, () =>
    sendDailyDigests(ctx.database.db, notificationMailDeps(ctx)),
  );
  // Interview reminders: each confirmed interview starting within 24 h is claimed once across instances.
  const remind = async () => {
    try {
      const reminded = await sendInterviewReminders(ctx);
      if (reminded.length) log.info({ interviews: reminded }, "interview reminders sent");
    } catch (error) {
      log.error({ err: error }, "interview reminders failed");
    }
  };
  const reminderTimer = setInterval(remind, REMINDER_INTERVAL_MS);
  reminderTimer.unref();
  // Rate-limit hits and login attempts older than any limiter looks back (24 h) are forgotten, and old open tokens.
  const prune = async () => {
    try {
      await pruneRateLimitHits(ctx.database.db);
      await pruneLoginAttempts(ctx.database.db);
      // Open-area tokens expired more than 30 days ago (OPEN_LIMITS.expiredRetentionDays) are deleted.
      await purgeExpiredOpenTokens(ctx.database.db);
      // Open-area leads never registered are deleted 12 months after their creation (OPEN_CONTACT_LIMITS).
      await purgeStaleOpenContacts(ctx.database.db);
      // Shared links ended 12 months ago go, with the contacts visitors left on them (PUBLIC_LINK_LIMITS).
      await purgeEndedPublicLinks(ctx.database.db);
    } catch (error) {
      log.error({ err: error }, "rate-limit pruning failed");
    }
  };
  const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  // Company documentation: reminders before a document expires (once each), and companies whose required
  // document expired go back to missing. Both claim with one UPDATE (safe on several instances).
  const documentation = async () => {
    try {
      const expired = await expireDocumentation(ctx);
      if (expired.length) log.info({ companies: expired }, "company documentation expired");
      const reminded = await remindExpiringDocuments(ctx);
      if (reminded.length) log.info({ companies: reminded }, "document expiry reminders sent");
    } catch (error) {
      log.error({ err: error }, "document expiry failed");
    }
  };
  void documentation();
  const documentationTimer = setInterval(documentation, DOCUMENTATION_INTERVAL_MS);
  documentationTimer.unref();
  // Analytics (issue 18): events above the watermark go into the daily rollups (the watermark row is locked,
  // so instances take turns); raw events past the retention (app_setting, 13 months) are deleted in batches.
  const analytics = async () => {
    try {
      await refreshAnalyticsRollups(ctx.database.db);
      const purged = await purgeOldAnalyticsEvents(ctx);
      if (purged) log.info({ events: purged }, "old analytics events deleted");
    } catch (error) {
      log.error({ err: error }, "analytics rollups failed");
    }
  };
  const analyticsTimer = setInterval(analytics, ANALYTICS_ROLLUP_INTERVAL_MS);
  analyticsTimer.unref();
  // Saved-search alerts: one instance at a time (a tried advisory lock; the others skip the round).
  const alerts = async () => {
    try {
      const result = await runSavedSearchAlerts(ctx.database.db, ctx.bus);
      if (result?.usersAlerted) log.info({ users: result.usersAlerted }, "saved-search alerts sent");
    } catch (error) {
      log.error({ err: error }, "saved-search alerts failed");
    }
  };
  const alertsTimer = setInterval(alerts, SAVED_SEARCH_ALERT_INTERVAL_MS);
  alertsTimer.unref();
  // Matching sweep (issue 21 item 4): profiles written since they were last scored (bulk loads, imports, direct
  // SQL, a failed save hook) enter the open positions' rankings; one instance at a time (a tried advisory lock on
  // PostgreSQL), at most SWEEP_BUDGET_MS of work per tick, never inside a request.
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const result = await runMatchingSweep(ctx.database.db, ctx.database.driver === "postgres", { log });
      if (result && result.mode !== "idle") log.info(result, "matching sweep");
    } catch (error) {
      log.error({ err: error }, "matching sweep failed");
    } finally {
      sweeping = false;
    }
  };
  const sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweepTimer.unref();
  // PostHog forwarding, only when configured: its own watermark, batches sent by this job (never by a request),
  // the watermark moved only on success, back-off after failures (modules/analytics/posthog.ts).
  let posthogTimer: NodeJS.Timeout | undefined;
  const posthogKey = ctx.config.POSTHOG_KEY;
  if (posthogKey) {
    const forward = createPostHogJob(ctx.database.db, { key: posthogKey, host: ctx.config.POSTHOG_HOST });
    let running = false;
    posthogTimer = setInterval(async () => {
      if (running) return;
      running = true;
      const result = await forward();
      running = false;
      if (result.status === "sent" && result.sent)
        log.info({ events: result.sent }, "analytics sent to PostHog");
      if (result.status === "failed")
        log.warn({ err: result.error, failures: result.failures }, "PostHog forwarding failed, backing off");
    }, POSTHOG_INTERVAL_MS);
    posthogTimer.unref();
  }
  // PostgreSQL's autovacuum keeps planner statistics fresh; the embedded PGlite runs no background workers, so
  // without this a database that grew since its creation is planned as if empty (nested loops over thousands
  // of rows). ANALYZE samples each table: seconds on 100,000 profiles, once an hour and after each start.
  let analyzeTimer: NodeJS.Timeout | undefined;
  if (ctx.database.driver === "pglite") {
    const analyze = async () => {
      try {
        await ctx.database.db.execute(sql`ANALYZE`);
      } catch (error) {
        log.error({ err: error }, "planner statistics refresh failed");
      }
    };
    void analyze();
    analyzeTimer = setInterval(analyze, PGLITE_ANALYZE_INTERVAL_MS);
    analyzeTimer.unref();
  }
  return () => {
    if (analyzeTimer) clearInterval(analyzeTimer);
    if (posthogTimer) clearInterval(posthogTimer);
    clearInterval(reminderTimer);
    clearInterval(sweepTimer);
    clearInterval(analyticsTimer);
    clearInterval(alertsTimer);
    clearInterval(pruneTimer);
    clearInterval(documentationTimer);
    clearInterval(timer);
    stopMail();
  };
}
