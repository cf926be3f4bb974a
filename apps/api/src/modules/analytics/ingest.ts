import { type AnalyticsBatch, validateAnalyticsEvents } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { hit, type RateLimit } from "../../lib/rate-limit.ts";
import { type AuthContext, authenticateAccessToken } from "../auth/index.ts";
import { requireOpenToken } from "../open/index.ts";
import { findUserTracking, insertEvents } from "./queries.ts";
import { type EventStamp, eventRows, TRACKED_VERSION, trackingBrand, userStamp } from "./stamp.ts";

/** Batches per caller (a signed-in user, else the IP): a client flushes every 5 s, so 60 a minute is ample. */
export const INGEST_LIMIT: RateLimit = { max: 60, windowSeconds: 60 };

export type IngestRequest = {
  /** The bearer of the Authorization header, if any (the body's access_token stands in for sendBeacon). */
  auth: AuthContext | null;
  batch: AnalyticsBatch;
  host: string;
  ip: string;
};

/** The stamp of the caller, or null when nothing may be recorded (version 1, no consent). */
async function callerStamp(ctx: AppContext, auth: AuthContext | null, batch: AnalyticsBatch) {
  const db = ctx.database.db;
  if (auth) {
    const user = await findUserTracking(db, auth.row.userId);
    if (user?.consent !== true || user.versionProduct !== TRACKED_VERSION) return null;
    return userStamp(user, auth.row.userId, auth.assumedByUserId !== null);
  }
  // An open-area visitor: their token (401 without a valid one) and their banner choice.
  const visit = await requireOpenToken(db, batch.token);
  if (batch.consent !== true || visit.versionProduct !== TRACKED_VERSION) return null;
  const stamp: EventStamp = {
    userId: null,
    companyId: null,
    roleLabel: "",
    staff: false,
    versionProduct: visit.versionProduct,
    utmSource: (visit.utmSource ?? "").slice(0, 100),
  };
  return stamp;
}

/**
 * POST analytics/events: checks the caller (a signed-in user, or an open-area visitor with their token), the
 * rate limit and every event (400 naming the event's index and field), then stores the batch in one INSERT
 * stamped by the server, or drops it silently when nothing may be recorded: product version 1, a brand
 * without analytics, no consent. Answers how many events were stored.
 */
export async function ingestEvents(ctx: AppContext, request: IngestRequest): Promise<number> {
  const db = ctx.database.db;
  const { batch } = request;
  const auth =
    request.auth ?? (batch.access_token ? await authenticateAccessToken(ctx, batch.access_token) : null);
  if (!auth && !batch.token) throw new AppError("auth.unauthorized");
  await hit(db, "analytics_events", auth ? `user:${auth.row.userId}` : `ip:${request.ip}`, INGEST_LIMIT);
  const { events, errors } = validateAnalyticsEvents(batch.events, "web");
  if (errors.length) {
    throw new AppError("validation.failed", { fieldErrors: errors.map((e) => ({ ...e, message: "" })) });
  }
  const stamp = await callerStamp(ctx, auth, batch);
  if (!stamp) return 0;
  const brand = await trackingBrand(ctx, request.host);
  if (!brand) return 0;
  await insertEvents(db, eventRows(events, stamp, { brandId: brand.id, host: request.host, origin: "web" }));
  return events.length;
}
