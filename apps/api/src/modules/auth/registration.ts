import {
  AUTH_LIMITS,
  companyTypeForRole,
  DOCUMENTATION_DEADLINE_KEY,
  documentationDeadlineFrom,
  must,
  normalizeItalianVat,
  ROLE,
  type RoleId,
  type registerBodySchema,
  TERMS_VERSION,
} from "@mkt/contracts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { grantDefaultFunctions } from "../functions/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import { claimOpenContact, completeOpenContact } from "../open/index.ts";
import { startFreePlan } from "../plans/index.ts";
import { emailTaken, insertCompany, insertUser, markEmailConfirmed, vatTaken } from "./account-queries.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens.ts";
import { hashPassword } from "./passwords.ts";
import { findSessionRowByEmail, findSessionRowById } from "./session-queries.ts";
import { sendTokenMail } from "./token-mail.ts";
import { vatKey } from "./vat-key.ts";

type Register = z.output<typeof registerBodySchema>;

export { vatKey };

export async function checkEmail(ctx: AppContext, email: string) {
  if (await emailTaken(ctx.database.db, email)) {
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
  if (await vatTaken(ctx.database.db, vatKey(input.vat_number, input.foreign_company === 1, input.country))) {
    throw new AppError("auth.vat_taken", {
      fieldErrors: [{ field: "vat_number", code: "auth.vat_taken", message: "" }],
    });
  }
  return { available: true as const };
}

/** Creates the company and its first user in one transaction, then mails the confirmation link. */
/** `origin`: the public URL the confirmation link points at (lib/public-url.ts). */
export async function register(ctx: AppContext, input: Register, origin: string) {
  const role = input.role_id as RoleId;
  const foreign = input.foreign_company === 1;
  const key = vatKey(input.vat_number, foreign, input.country);
  await checkEmail(ctx, input.email);
  if (await vatTaken(ctx.database.db, key)) {
    throw new AppError("auth.vat_taken", {
      fieldErrors: [{ field: "vat_number", code: "auth.vat_taken", message: "" }],
    });
  }
  const sso = input.sso_token ? await ctx.tokens.verifySsoRegistration(input.sso_token) : null;
  const preConfirmed = sso !== null && sso.email === input.email;
  const companyType = companyTypeForRole(role);
  // Every new company starts with its documentation missing (§4 status 4) and the configured deadline.
  const deadlineDays = documentationDeadlineFrom(await ctx.settings.get(DOCUMENTATION_DEADLINE_KEY));
  const passwordHash = await hashPassword(input.password);
  // The product version the configuration screen gives the users of a new company.
  const { default_product_version } = await ctx.settings.productSettings();
  let created: { userId: number; companyId: number; token: string | null };
  try {
    created = await ctx.database.db.transaction(async (tx) => {
      const companyId = must(
        await insertCompany(tx, {
          type: companyType,
          name: input.company_name,
          vatNumber: foreign ? input.vat_number.trim() : normalizeItalianVat(input.vat_number),
          vatKey: key,
          foreignCompany: foreign,
          country: foreign ? (input.country ?? "") : "IT",
          city: input.city || null,
          howDoYouKnowId: input.how_do_you_know ?? null,
          docStatus: 4,
          docLimitDate: sql`(current_date + ${deadlineDays}::int)`,
        }),
        "the registered company's id",
      );
      const userId = must(
        await insertUser(tx, {
          companyId,
          roleId: role,
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          passwordHash,
          phone: input.phone || null,
          language: input.language,
          newsletter: input.newsletter === 1,
          emailConfirmedAt: preConfirmed ? new Date() : null,
          versionProduct: default_product_version,
          // The terms ticked in the form: the version in force from contracts, never a string the client sent.
          termsAcceptedVersion: TERMS_VERSION,
          termsAcceptedAt: sql`now()`,
        }),
        "the registered user's id",
      );
      await grantDefaultFunctions(tx, companyId, companyType);
      await startFreePlan(tx, companyId, companyType);
      // A registration link from the open area: the visitor's lead becomes the new company's (issue 16).
      if (input.contact_token)
        await claimOpenContact(tx, ctx.bus, input.contact_token, { companyId, userId });
      if (role === ROLE.CLIENT || role === ROLE.SUPPLIER || role === ROLE.ACCADEMY) {
        await notifyUsers(tx, ctx.bus, [userId], {
          type: "complete_company_profile",
          icon: "business",
          link: role === ROLE.SUPPLIER ? "/registration_stepper" : "/company_profile",
        });
      }
      const token = preConfirmed
        ? null
        : await issueOneTimeToken(tx, userId, "confirm_email", AUTH_LIMITS.emailConfirmTtlHours * 60);
      return { userId, companyId, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("auth.email_taken");
    throw error;
  }
  // An open-area need lead becomes the client's need once the company is committed (the needs module's use case).
  if (input.contact_token)
    await completeOpenContact(ctx, input.contact_token, { ...created, companyType, roleId: role });
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
    await markEmailConfirmed(ctx.database.db, userId);
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
