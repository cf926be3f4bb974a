import {
  type CompanyType,
  canInvite,
  isRoleId,
  type Language,
  ROLE_NAMES,
  type RoleId,
} from "@mkt/contracts";
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

/**
 * Whose users are managed, and by whom: the caller's own company (Manage users) or, for a Company Administrator,
 * one of its organisation's member companies (manage_company_admin_users). `planRoleId`: the role whose plan limits
 * apply to a new seat (the caller's own, or the member company owner's).
 */
export type TeamScope = {
  companyId: number;
  companyType: string;
  companyName: string;
  actorUserId: number;
  planRoleId: RoleId;
  /** The language of invitations sent by this manager. */
  language: string;
};

/** The caller's own company as a team scope. */
export function ownTeam(auth: AuthContext): TeamScope {
  return {
    companyId: auth.row.companyId,
    companyType: auth.row.companyType,
    companyName: auth.row.companyName,
    actorUserId: auth.row.userId,
    planRoleId: auth.roleId,
    language: auth.row.language,
  };
}

export async function listTeam(db: Db, companyId: number) {
  const rows = await usersOfCompany(db, companyId);
  return rows.map(toMember);
}

/** The plan's user limit (manage_users / manage_users_supplier) decides whether another colleague fits. */
async function assertSeatAvailable(db: Db, scope: TeamScope) {
  const audience = audienceOf(scope.companyType);
  if (!audience) return;
  await assertFunctionAllowed(
    db,
    scope.companyId,
    scope.companyType,
    scope.planRoleId,
    audience === "client" ? "manage_users" : "manage_users_supplier",
  );
}

/** E-mails a new user the link to set a password and join the company (7 days; earlier links stop working). */
export async function sendInvite(
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
  scope: TeamScope,
  input: { firstname: string; lastname: string; email: string; role_id: number },
  origin: string,
) {
  const db = ctx.database.db;
  if (!canInvite(scope.companyType as CompanyType, input.role_id)) {
    throw new AppError("team.role_not_allowed", {
      fieldErrors: [{ field: "role_id", code: "team.role_not_allowed", message: "" }],
    });
  }
  await assertSeatAvailable(db, scope);
  if (await isEmailTaken(db, input.email))
    throw new AppError("auth.email_taken", {
      fieldErrors: [{ field: "email", code: "auth.email_taken", message: "" }],
    });
  const language: Language = normalizeLanguage(scope.language);
  const user = await insertInvitedUser(db, {
    companyId: scope.companyId,
    roleId: input.role_id,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    language,
  });
  if (!user) throw new Error("team invite: the user insert returned no row");
  await sendInvite(ctx, user, scope.companyName, language, origin);
  return toMember(user);
}

async function findMember(db: Db, scope: TeamScope, id: number) {
  const user = await findUserOfCompany(db, scope.companyId, id);
  if (!user) throw new AppError("common.not_found");
  return user;
}

export async function resendInvite(ctx: AppContext, scope: TeamScope, id: number, origin: string) {
  const user = await findMember(ctx.database.db, scope, id);
  if (statusOf(user) !== "invited") throw new AppError("team.already_accepted");
  await sendInvite(ctx, user, scope.companyName, normalizeLanguage(user.language), origin);
  return toMember(user);
}

/** Changes a colleague's role (within the invitable roles) or (de)activates them; never oneself. */
export async function updateMember(
  db: Db,
  scope: TeamScope,
  id: number,
  input: { role_id?: number | undefined; active?: boolean | undefined },
) {
  if (id === scope.actorUserId) throw new AppError("team.not_yourself");
  const user = await findMember(db, scope, id);
  const type = scope.companyType as CompanyType;
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
export async function revokeInvite(db: Db, scope: TeamScope, id: number) {
  const user = await findMember(db, scope, id);
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
