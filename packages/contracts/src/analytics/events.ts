import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";

/** Limits of first-party analytics (issue 18). */
export const ANALYTICS_LIMITS = {
  /** Events in one POST analytics/events. */
  maxBatch: 50,
  /** A batch body in bytes, refused (413) before it is parsed. */
  maxBodyBytes: 32 * 1024,
  /** The web client sends its queue at most this often, and on page hide. */
  flushIntervalMs: 5_000,
  /** Default retention of raw events, in months (app_setting `analytics_retention_months`). */
  defaultRetentionMonths: 13,
} as const;

const id = z.number().int().positive().max(INT4_MAX);
const text = z.string().trim().max(200);
const link = z.string().trim().max(500);
const flag = z.boolean();

/**
 * The tracked event fields of spec §3, each with its type. Two fields are ours: `results` (how many results a
 * search found, so searches without results can be counted) and `technologies` (technology names asked by a
 * need or offered by a profile, for the "asked vs offered" rollup).
 */
export const ANALYTICS_FIELDS = {
  action: text,
  source: text,
  project_id: id,
  project_name: text,
  position_id: id,
  position_name: text,
  profile_id: id,
  profile_name: text,
  supplier_id: id,
  supplier_name: text,
  company_id: id,
  referent_id: id,
  referent_name: text,
  request_id: id,
  nomination_id: id,
  preventivo_id: id,
  link_cv: link,
  link_preventivo: link,
  link_analisi: link,
  name_tab: text,
  note: z.string().trim().max(500),
  tipo: text,
  project_sector: text,
  project_location: text,
  project_completed: flag,
  Process_completed: flag,
  sidebar_clic: text,
  condivisione_lista: text,
  link,
  destination: text,
  project_type: text,
  request: text,
  id_current_plan: id,
  plan_title: text,
  company_name_search: text,
  vat_number_search: text,
  location: text,
  keywords: text,
  user_id: id,
  results: z.number().int().min(0).max(1_000_000),
  technologies: z.array(z.string().trim().min(1).max(100)).max(30),
} as const;
export type AnalyticsField = keyof typeof ANALYTICS_FIELDS;

type EventSpec = { required?: readonly AnalyticsField[]; optional: readonly AnalyticsField[] };

const QUOTE_FIELDS = ["position_id", "project_id", "supplier_id", "supplier_name", "source"] as const;

/**
 * The events the web client sends (§2.6 tracked screens and actions), each with the fields it may carry.
 * A screen's event is sent when the screen opens; an action's when the user does it.
 */
export const WEB_EVENTS = {
  collaboration_tab: { required: ["name_tab"], optional: ["nomination_id", "request_id", "position_id"] },
  collaboration_chat: { optional: ["nomination_id", "request_id", "supplier_id", "company_id"] },
  collaboration_action: {
    required: ["action"],
    optional: ["nomination_id", "request_id", "position_id", "project_id", "note"],
  },
  project_detail: {
    required: ["project_id"],
    optional: [
      "project_name",
      "project_type",
      "project_sector",
      "project_location",
      "project_completed",
      "source",
    ],
  },
  position_detail: {
    required: ["position_id"],
    optional: ["position_name", "project_id", "project_name", "project_type", "source"],
  },
  profile_detail: {
    required: ["profile_id"],
    optional: ["profile_name", "supplier_id", "supplier_name", "position_id", "source"],
  },
  company_detail: { required: ["company_id"], optional: ["supplier_name", "source"] },
  quote_detail: { required: ["preventivo_id"], optional: QUOTE_FIELDS },
  quote_download: { required: ["preventivo_id"], optional: [...QUOTE_FIELDS, "link_preventivo"] },
  quote_discard: { required: ["preventivo_id"], optional: [...QUOTE_FIELDS, "note"] },
  quote_favourite: { required: ["preventivo_id"], optional: [...QUOTE_FIELDS, "action"] },
  quote_chat: { required: ["preventivo_id"], optional: QUOTE_FIELDS },
  compatible_profiles: { required: ["position_id"], optional: ["project_id", "results", "source"] },
  match_tab: { required: ["name_tab"], optional: ["position_id", "project_id"] },
  proposal_detail: { required: ["nomination_id"], optional: ["position_id", "profile_id", "supplier_id"] },
  functional_analysis_download: { required: ["project_id"], optional: ["link_analisi", "project_name"] },
  supplier_search: {
    required: ["results"],
    optional: ["keywords", "location", "company_name_search", "vat_number_search"],
  },
  company_report_download: { required: ["company_id"], optional: ["source"] },
  dashboard_block: { required: ["action"], optional: ["destination", "link"] },
  profile_create: { required: ["source"], optional: ["profile_id", "Process_completed", "technologies"] },
  sidebar_click: { required: ["sidebar_clic"], optional: ["destination"] },
} as const satisfies Record<string, EventSpec>;

/** The four events of §9, written by the server where they happen (the browser cannot send them). */
export const SERVER_EVENTS = {
  request_availability: {
    required: ["request_id", "profile_id"],
    optional: ["position_id", "supplier_id", "source"],
  },
  sign_up: { optional: ["tipo", "source"] },
  publish_FP: { required: ["project_id"], optional: ["project_name", "project_type", "technologies"] },
  "publish_T&M": {
    required: ["project_id"],
    optional: ["project_name", "project_type", "position_id", "technologies"],
  },
} as const satisfies Record<string, EventSpec>;

