// The analytics module's public face: other modules import only from here (layer rule api-module-via-index).

export { createPostHogJob, POSTHOG_WATERMARK, type PostHogRun } from "./posthog.ts";
export { anonymiseEventsOfUser } from "./queries.ts";
export {
  DAILY_ROLLUP,
  purgeOldAnalyticsEvents,
  RETENTION_SETTING_KEY,
  refreshAnalyticsRollups,
} from "./rollups.ts";
export { registerAnalyticsRoutes } from "./routes.ts";
export {
  eventSourceOf,
  recordNeedPublished,
  recordServerEvent,
  type ServerEventSource,
} from "./server-events.ts";
