import { ROLE, type StaffUser, type staffInviteBodySchema } from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { renderMail } from "../../mail/templates.ts";
import { type AuthContext, issueOneTimeToken, writeAuditLog } from "../auth/index.ts";
import { countActiveWithRole, lockStaffCompany, staffUsers } from "./queries/staff-accounts.ts";
import {
  findUserOfCompany,
  insertInvitedUser,
  isEmailTaken,
  revokeSessionsOfUser,
  type UserRow,
  updateUserRoleOrActivity,
} from "./queries/team.ts";
import type { StaffActor } from "./staff-audit.ts";
import { statusOf } from "./team-service.ts";

type Invite = z.output<typeof staffInviteBodySchema>;
const INVITE_TTL_MINUTES = 7 * 24 * 60;

const toStaffUser = (u: UserRow): StaffUser => ({
  id: u.id,
  firstname: u.firstname,
  lastname: u.lastname,
  email: u.email,
  role_id: u.roleId,
  status: statusOf(u),
  two_factor: u.totpEnabledAt !== null,
  created_at: u.createdAt.toISOString(),
});

/** manage_admin_users: the staff company's users (Administrators and Admin Management). */
export async function listStaffUsers(db: Db, auth: AuthContext) {
  return (await staffUsers(db, auth.row.companyId)).map(toStaffUser);
}

/** Invites a staff user: an account without password and an e-mailed link to set one (7 days, once). */
export async function inviteStaffUser(
  ctx: AppContext,
  auth: AuthContext,
  actor: StaffActor,
  input: Invite,
  origin: string,
) {
  const db = ctx.database.db;
  if (await isEmailTaken(db, input.email))
    throw new AppError("auth.email_taken", {
      fieldErrors: [{ field: "email", code: "auth.email_taken", message: "" }],
    });
  const user = await db.transaction(async (tx) => {
    const created = await insertInvitedUser(tx, {
      companyId: auth.row.companyId,
      roleId: input.role_id,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      language: input.language,
    });
    if (!created) throw new Error("staff invite: the user insert returned no row");
    await writeAuditLog(tx, {
      action: "staff_user_invited",
      actor,
      subjectUserId: created.id,
      details: { role_id: input.role_id },
    });
    return created;
  });
  // The team invitation's link and page (/authentication/accept-invite): the staff user sets a password there.
  const token = await issueOneTimeToken(db, user.id, "invite", INVITE_TTL_MINUTES);
  await ctx.mailer.send(
    renderMail("invite", normalizeLanguage(input.language), {
      to: user.email,
      name: user.firstname,
      company: auth.row.companyName,
      actionUrl: `${origin}/authentication/accept-invite?token=${token}`,
      brandName: "Marketplace",
    }),
  );
  return toStaffUser(user);
}

/**
 * Changes a staff user's role or (de)activates them (oneself included). The last active Administrator can be
 * neither disabled nor demoted (409), checked under a lock of the staff company so two changes cannot both pass. A disabled user's sessions end at once, as do those of a user whose role changed.
 */
export async function updateStaffUser(
  db: Db,
  auth: AuthContext,
  actor: StaffActor,
  id: number,
  input: { role_id?: number | undefined; active?: boolean | undefined },
) {
  const updated = await db.transaction(async (tx) => {
    await lockStaffCompany(tx, auth.row.companyId);
    const user = await findUserOfCompany(tx, auth.row.companyId, id);
    if (!user) throw new AppError("common.not_found");
    const losesAdmin =
      user.roleId === ROLE.ADMINISTRATOR &&
      user.disabledAt === null &&
      (input.active === false || (input.role_id !== undefined && input.role_id !== ROLE.ADMINISTRATOR));
    if (losesAdmin && (await countActiveWithRole(tx, auth.row.companyId, ROLE.ADMINISTRATOR)) <= 1)
      throw new AppError("staff.last_administrator");
    const row = await updateUserRoleOrActivity(tx, id, {
      ...(input.role_id !== undefined ? { roleId: input.role_id } : {}),
      ...(input.active !== undefined ? { disabledAt: input.active ? null : new Date() } : {}),
    });
    if (!row) throw new Error(`staff user ${id}: the update returned no row`);
    await revokeSessionsOfUser(tx, id);
    await writeAuditLog(tx, {
      action: "staff_user_updated",
      actor,
      subjectUserId: id,
      details: {
        role_before: user.roleId,
        role_after: row.roleId,
        active_before: user.disabledAt === null,
        active_after: row.disabledAt === null,
      },
    });
    return row;
  });
  return toStaffUser(updated);
}
