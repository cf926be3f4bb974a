import {
  AUTH_LIMITS,
  companyTypeForRole,
  isBlockedByRejectedDocumentation,
  isStaffRole,
  type Language,
  type LoginResult,
  normalizeItalianVat,
  ROLE,
  type RoleId,
  type registerBodySchema,
} from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.ts";
import { appUser, authSession, company } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { renderMail, type TemplateName } from "../../mail/templates.ts";
import { grantDefaultFunctions } from "../functions/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import { startFreePlan } from "../plans/index.ts";
import type { AuthContext } from "./authenticate.ts";
import { secondFactorOrSession } from "./mfa-gate.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { assertLoginAllowed, loginKey, recordLoginAttempt } from "./rate-limit.ts";
import { findSessionRowByEmail, findSessionRowById, type SessionRow } from "./session-queries.ts";
import { toSessionUser } from "./session-user.ts";
import { revokeUserTokens } from "./sessions.ts";
import { verifyIdToken } from "./sso.ts";

type Register = z.output<typeof registerBodySchema>;
export type ClientInfo = { ip: string; userAgent: string | undefined };

const BRAND_NAME = "Marketplace";

export function vatKey(vatNumber: string, foreign: boolean, country: string | undefined): string {
  return foreign
    ? `${country ?? ""}:${vatNumber.replace(/[\s.\-/]/g, "").toUpperCase()}`
    : `IT:${normalizeItalianVat(vatNumber)}`;
}

async function emailTaken(ctx: AppContext, email: string) {
  const [row] = await ctx.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(sql`lower(${appUser.email})`, email.toLowerCase()));
  return row !== undefined;
}

async function vatTaken(ctx: AppContext, key: string) {
  const [row] = await ctx.database.db.select({ id: company.id }).from(company).where(eq(company.vatKey, key));
  return row !== undefined;
}

export async function checkEmail(ctx: AppContext, email: string) {
  if (await emailTaken(ctx, email)) {
    throw new AppError("auth.email_taken", {
      fieldErrors: [{ field: "email", code: "auth.email_taken", message: "" }],
    });
  }
  return { available: true as const };
}

export async function checkPiva(
  ctx: AppContext,
  input: { vat_number: string; foreign_company: number; country?: string | undefined },
) {
  if (await vatTaken(ctx, vatKey(input.vat_number, input.foreign_company === 1, input.country))) {
    throw new AppError("auth.vat_taken", {
      fieldErrors: [{ field: "vat_number", code: "auth.vat_taken", message: "" }],
    });
  }
  return { available: true as const };
}

async function sendTokenMail(
  ctx: AppContext,
  template: TemplateName,
  row: { email: string; firstname: string; language: string },
  url: string,
) {
  const language: Language = normalizeLanguage(row.language);
  await ctx.mailer.send(
    renderMail(template, language, {
      to: row.email,
      name: row.firstname,
      actionUrl: url,
      brandName: BRAND_NAME,
    }),
  );
}

