import { isStaffRole, type LoginResult, must, type RoleId } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { isAllowedHost } from "../../lib/public-url.ts";
import { writeAuditLog } from "./audit-queries.ts";
import type { AuthContext } from "./auth-context.ts";
import { type ClientInfo, openSession } from "./login.ts";
import {
  findSessionRowByEmail,
  findSessionRowById,
  revokeSession,
  revokeSessionsReturningBy,
} from "./session-queries.ts";
import { findParamLoginUse, insertParamLogin, spendParamLogin } from "./token-queries.ts";

const ASSUME_TTL_MS = 2 * 60_000;
const RETURN_TTL_MS = 12 * 60 * 60_000;

/** A staff-chosen domain for the login link: only a host the platform serves (lib/public-url.ts), never another. */
async function allowedDomain(ctx: AppContext, domain: string): Promise<string> {
  const refuse = new AppError("auth.domain_not_allowed", {
    fieldErrors: [{ field: "domain_client", code: "auth.domain_not_allowed", message: "" }],
  });
  let url: URL;
  try {
    url = new URL(domain.includes("://") ? domain : `https://${domain}`);
  } catch {
    throw refuse;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !(await isAllowedHost(ctx, url.host)))
    throw refuse;
  return url.origin;
}

/**
 * Staff ask to act as a user: a one-time uuid (valid 2 minutes) opens the user's session; a second uuid,
 * carried by that session as prev_uuid, returns to a staff session. Staff cannot be assumed.
 */
export async function storeParamLogin(
  ctx: AppContext,
  staff: AuthContext,
  input: { email: string; url_redirect?: string | undefined; domain_client?: string | undefined },
  client: ClientInfo,
  origin: string,
) {
  if (staff.assumedByUserId) throw new AppError("auth.forbidden");
  const target = await findSessionRowByEmail(ctx.database.db, input.email);
  if (!target)
    throw new AppError("common.not_found", {
      fieldErrors: [{ field: "email", code: "common.not_found", message: "" }],
    });
  if (isStaffRole(target.roleId as RoleId)) throw new AppError("auth.forbidden");
  const uuid = must(
    await insertParamLogin(ctx.database.db, {
      purpose: "assume",
      staffUserId: staff.row.userId,
      targetUserId: target.userId,
      staffSessionId: staff.sessionId,
      expiresAt: new Date(Date.now() + ASSUME_TTL_MS),
    }),
    "the new act-as-user uuid",
  );
  await writeAuditLog(ctx.database.db, {
    action: "assume_requested",
    actor: { userId: staff.row.userId, assumedByUserId: null, ip: client.ip },
    subjectUserId: target.userId,
    details: { url_redirect: input.url_redirect ?? null },
  });
  const base = input.domain_client ? await allowedDomain(ctx, input.domain_client) : origin;
  return { uuid, url: `${base}/authentication/redirect_login/${uuid}` };
}

/** Spends a uuid: opens the assumed user's session, or returns from it to a new staff session. */
export async function restoreParamLogin(
  ctx: AppContext,
  uuid: string,
  client: ClientInfo,
): Promise<LoginResult & { url_redirect: string }> {
  const db = ctx.database.db;
  const spent = await spendParamLogin(db, uuid);
  if (!spent) {
    const known = await findParamLoginUse(db, uuid);
    throw new AppError(!known ? "auth.link_invalid" : known.usedAt ? "auth.link_used" : "auth.link_expired");
  }
  if (spent.purpose === "assume") {
    const target = await findSessionRowById(db, spent.targetUserId);
    if (!target) throw new AppError("auth.link_invalid");
    // The staff session that asked is replaced by the assumed one; Return Back opens a fresh staff session.
    if (spent.staffSessionId) await revokeSession(db, spent.staffSessionId);
    const back = must(
      await insertParamLogin(db, {
        purpose: "return",
        staffUserId: spent.staffUserId,
        targetUserId: spent.targetUserId,
        expiresAt: new Date(Date.now() + RETURN_TTL_MS),
      }),
      "the return uuid",
    );
    const result = await openSession(ctx, target, client, "assume", {
      staffUserId: spent.staffUserId,
      returnUuid: back,
    });
    await writeAuditLog(db, {
      action: "assume_started",
      actor: { userId: spent.staffUserId, assumedByUserId: null, ip: client.ip },
      subjectUserId: target.userId,
    });
    return { ...result, url_redirect: result.user.home };
  }
  const staff = await findSessionRowById(db, spent.staffUserId);
  if (!staff) throw new AppError("auth.link_invalid");
  await revokeSessionsReturningBy(db, uuid);
  const result = await openSession(ctx, staff, client, "return");
  await writeAuditLog(db, {
    action: "assume_ended",
    actor: { userId: spent.staffUserId, assumedByUserId: null, ip: client.ip },
    subjectUserId: spent.targetUserId,
  });
  return { ...result, url_redirect: result.user.home };
}
