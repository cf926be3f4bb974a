import { AUTH_LIMITS } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { setPasswordAndConfirmEmail } from "./account-queries.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens.ts";
import { hashPassword } from "./passwords.ts";
import { findSessionRowByEmail, findSessionRowById } from "./session-queries.ts";
import { revokeUserTokens } from "./sessions.ts";
import { sendTokenMail } from "./token-mail.ts";

/** Mails a reset link to an enabled account; unknown addresses get the same answer, so nothing is revealed. */
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
    await setPasswordAndConfirmEmail(tx, id, passwordHash);
    await revokeUserTokens(tx, id, null);
    return id;
  });
  const row = await findSessionRowById(ctx.database.db, userId);
  if (row) await sendTokenMail(ctx, "password_changed", row, `${origin}/authentication/login`);
  return { reset: true as const };
}
