import {
  availabilitySchema,
  checkEmailBodySchema,
  checkPivaBodySchema,
  confirmEmailQuerySchema,
  envelope,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  mfaChallengeSchema,
  refreshBodySchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  sendConfirmEmailBodySchema,
  sessionUserSchema,
  updateLanguageBodySchema,
} from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { eventSourceOf, recordServerEvent } from "../analytics/index.ts";
import { authenticated, bearerToken, requireAuth } from "./auth-hooks.ts";
import { loginWithPassword } from "./login.ts";
import { updateLanguage } from "./my-profile.ts";
import { clearPageCookie } from "./page-session-hooks.ts";
import { forgotPassword, resetPassword } from "./password-reset.ts";
import { limitConfirmationMails, limitEmailChecks, limitResetMails } from "./rate-limit.ts";
import { checkEmail, checkPiva, confirmEmail, register, sendConfirmEmail } from "./registration.ts";
import * as sessions from "./sessions.ts";
import { loginWithIdToken } from "./sso-login.ts";

const tags = ["auth"];
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

const SUCCESS = {
  register: {
    it: "Registrazione completata: controlla la posta per confermare l'e-mail.",
    en: "Sign-up complete: check your inbox to confirm your e-mail.",
  },
  confirmed: { it: "E-mail confermata: ora puoi accedere.", en: "E-mail confirmed: you can now sign in." },
  confirmSent: {
    it: "Se l'indirizzo è registrato, ti abbiamo inviato un nuovo link di conferma.",
    en: "If the address is registered, we sent you a new confirmation link.",
  },
  forgot: {
    it: "Se l'indirizzo è registrato, ti abbiamo inviato un link per reimpostare la password.",
    en: "If the address is registered, we sent you a link to reset your password.",
  },
  reset: {
    it: "Password aggiornata: accedi con la nuova password.",
    en: "Password updated: sign in with your new password.",
  },
  logout: { it: "Disconnessione effettuata.", en: "Signed out." },
} as const;

export function registerAuthRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/auth/checkEmail",
    {
      config: { changesNoSession: true },
      schema: {
        tags,
        summary: "Is this e-mail free for a new account?",
        body: checkEmailBodySchema,
        response: { 200: envelope(availabilitySchema), ...errorResponses },
      },
    },
    async (request) => {
      await limitEmailChecks(ctx.database.db, request.ip, request.body.email);
      return ok(await checkEmail(ctx, request.body.email));
    },
  );

  app.post(
    "/auth/checkPiva",
    {
      config: { changesNoSession: true },
      schema: {
        tags,
        summary: "Check a VAT number (Italian check digit, or foreign with country) and that it is free",
        body: checkPivaBodySchema,
        response: { 200: envelope(availabilitySchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkPiva(ctx, request.body)),
  );

  app.post(
    "/auth/register",
    {
      schema: {
        tags,
        summary: "Register a company (Client, Supplier, Freelancer or Accademy) and its first user",
        body: registerBodySchema,
        response: { 200: envelope(registerResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      // Registration answers "is this e-mail taken?" too, so it counts against the same limits.
      await limitEmailChecks(ctx.database.db, request.ip, request.body.email);
      const registered = await register(ctx, request.body, await publicUrl(ctx, request));
      await recordServerEvent(ctx, eventSourceOf(request, registered.user_id), "sign_up", {}, (err) =>
        request.log.warn({ err }, "analytics sign_up not recorded"),
      );
      return ok(registered, SUCCESS.register[request.lang]);
    },
  );

  app.get(
    "/auth/confirmEmail",
    {
      schema: {
        tags,
        summary: "Confirm an e-mail address with the one-time link token",
        querystring: confirmEmailQuerySchema,
        response: { 200: envelope(z.object({ confirmed: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => ok(await confirmEmail(ctx, request.query.token), SUCCESS.confirmed[request.lang]),
  );

  app.post(
    "/auth/sendConfirmEmailApi",
    {
      schema: {
        tags,
        summary: "Send a new e-mail confirmation link",
        body: sendConfirmEmailBodySchema,
        response: { 200: envelope(z.object({ sent: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      await limitConfirmationMails(ctx.database.db, request.ip, request.body.email);
      return ok(
        await sendConfirmEmail(ctx, request.body.email, await publicUrl(ctx, request)),
        SUCCESS.confirmSent[request.lang],
      );
    },
  );

  app.post(
    "/auth/forgotPassword",
    {
      schema: {
        tags,
        summary: "Mail a one-time password reset link",
        body: forgotPasswordBodySchema,
        response: { 200: envelope(z.object({ sent: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      await limitResetMails(ctx.database.db, request.ip, request.body.email);
      return ok(
        await forgotPassword(ctx, request.body.email, await publicUrl(ctx, request)),
        SUCCESS.forgot[request.lang],
      );
    },
  );

  app.post(
    "/auth/resetPassword",
    {
      schema: {
        tags,
        summary: "Set a new password with the reset token",
        querystring: resetPasswordQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: envelope(z.object({ reset: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await resetPassword(
          ctx,
          request.query.reset_token,
          request.body.password,
          await publicUrl(ctx, request),
        ),
        SUCCESS.reset[request.lang],
      ),
  );

  app.post(
    "/auth/login",
    {
      schema: {
        tags,
        summary:
          "Sign in with e-mail and password or an identity provider's id_token; { logout: true } signs out",
        body: loginBodySchema,
        response: {
          200: envelope(
            z.union([loginResultSchema, mfaChallengeSchema, z.object({ logged_out: z.literal(true) })]),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ("logout" in body) {
        const token = bearerToken(request);
        if (!token) throw new AppError("auth.unauthorized");
        const result = await sessions.logout(ctx, token);
        clearPageCookie(request, reply, { signOut: true });
        return ok(result, SUCCESS.logout[request.lang]);
      }
      if ("id_token" in body) return ok(await loginWithIdToken(ctx, body, client(request)));
      return ok(await loginWithPassword(ctx, body.email, body.password, client(request)));
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags,
        summary: "Sign out: revokes the bearer token's session and the user's other sessions",
        security: [{ bearer: [] }],
        response: { 200: envelope(z.object({ logged_out: z.literal(true) })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw new AppError("auth.unauthorized");
      const result = await sessions.logout(ctx, token);
      clearPageCookie(request, reply, { signOut: true });
      return ok(result, SUCCESS.logout[request.lang]);
    },
  );

  app.post(
    "/auth/refresh",
    {
      schema: {
        tags,
        summary:
          "New access token for a live session (the old token may have expired, at most the idle limit ago)",
        security: [{ bearer: [] }],
        body: refreshBodySchema,
        response: { 200: envelope(loginResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const bearer = bearerToken(request);
      if (bearer && bearer !== request.body.token) throw new AppError("auth.unauthorized");
      return ok(await sessions.refresh(ctx, request.body.token));
    },
  );

  app.post(
    "/auth/updateLanguage",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Store the user's interface language",
        security: [{ bearer: [] }],
        body: updateLanguageBodySchema,
        response: { 200: envelope(z.object({ user: sessionUserSchema })), ...errorResponses },
      },
    },
    async (request) => {
      const result = await updateLanguage(ctx, requireAuth(request), request.body.language);
      request.lang = request.body.language;
      return ok(result);
    },
  );
}