export type WebEventName = keyof typeof WEB_EVENTS;
type FieldValue<F extends AnalyticsField> = z.input<(typeof ANALYTICS_FIELDS)[F]>;
type RequiredOf<N extends WebEventName> = (typeof WEB_EVENTS)[N] extends { required: readonly (infer R)[] }
  ? R & AnalyticsField
  : never;
type OptionalOf<N extends WebEventName> = (typeof WEB_EVENTS)[N]["optional"][number];
/** The fields a web event may carry, typed: a field its schema would refuse does not compile. */
export type WebEventProps<N extends WebEventName> = { [F in RequiredOf<N>]: FieldValue<F> } & {
  [F in OptionalOf<N>]?: FieldValue<F>;
};
export type ServerEventName = keyof typeof SERVER_EVENTS;
export type AnalyticsEventName = WebEventName | ServerEventName;
export const WEB_EVENT_NAMES = Object.keys(WEB_EVENTS) as WebEventName[];
export const SERVER_EVENT_NAMES = Object.keys(SERVER_EVENTS) as ServerEventName[];
export const ANALYTICS_EVENT_NAMES = [...WEB_EVENT_NAMES, ...SERVER_EVENT_NAMES] as AnalyticsEventName[];
export const webEventNameSchema = z.enum(WEB_EVENT_NAMES as [WebEventName, ...WebEventName[]]);

function propsSchema(spec: EventSpec) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of spec.optional) shape[field] = ANALYTICS_FIELDS[field].optional();
  for (const field of spec.required ?? []) shape[field] = ANALYTICS_FIELDS[field];
  return z.strictObject(shape);
}

/** One strict schema per event name: unknown fields are refused. */
export const ANALYTICS_PROPS_SCHEMAS = Object.fromEntries(
  Object.entries({ ...WEB_EVENTS, ...SERVER_EVENTS }).map(([name, spec]) => [name, propsSchema(spec)]),
) as Record<AnalyticsEventName, z.ZodObject>;

/** The props of an event as stored (validated by its schema). */
export type AnalyticsProps = Partial<Record<AnalyticsField, unknown>>;

/** One event as the web client sends it: the name and its fields (the server stamps everything else). */
export const analyticsEventInputSchema = z.object({
  name: z.string().max(40),
  props: z.record(z.string(), z.unknown()).default({}),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventInputSchema>;

/**
 * POST analytics/events. `token`: an open-area visitor's token (anonymous callers need one). `consent`: an
 * anonymous visitor's banner choice (nothing is stored without true). `access_token`: the signed-in user's token
 * when the body is sent with navigator.sendBeacon, which cannot set an Authorization header.
 */
export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventInputSchema).min(1).max(ANALYTICS_LIMITS.maxBatch),
  token: z.string().max(200).optional(),
  consent: z.boolean().optional(),
  access_token: z.string().max(4000).optional(),
});
export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;

export type ValidatedEvent = { name: AnalyticsEventName; props: AnalyticsProps };
export type EventFieldError = { field: string; code: string };

function issuesOf(index: number, props: Record<string, unknown>, error: z.ZodError): EventFieldError[] {
  return error.issues.flatMap((issue) => {
    const base = ["events", index, "props", ...issue.path].map(String).join(".");
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((key) => ({ field: `${base}.${key}`, code: "validation.unknown_field" }));
    const top = issue.path[0];
    const missing = issue.code === "invalid_type" && typeof top === "string" && props[top] === undefined;
    return [{ field: base, code: missing ? "validation.required" : "validation.invalid" }];
  });
}

/**
 * Checks each event of a batch against its name's schema. `origin` "web" refuses the server's four events.
 * The errors name the event's index and field ("events.2.props.position_id", "events.0.name").
 */
export function validateAnalyticsEvents(
  events: readonly { name: string; props: Record<string, unknown> }[],
  origin: "web" | "server" = "web",
): { events: ValidatedEvent[]; errors: EventFieldError[] } {
  const allowed: readonly string[] = origin === "web" ? WEB_EVENT_NAMES : ANALYTICS_EVENT_NAMES;
  const valid: ValidatedEvent[] = [];
  const errors: EventFieldError[] = [];
  events.forEach((event, index) => {
    if (!allowed.includes(event.name)) {
      errors.push({ field: `events.${index}.name`, code: "validation.invalid" });
      return;
    }
    const name = event.name as AnalyticsEventName;
    const parsed = ANALYTICS_PROPS_SCHEMAS[name].safeParse(event.props);
    if (parsed.success) valid.push({ name, props: parsed.data as AnalyticsProps });
    else errors.push(...issuesOf(index, event.props, parsed.error));
  });
  return { events: valid, errors };
}

/** PUT analytics/consent: the signed-in user's choice. */
export const analyticsConsentBodySchema = z.strictObject({ consent: z.boolean() });
export const analyticsConsentSchema = z.object({
  consent: z.boolean().nullable(),
  consent_at: z.string().nullable(),
});
export type AnalyticsConsent = z.infer<typeof analyticsConsentSchema>;

/** POST admin/analytics/refresh (staff): how far the rollups moved and today's counts. */
export const analyticsRefreshResultSchema = z.object({
  moved: z.number().int(),
  today: z.array(
    z.object({ name: z.string(), role_label: z.string(), staff: z.boolean(), events: z.number().int() }),
  ),
});
export type AnalyticsRefreshResult = z.infer<typeof analyticsRefreshResultSchema>;
