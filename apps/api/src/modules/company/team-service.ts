import { type CompanyType, canInvite, isRoleId, type Language, ROLE_NAMES } from "@mkt/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appUser, authSession, company, oneTimeToken } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { renderMail } from "../../mail/templates.ts";
import type { AuthContext } from "../auth/index.ts";
import { consumeOneTimeToken, hashPassword, issueOneTimeToken, sha256 } from "../auth/index.ts";
import { assertFunctionAllowed, audienceOf } from "../plans/index.ts";

const INVITE_TTL_MINUTES = 7 * 24 * 60;

type UserRow = typeof appUser.$inferSelect;
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
  const rows = await db
    .select()
    .from(appUser)
    .where(eq(appUser.companyId, companyId))
    .orderBy(asc(appUser.lastname), asc(appUser.firstname));
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
  const [taken] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(sql`lower(${appUser.email})`, input.email));
  if (taken)
    throw new AppError("auth.email_taken", {
      fieldErrors: [{ field: "email", code: "auth.email_taken", message: "" }],
    });
  const language: Language = normalizeLanguage(auth.row.language);
  const [user] = await db
    .insert(appUser)
    .values({
      companyId: auth.row.companyId,
      roleId: input.role_id,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      language,
    })
    .returning();
  await sendInvite(ctx, user!, auth.row.companyName, language, origin);
  return toMember(user!);
}

async function findMember(db: Db, auth: AuthContext, id: number) {
  const [user] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, id), eq(appUser.companyId, auth.row.companyId)));
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
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(appUser)
      .set({
        ...(input.role_id !== undefined ? { roleId: input.role_id } : {}),
        ...(input.active !== undefined ? { disabledAt: input.active ? null : new Date() } : {}),
      })
      .where(eq(appUser.id, id))
      .returning();
    // A role change or a deactivation takes effect at once: the colleague's sessions end.
    await tx
      .update(authSession)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authSession.userId, id), isNull(authSession.revokedAt)));
    return rows;
  });
  return toMember(updated!);
}

/** Withdraws an invitation that was not accepted yet. */
export async function revokeInvite(db: Db, auth: AuthContext, id: number) {
  const user = await findMember(db, auth, id);
  if (statusOf(user) !== "invited") throw new AppError("team.already_accepted");
  await db.delete(appUser).where(eq(appUser.id, id));
  return { revoked: true as const };
}

export async function inviteInfo(db: Db, token: string) {
  const [row] = await db
    .select({
      email: appUser.email,
      firstname: appUser.firstname,
      companyName: company.name,
      usedAt: oneTimeToken.usedAt,
      expiresAt: oneTimeToken.expiresAt,
    })
    .from(oneTimeToken)
    .innerJoin(appUser, eq(appUser.id, oneTimeToken.userId))
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(and(eq(oneTimeToken.tokenHash, sha256(token)), eq(oneTimeToken.purpose, "invite")));
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
    const [user] = await tx
      .update(appUser)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${appUser.emailConfirmedAt}, now())` })
      .where(eq(appUser.id, userId))
      .returning({ email: appUser.email });
    return { email: user!.email };
  });
}
