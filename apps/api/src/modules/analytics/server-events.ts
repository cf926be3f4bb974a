import {
  type AnalyticsProps,
  isAnalyticsStaff,
  isRoleId,
  type ServerEventName,
  validateAnalyticsEvents,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { findUserTracking, insertEvents } from "./queries.ts";
import { eventRows, TRACKED_VERSION, trackingBrand, userStamp } from "./stamp.ts";

/** Where a server event happened: the user it is about, whether staff did it (§6), the request's host. */
export type ServerEventSource = { userId: number; staff: boolean; host: string };

/** What a route knows of its request (FastifyRequest fits; no Fastify type here). */
export type RequestLike = {
  auth: { roleId: number; row: { userId: number }; assumedByUserId: number | null } | null;
  hostname: string;
};

/** The source of a signed-in request's event (`userId` for a request without a session, as registration). */
export function eventSourceOf(request: RequestLike, userId?: number): ServerEventSource {
  const auth = request.auth;
  const staff =
    auth !== null && isRoleId(auth.roleId)
      ? isAnalyticsStaff(auth.roleId, auth.assumedByUserId !== null)
      : false;
  return { userId: userId ?? auth?.row.userId ?? 0, staff, host: request.hostname };
}

/**
 * Records one of the four §9 events where it happens (registration, availability request, need publication),
 * so the browser can neither lose nor fake it. Version 1 users and brands without analytics record nothing.
 * Without the user's consent the event is still counted (these are business facts the platform keeps anyway:
 * the registration, the request, the need) but anonymously: no user id. Never throws: a failure goes to
 * `onFailure` (the route logs it) and the request carries on.
 */
export async function recordServerEvent(
  ctx: AppContext,
  source: ServerEventSource,
  name: ServerEventName,
  props: AnalyticsProps,
  onFailure: (error: unknown) => void,
): Promise<void> {
  try {
    const { events, errors } = validateAnalyticsEvents([{ name, props }], "server");
    if (errors.length) throw new Error(`analytics ${name}: invalid ${errors.map((e) => e.field).join(", ")}`);
    const db = ctx.database.db;
    const user = await findUserTracking(db, source.userId);
    if (!user || user.versionProduct !== TRACKED_VERSION) return;
    const brand = await trackingBrand(ctx, source.host);
    if (!brand) return;
    const stamp = userStamp(user, user.consent === true ? source.userId : null, false);
    // sign_up's type is the new user's role label.
    if (name === "sign_up") Object.assign(events[0]?.props ?? {}, { tipo: stamp.roleLabel });
    const where = { brandId: brand.id, host: source.host, origin: "server" as const };
    await insertEvents(db, eventRows(events, { ...stamp, staff: stamp.staff || source.staff }, where));
  } catch (error) {
    onFailure(error);
  }
}

/** What a published need tells: its id, title, type and the technologies its positions ask for. */
type PublishedNeed = {
  id: number;
  type: "tm" | "fp";
  title: string;
  status: string;
  positions: { id: number; mandatory_skills: { name: string }[]; nice_skills: { name: string }[] }[];
};

/** publish_T&M or publish_FP, when the need is published (a draft saved records nothing). */
export async function recordNeedPublished(
  ctx: AppContext,
  source: ServerEventSource,
  need: PublishedNeed,
  onFailure: (error: unknown) => void,
): Promise<void> {
  if (need.status !== "published") return;
  const names = need.positions.flatMap((p) => [...p.mandatory_skills, ...p.nice_skills].map((s) => s.name));
  const technologies = [...new Set(names.map((n) => n.trim().slice(0, 100)).filter(Boolean))].slice(0, 30);
  const props = {
    project_id: need.id,
    project_name: need.title.slice(0, 200),
    project_type: need.type,
    ...(technologies.length ? { technologies } : {}),
  };
  await recordServerEvent(ctx, source, need.type === "fp" ? "publish_FP" : "publish_T&M", props, onFailure);
}
