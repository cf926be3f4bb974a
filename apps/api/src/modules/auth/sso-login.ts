import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { setEmailConfirmedNow } from "./account-queries.ts";
import { type ClientInfo, openSession } from "./login.ts";
import { secondFactorOrSession } from "./mfa-gate.ts";
import { findSessionRowByEmail } from "./session-queries.ts";
import { verifyIdToken } from "./sso.ts";

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
    await setEmailConfirmedNow(ctx.database.db, row.userId);
    row.emailConfirmedAt = new Date();
  }
  return secondFactorOrSession(ctx, row, client, identity.provider, openSession);
}