/** Creates the company and its first user in one transaction, then mails the confirmation link. */
/** `origin`: the public URL the confirmation link points at (lib/public-url.ts). */
export async function register(ctx: AppContext, input: Register, origin: string) {
  const role = input.role_id as RoleId;
  const foreign = input.foreign_company === 1;
  const key = vatKey(input.vat_number, foreign, input.country);
  await checkEmail(ctx, input.email);
  if (await vatTaken(ctx, key)) {
    throw new AppError("auth.vat_taken", {
      fieldErrors: [{ field: "vat_number", code: "auth.vat_taken", message: "" }],
    });
  }
  const sso = input.sso_token ? await ctx.tokens.verifySsoRegistration(input.sso_token) : null;
  const preConfirmed = sso !== null && sso.email === input.email;
  const companyType = companyTypeForRole(role);
  const needsDocumentation = companyType !== "client";
  const passwordHash = await hashPassword(input.password);
  let created: { userId: number; companyId: number; token: string | null };
  try {
    created = await ctx.database.db.transaction(async (tx) => {
      const [c] = await tx
        .insert(company)
        .values({
          type: companyType,
          name: input.company_name,
          vatNumber: foreign ? input.vat_number.trim() : normalizeItalianVat(input.vat_number),
          vatKey: key,
          foreignCompany: foreign,
          country: foreign ? (input.country ?? "") : "IT",
          city: input.city || null,
          howDoYouKnowId: input.how_do_you_know ?? null,
          docStatus: needsDocumentation ? 4 : 2,
          docLimitDate: needsDocumentation
            ? sql`(current_date + ${AUTH_LIMITS.documentationGraceDays}::int)`
            : null,
        })
        .returning({ id: company.id });
      const [u] = await tx
        .insert(appUser)
        .values({
          companyId: c!.id,
          roleId: role,
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          passwordHash,
          phone: input.phone || null,
          language: input.language,
          newsletter: input.newsletter === 1,
          emailConfirmedAt: preConfirmed ? new Date() : null,
        })
        .returning({ id: appUser.id });
      await grantDefaultFunctions(tx, c!.id, companyType);
      await startFreePlan(tx, c!.id, companyType);
      if (role === ROLE.CLIENT || role === ROLE.SUPPLIER || role === ROLE.ACCADEMY) {
        await notifyUsers(tx, ctx.bus, [u!.id], {
          type: "complete_company_profile",
          icon: "business",
          link: role === ROLE.SUPPLIER ? "/registration_stepper" : "/company_profile",
        });
      }
      const token = preConfirmed
        ? null
        : await issueOneTimeToken(tx, u!.id, "confirm_email", AUTH_LIMITS.emailConfirmTtlHours * 60);
      return { userId: u!.id, companyId: c!.id, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("auth.email_taken");
    throw error;
  }
  if (created.token) {
    await sendTokenMail(
      ctx,
      "confirm_email",
      input,
      `${origin}/authentication/confirm-email?token=${created.token}`,
    );
  }
  return {
    user_id: created.userId,
    company_id: created.companyId,
    email: input.email,
    email_confirmed: preConfirmed,
  };
}

export async function confirmEmail(ctx: AppContext, token: string) {
  try {
    const userId = await consumeOneTimeToken(ctx.database.db, token, "confirm_email");
    await ctx.database.db
      .update(appUser)
      .set({ emailConfirmedAt: sql`coalesce(${appUser.emailConfirmedAt}, now())` })
      .where(eq(appUser.id, userId));
    return { confirmed: true as const };
  } catch (error) {
    // A used link whose account is confirmed tells the user to sign in rather than that the link is spent.
    if (error instanceof AppError && error.code === "auth.link_used") {
      const userId = (error.data as { user_id: number }).user_id;
      const row = await findSessionRowById(ctx.database.db, userId);
      if (row?.emailConfirmedAt) throw new AppError("auth.already_confirmed");
    }
    throw error;
  }
}

/** Sends a new confirmation link. Unknown addresses get the same answer, so the endpoint reveals nothing. */
export async function sendConfirmEmail(ctx: AppContext, email: string, origin: string) {
  const row = await findSessionRowByEmail(ctx.database.db, email);
  if (!row) return { sent: true as const };
  if (row.emailConfirmedAt) throw new AppError("auth.already_confirmed");
  const token = await issueOneTimeToken(
    ctx.database.db,
    row.userId,
    "confirm_email",
    AUTH_LIMITS.emailConfirmTtlHours * 60,
  );
  await sendTokenMail(ctx, "confirm_email", row, `${origin}/authentication/confirm-email?token=${token}`);
  return { sent: true as const };
}

export async function forgotPassword(ctx: AppContext, email: string, origin: string) {
  const row = await findSessionRowByEmail(ctx.database.db, email);
  if (row && !row.disabledAt) {
    const token = await issueOneTimeToken(
      ctx.database.db,
      row.userId,
      "reset_password",
      AUTH_LIMITS.passwordResetTtlMinutes,
    );
    await sendTokenMail(
      ctx,
      "reset_password",
      row,
      `${origin}/authentication/reset-password?reset_token=${token}`,
    );
  }
  return { sent: true as const };
}

/** Sets the new password, confirms the e-mail (the link proved the mailbox) and signs out every session. */
export async function resetPassword(ctx: AppContext, token: string, password: string, origin: string) {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.database.db.transaction(async (tx) => {
    const id = await consumeOneTimeToken(tx, token, "reset_password");
    await tx
      .update(appUser)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${appUser.emailConfirmedAt}, now())` })
      .where(eq(appUser.id, id));
    await revokeUserTokens(tx, id, null);
    return id;
  });
  const row = await findSessionRowById(ctx.database.db, userId);
  if (row) await sendTokenMail(ctx, "password_changed", row, `${origin}/authentication/login`);
  return { reset: true as const };
}

/** The checks every way of signing in shares, then a new session and its access token. */
export async function openSession(
  ctx: AppContext,
  row: SessionRow,
  client: ClientInfo,
  provider: string,
  assumed?: { staffUserId: number; returnUuid: string },
): Promise<LoginResult> {
  if (row.disabledAt) throw new AppError("auth.account_disabled");
  if (!row.emailConfirmedAt) throw new AppError("auth.email_not_confirmed", { data: { email: row.email } });
  const role = row.roleId as RoleId;
  if (isBlockedByRejectedDocumentation(role, row.docStatus))
    throw new AppError("auth.documentation_rejected");
  if (!isStaffRole(role) && (await ctx.settings.isMaintenance())) {
    throw new AppError("common.maintenance", { data: { status: "down" } });
  }
  const [session] = await ctx.database.db
    .insert(authSession)
    .values({
      userId: row.userId,
      expiresAt: new Date(Date.now() + AUTH_LIMITS.sessionIdleTtlSeconds * 1000),
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      provider,
      assumedByUserId: assumed?.staffUserId ?? null,
      returnUuid: assumed?.returnUuid ?? null,
    })
    .returning({ id: authSession.id });
  const token = await ctx.tokens.signAccess(row.userId, session!.id, role, row.tokenVersion);
  return {
    token,
    expires_in: AUTH_LIMITS.accessTokenTtlSeconds,
    user: toSessionUser(row, { accessToken: token, returnUuid: assumed?.returnUuid ?? null }),
  };
}

export async function loginWithPassword(
  ctx: AppContext,
  email: string,
  password: string,
  client: ClientInfo,
) {
  const db = ctx.database.db;
  const key = loginKey(email);
  await assertLoginAllowed(db, key, client.ip);
  const row = await findSessionRowByEmail(db, email);
  // An unknown e-mail, or a user without a password, verifies a dummy hash: every answer takes as long.
  const valid = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row) {
    await recordLoginAttempt(db, key, client.ip, false);
    throw new AppError("auth.unknown_email", {
      fieldErrors: [{ field: "email", code: "auth.unknown_email", message: "" }],
    });
  }
  if (!valid) {
    await recordLoginAttempt(db, key, client.ip, false);
    throw new AppError("auth.wrong_password", {
      fieldErrors: [{ field: "password", code: "auth.wrong_password", message: "" }],
    });
  }
  await recordLoginAttempt(db, key, client.ip, true);
  return secondFactorOrSession(ctx, row, client, "password", openSession);
}

/** Single sign-on: a provider-verified e-mail of an existing user signs in; an unknown one is offered registration. */
export async function loginWithIdToken(
  ctx: AppContext,
  input: { provider: string; id_token: string; nonce?: string | undefined },
  client: ClientInfo,
) {
  const identity = await verifyIdToken(ctx.config.sso, input.provider, input.id_token, input.nonce);
  const row = await findSessionRowByEmail(ctx.database.db, identity.email);
  if (!row) {
    const ssoToken = await ctx.tokens.signSsoRegistration(identity);
    throw new AppError("auth.sso_unknown_user", {
      data: {
        email: identity.email,
        firstname: identity.firstname,
        lastname: identity.lastname,
        provider: identity.provider,
        sso_token: ssoToken,
      },
    });
  }
  if (!row.emailConfirmedAt) {
    await ctx.database.db
      .update(appUser)
      .set({ emailConfirmedAt: sql`now()` })
      .where(eq(appUser.id, row.userId));
    row.emailConfirmedAt = new Date();
  }
  return secondFactorOrSession(ctx, row, client, identity.provider, openSession);
}

export async function updateLanguage(ctx: AppContext, auth: AuthContext, language: Language) {
  const userId = auth.row.userId;
  await ctx.database.db.update(appUser).set({ language }).where(eq(appUser.id, userId));
  const row = await findSessionRowById(ctx.database.db, userId);
  return { user: toSessionUser(row!, { returnUuid: auth.returnUuid }) };
}
