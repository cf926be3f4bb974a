import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import {
  advanceForwardWatermark,
  eventsAfter,
  type ForwardRow,
  readForwardWatermark,
} from "./posthog-queries.ts";

/** The forwarder's watermark row in analytics_rollup_state. */
export const POSTHOG_WATERMARK = "posthog";

/**
 * The event fields forwarded as they are: ids (pseudonymous numbers already stored), categories and counts.
 * Never forwarded: names (`profile_name`, `referent_name`, `supplier_name`, `project_name`, `position_name`),
 * free text (`note`, `keywords`, `location`, `request`, the company name and VAT number searched) and links.
 */
const FORWARDED_PROPS = new Set([
  "action",
  "source",
  "project_id",
  "position_id",
  "profile_id",
  "supplier_id",
  "company_id",
  "referent_id",
  "request_id",
  "nomination_id",
  "preventivo_id",
  "name_tab",
  "tipo",
  "project_sector",
  "project_type",
  "project_completed",
  "Process_completed",
  "sidebar_clic",
  "condivisione_lista",
  "destination",
  "id_current_plan",
  "plan_title",
  "user_id",
  "results",
  "technologies",
]);

export type PostHogOptions = {
  key: string;
  /** e.g. https://eu.i.posthog.com; the batch endpoint is `${host}/batch/`. */
  host: string;
  /** Events per request (default 100). */
  batchSize?: number;
  /** Requests per run at most (default 20): a large backlog drains over several runs. */
  maxBatchesPerRun?: number;
  /** Abort a request after this long (default 10 s). */
  timeoutMs?: number;
  /** Events younger than this wait for the next run (default 60 s), as in the rollups. */
  settleSeconds?: number;
  fetch?: typeof fetch;
};

/** A stable uuid per stored event: PostHog drops a second copy with the same uuid (two instances, a retry). */
function eventUuid(row: ForwardRow): string {
  const h = createHash("sha256").update(`mkt-analytics:${row.id}:${row.occurred_at}`).digest("hex");
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** One stored event as a PostHog batch entry: pseudonymous ids and the stamped dimensions, no personal data. */
export function toPostHogEvent(row: ForwardRow) {
  const props: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row.props ?? {}))
    if (FORWARDED_PROPS.has(field)) props[field] = value;
  const anonymous = row.user_id === null;
  return {
    event: row.name,
    uuid: eventUuid(row),
    timestamp: row.occurred_at,
    properties: {
      ...props,
      // A user is "u<id>" (the internal number, no e-mail or name); visitors and anonymous server events get a
      // one-off id and no person profile.
      distinct_id: anonymous ? `e${row.id}` : `u${row.user_id}`,
      ...(anonymous ? { $process_person_profile: false } : {}),
      company_id: row.company_id ?? undefined,
      role_label: row.role_label,
      staff: row.staff,
      version_product: row.version_product,
      brand_id: row.brand_id ?? undefined,
      $host: row.host || undefined,
      utm_source: row.utm_source || undefined,
      origin: row.origin,
    },
  };
}

export type ForwardResult = { sent: number; batches: number };

/**
 * Sends the events above the forwarder's watermark to PostHog's batch endpoint, a batch per request; the
 * watermark moves past a batch only when PostHog answered 2xx. Throws on a failed request (the caller backs off).
 */
export async function forwardToPostHog(db: Db, options: PostHogOptions): Promise<ForwardResult> {
  const send = options.fetch ?? fetch;
  const size = options.batchSize ?? 100;
  const url = `${options.host.replace(/\/+$/, "")}/batch/`;
  let sent = 0;
  let batches = 0;
  while (batches < (options.maxBatchesPerRun ?? 20)) {
    const after = await readForwardWatermark(db, POSTHOG_WATERMARK);
    const rows = await eventsAfter(db, after, options.settleSeconds ?? 60, size);
    const last = rows.at(-1);
    if (!last) break;
    const response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_key: options.key, batch: rows.map(toPostHogEvent) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    // The body is drained (keeps the connection reusable) and never logged.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`PostHog answered ${response.status}`);
    batches += 1;
    // Another instance moved it meanwhile: it sent (part of) the same events, whose uuids PostHog deduplicates.
    if (await advanceForwardWatermark(db, POSTHOG_WATERMARK, after, last.id)) sent += rows.length;
    if (rows.length < size) break;
  }
  return { sent, batches };
}

/** Back-off after failures: 1, 2, 4 … minutes, at most an hour; none after a success. */
export function postHogBackoffMs(failures: number): number {
  return failures === 0 ? 0 : Math.min(60_000 * 2 ** (failures - 1), 60 * 60_000);
}

export type PostHogRun =
  | { status: "sent"; sent: number; batches: number }
  | { status: "waiting"; retryAt: number }
  | { status: "failed"; failures: number; error: unknown };

/**
 * The forwarding job's state across runs (per instance): after a failure it skips runs until its back-off has
 * passed, so a PostHog outage costs one request per back-off period, never a request of a user.
 */
export function createPostHogJob(db: Db, options: PostHogOptions, clock: () => number = Date.now) {
  let failures = 0;
  let retryAt = 0;
  return async function run(): Promise<PostHogRun> {
    if (clock() < retryAt) return { status: "waiting", retryAt };
    try {
      const result = await forwardToPostHog(db, options);
      failures = 0;
      retryAt = 0;
      return { status: "sent", ...result };
    } catch (error) {
      failures += 1;
      retryAt = clock() + postHogBackoffMs(failures);
      return { status: "failed", failures, error };
    }
  };
}
