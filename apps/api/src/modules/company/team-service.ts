import { type CompanyType, canInvite, isRoleId, type Language, ROLE_NAMES } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { renderMail } from "../../mail/templates.ts";
import type { AuthContext } from "../auth/index.ts";
import { consumeOneTimeToken, hashPassword, issueOneTimeToken, sha256 } from "../auth/index.ts";
import { assertFunctionAllowed, audienceOf } from "../plans/index.ts";
import {
  activateInvitedUser,
  deleteUser,
  findInvitation,
  findUserOfCompany,
  insertInvitedUser,
  isEmailTaken,
  revokeSessionsOfUser,
  type UserRow,
  updateUserRoleOrActivity,
  usersOfCompany,
} from "./queries/team.ts";

const INVITE_TTL_MINUTES = 7 * 24 * 60;

/** active, invited (no password set yet) or disabled (deactivated in Manage users). */
export const statusOf = (u: Pick<UserRow, "disabledAt" | "passwordHash" | "emailConfirmedAt">) =>
  u.disabledAt
    ? ("disabled" as const)
    : !u.passwordHash && !u.emailConfirmedAt
      ? ("invited" as const)
      : ("active" as const);

function toMember(u: UserRow) {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    role_id: u.roleId,
    role: isRoleId(u.roleId) ? ROLE_NAMES[u.roleId] : String(u.roleId),
    status: statusOf(u),
    created_at: u.createdAt.toISOString(),
  };
}

export async function listTeam(db: Db, companyId: number) {
  const rows = await usersOfCompany(db, companyId);
  return rows.map(toMember);
}

/** The plan's user limit (manage_users / manage_users_supplier) decides whether another colleague fits. */
async function assertSeatAvailable(db: Db, auth: AuthContext) {
  const audience = audienceOf(auth.row.companyType);
  if (!audience) return;
  await assertFunctionAllowed(
    db,
    auth.row.companyId,
    auth.row.companyType,
    auth.roleId,
    audience === "client" ? "manage_users" : "manage_users_supplier",
  );
}

async function sendInvite(
  ctx: AppContext,
  user: { id: number; email: string; firstname: string },
  companyName: string,
  language: Language,
  origin: string,
) {
  const token = await issueOneTimeToken(ctx.database.db, user.id, "invite", INVITE_TTL_MINUTES);
  await ctx.mailer.send(
    renderMail("invite", language, {
      to: user.email,
      name: user.firstname,
      company: companyName,
      actionUrl: `${origin}/authentication/accept-invite?token=${token}`,
      brandName: "Marketplace",
    }),
  );
}

export async function inviteMember(
  ctx: AppContext,
  auth: AuthContext,
  input: { firstname: string; lastname: string; email: string; role_id: number },
  origin: string,
) {
  const db = ctx.database.db;
  if (!canInvite(auth.row.companyType as CompanyType, input.role_id)) {
    throw new AppError("team.role_not_allowed", {
      fieldErrors: [{ field: "role_id", code: "team.role_not_allowed", message: "" }],
    });
  }
  await assertSeatAvailable(db, auth);
  if (await isEmailTaken(db, input.email))
    throw new AppError("auth.email_taken", {
      fieldErrors: [{ field: "email", code: "auth.email_taken", message: "" }],
    });
  const language: Language = normalizeLanguage(auth.row.language);
  const user = await insertInvitedUser(db, {
    companyId: auth.row.companyId,
    roleId: input.role_id,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    language,
  });
  if (!user) throw new Error("team invite: the user insert returned no row");
  await sendInvite(ctx, user, auth.row.companyName, language, origin);
  return toMember(user);
}

async function findMember(db: Db, auth: AuthContext, id: number) {
  const user = await findUserOfCompany(db, auth.row.companyId, id);
  if (!user) throw new AppError("common.not_found");
  return user;
}

export async function resendInvite(ctx: AppContext, auth: AuthContext, id: number, origin: string) {
  const user = await findMember(ctx.database.db, auth, id);
  if (statusOf(user) !== "invited") throw new AppError("team.already_accepted");
  await sendInvite(ctx, user, auth.row.companyName, normalizeLanguage(user.language), origin);
  return toMember(user);
}

/** Changes a colleague's role (within the invitable roles) or (de)activates them; never oneself. */
export async function updateMember(
  db: Db,
  auth: AuthContext,
  id: number,
  input: { role_id?: number | undefined; active?: boolean | undefined },
) {
  if (id === auth.row.userId) throw new AppError("team.not_yourself");
  const user = await findMember(db, auth, id);
  const type = auth.row.companyType as CompanyType;
  if (!canInvite(type, user.roleId)) throw new AppError("auth.forbidden");
  if (input.role_id !== undefined && !canInvite(type, input.role_id)) {
    throw new AppError("team.role_not_allowed", {
      fieldErrors: [{ field: "role_id", code: "team.role_not_allowed", message: "" }],
    });
  }
  const updated = await db.transaction(async (tx) => {
    const row = await updateUserRoleOrActivity(tx, id, {
      ...(input.role_id !== undefined ? { roleId: input.role_id } : {}),
      ...(input.active !== undefined ? { disabledAt: input.active ? null : new Date() } : {}),
    });
    // A role change or a deactivation takes effect at once: the colleague's sessions end.
    await revokeSessionsOfUser(tx, id);
    return row;
  });
  if (!updated) throw new Error(`team member ${id}: the update returned no row`);
  return toMember(updated);
}

/** Withdraws an invitation that was not accepted yet. */
export async function revokeInvite(db: Db, auth: AuthContext, id: number) {
  const user = await findMember(db, auth, id);
  if (statusOf(user) !== "invited") throw new AppError("team.already_accepted");
  await deleteUser(db, id);
  return { revoked: true as const };
}

export async function inviteInfo(db: Db, token: string) {
  const row = await findInvitation(db, sha256(token));
  if (!row) throw new AppError("auth.link_invalid");
  if (row.usedAt) throw new AppError("auth.link_used");
  if (row.expiresAt.getTime() < Date.now()) throw new AppError("auth.link_expired");
  return { email: row.email, firstname: row.firstname, company_name: row.companyName };
}

/** The invitee chooses a password: the account is active and its e-mail confirmed. */
export async function acceptInvite(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, "invite");
    const email = await activateInvitedUser(tx, userId, passwordHash);
    if (email === undefined) throw new Error(`invited user ${userId}: the activation returned no row`);
    return { email };
  });
}
