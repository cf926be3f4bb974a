import {
  type AvailabilityRequest,
  type AvailabilityStatus,
  formatDayMonthYear,
  PROFILE_MANAGER_ROLES,
  REQUEST_AVAILABLE_FUNCTION,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { toPage } from "../../lib/pagination.ts";
import type { Actor } from "../auth/index.ts";
import { refreshProfileMatches } from "../matching/index.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import { assertFunctionAllowed, spendCredit } from "../plans/index.ts";
import { initial } from "../profiles/index.ts";
import { findSearchableProfile } from "../search/index.ts";
import {
  findRequest,
  hasPendingRequest,
  insertRequest,
  listOpenPositions,
  listRequests,
  lockProfile,
  type RequestRow,
  type RequestSide,
  setProfileAvailability,
  settleRequest,
} from "./queries.ts";

/** The signed-in user acting for a company. */

/** Who answers (and is told of) requests on the supplier side; who is told of answers on the client side. */
export const ANSWERING_ROLES: readonly RoleId[] = PROFILE_MANAGER_ROLES;
export const REQUESTING_ROLES: readonly RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** The home where the profile's company answers: by the kind of profile (employee, student, freelancer). */
export const ANSWER_HOME: Record<string, string> = {
  employee: "/dashboard_supplier",
  student: "/dashboard_academy",
  freelancer: "/dashboard_freelance",
};

/** A request as one side sees it: the client sees the profile's first name and initial only. */
export function toRequest(row: RequestRow, side: RequestSide): AvailabilityRequest {
  const lastname = side === "sent" ? initial(row.lastname) : row.lastname;
  return {
    id: row.id,
    status: row.status as AvailabilityStatus,
    profile: { id: row.profileId, name: `${row.firstname} ${lastname}`, title: row.title },
    counterpart: { id: row.counterpartId, name: row.counterpartName },
    position:
      row.positionId !== null && row.positionTitle !== null && row.needId !== null
        ? { id: row.positionId, title: row.positionTitle, need_id: row.needId }
        : null,
    message: row.message,
    available_from: row.availableFrom,
    answer_note: row.answerNote,
    answered_at: iso(row.answeredAt),
    created_at: row.createdAt.toISOString(),
  };
}

async function oneRequest(db: Db, side: RequestSide, companyId: number, id: number) {
  const row = await findRequest(db, side, companyId, id);
  if (!row) throw new AppError("common.not_found");
  return toRequest(row, side);
}

/**
 * A client asks whether a published profile is available. Gated by the request_available function; spends one
 * credit per new request. A second pending request of the same company for the same profile is refused (409):
 * the profile row is locked while deciding, so two concurrent requests cannot both pass the check.
 */
export async function requestAvailability(
  ctx: AppContext,
  actor: Actor,
  profileId: number,
  body: { position_id: number | null; message: string },
) {
  const db = ctx.database.db;
  const target = await findSearchableProfile(db, profileId);
  if (!target) throw new AppError("common.not_found");
  if (body.position_id !== null) {
    const [own] = await listOpenPositions(db, actor.companyId, body.position_id);
    if (!own) throw new AppError("common.not_found");
  }
  await assertFunctionAllowed(
    db,
    actor.companyId,
    actor.companyType,
    actor.roleId,
    REQUEST_AVAILABLE_FUNCTION,
  );
  const { id, creditAvailable } = await db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    if (await hasPendingRequest(tx, profileId, actor.companyId))
      throw new AppError("availability.already_pending");
    const createdId = await insertRequest(tx, {
      profileId,
      supplierCompanyId: target.companyId,
      clientCompanyId: actor.companyId,
      positionId: body.position_id,
      requestedBy: actor.userId,
      message: body.message,
    });
    const spent = await spendCredit(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      functionState: REQUEST_AVAILABLE_FUNCTION,
      reference: `availability:${createdId}`,
    });
    await notifyUsers(tx, ctx.bus, await companyRecipients(tx, target.companyId, ANSWERING_ROLES), {
      type: "availability_requested",
      params: { profile: target.title },
      icon: "event_available",
      link: ANSWER_HOME[target.kind] ?? "/dashboard_supplier",
    });
    return { id: createdId, creditAvailable: spent.creditAvailable };
  });
  return { request: await oneRequest(db, "sent", actor.companyId, id), credit_available: creditAvailable };
}

export async function listSent(
  db: Db,
  companyId: number,
  query: { status?: AvailabilityStatus | undefined; page: number; limit: number },
) {
  const { rows, total } = await listRequests(db, "sent", companyId, query);
  return toPage(
    query,
    total,
    rows.map((r) => toRequest(r, "sent")),
  );
}

export async function listReceived(
  db: Db,
  companyId: number,
  query: { status?: AvailabilityStatus | undefined; page: number; limit: number },
) {
  const { rows, total } = await listRequests(db, "received", companyId, query);
  return toPage(
    query,
    total,
    rows.map((r) => toRequest(r, "received")),
  );
}

function assertSettled(result: Awaited<ReturnType<typeof settleRequest>>) {
  if (!result) throw new AppError("common.not_found");
  if (result.stale) throw new AppError("availability.not_pending");
  return result;
}

/** The client withdraws a pending request. The credit is not refunded: the supplier was already asked. */
export async function cancelRequest(db: Db, actor: Actor, id: number) {
  assertSettled(await settleRequest(db, "sent", actor.companyId, id, { status: "cancelled" }));
  return oneRequest(db, "sent", actor.companyId, id);
}

/**
 * The profile's company answers a pending request: yes with the date the profile is free from (which also
 * becomes the profile's availability date), or no with an optional note. The client's users are notified.
 */
export async function answerRequest(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: { available: boolean; available_from: string | null; note: string },
) {
  const db = ctx.database.db;
  const changedProfile = await db.transaction(async (tx) => {
    const settled = assertSettled(
      await settleRequest(tx, "received", actor.companyId, id, {
        status: body.available ? "available" : "unavailable",
        availableFrom: body.available ? body.available_from : null,
        answerNote: body.note || null,
        answeredBy: actor.userId,
        answeredAt: new Date(),
      }),
    );
    if (body.available && body.available_from)
      await setProfileAvailability(tx, settled.profileId, body.available_from);
    const row = await findRequest(tx, "received", actor.companyId, id);
    await notifyUsers(tx, ctx.bus, await companyRecipients(tx, settled.clientCompanyId, REQUESTING_ROLES), {
      type: body.available ? "availability_yes" : "availability_no",
      params: {
        profile: row ? `${row.firstname} ${initial(row.lastname)}` : "",
        date: body.available_from ? formatDayMonthYear(new Date(`${body.available_from}T00:00:00Z`)) : "",
      },
      icon: body.available ? "event_available" : "event_busy",
      link: "/dashboard_client",
    });
    return body.available && body.available_from ? settled.profileId : null;
  });
  // A new availability date changes the profile's availability criterion in its compatible-profile scores.
  if (changedProfile !== null) await refreshProfileMatches(db, [changedProfile]);
  return oneRequest(db, "received", actor.companyId, id);
}

/** The client's open positions for the request dialog. */
export const positionOptions = (db: Db, companyId: number) => listOpenPositions(db, companyId);
