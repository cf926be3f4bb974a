import {
  envelope,
  loginResultSchema,
  mfaDisableBodySchema,
  mfaEnableBodySchema,
  mfaLoginBodySchema,
  mfaRecoveryCodesBodySchema,
  mfaRecoveryCodesSchema,
  mfaRecoveryLoginBodySchema,
  mfaSetupSchema,
  mfaStatusSchema,
} from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { getBrand } from "../general/index.ts";
import { authenticated, requireAuth } from "./auth-hooks.ts";
import { loginWithRecoveryCode, loginWithTotp } from "./mfa-login.ts";
import {
  confirmEnrolment,
  disableMfa,
  mfaStatus,
  regenerateRecoveryCodes,
  startEnrolment,
} from "./mfa-service.ts";

const tags = ["auth"];
const security = [{ bearer: [] }];
/** Open to staff who still have to enrol (REQUIRE_STAFF_2FA). */
const enrolment = { mfaEnrolment: true };
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });
const actor = (request: FastifyRequest) => ({ auth: requireAuth(request), ip: request.ip });

const SUCCESS = {
  enabled: { it: "Verifica in due passaggi attivata.", en: "Two-step verification is on." },
  disabled: { it: "Verifica in due passaggi disattivata.", en: "Two-step verification is off." },
  codes: { it: "Nuovi codici di recupero creati.", en: "New recovery codes created." },
} as const;

/** Two-factor sign-in (§7 auth/loginMobileAuthenticator, auth/recoverySecret) and its enrolment in my profile. */
export function registerMfaRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/auth/loginMobileAuthenticator",
    {
      schema: {
        tags,
        summary: "Finish signing in with the challenge of auth/login and the authenticator app's code",
        body: mfaLoginBodySchema,
        response: { 200: envelope(loginResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await loginWithTotp(ctx, request.body.challenge, request.body.code, client(request))),
  );

  app.post(
    "/auth/recoverySecret",
    {
      schema: {
        tags,
        summary: "Finish signing in with the challenge of auth/login and a one-time recovery code",
        body: mfaRecoveryLoginBodySchema,
        response: { 200: envelope(loginResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await loginWithRecoveryCode(ctx, request.body.challenge, request.body.recovery_code, client(request)),
      ),
  );

  app.get(
    "/auth/twoFactor",
    {
      onRequest: authenticated,
      config: enrolment,
      schema: {
        tags,
        summary: "My two-factor sign-in: on or off, recovery codes left, required for my role",
        security,
        response: { 200: envelope(mfaStatusSchema), ...errorResponses },
      },
    },
    async (request) => ok(await mfaStatus(ctx, requireAuth(request))),
  );

  app.post(
    "/auth/twoFactor/start",
    {
      onRequest: authenticated,
      config: enrolment,
      schema: {
        tags,
        summary: "Start enrolling: a new secret as otpauth URI and QR code (confirmed by the first code)",
        security,
        response: { 200: envelope(mfaSetupSchema), ...errorResponses },
      },
    },
    async (request) => {
      const brand = await getBrand(ctx, request.hostname);
      return ok(await startEnrolment(ctx, actor(request), brand.name));
    },
  );

  app.post(
    "/auth/twoFactor/enable",
    {
      onRequest: authenticated,
      config: enrolment,
      schema: {
        tags,
        summary: "Confirm enrolment with the app's first code; answers the recovery codes, shown only now",
        security,
        body: mfaEnableBodySchema,
        response: { 200: envelope(mfaRecoveryCodesSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await confirmEnrolment(ctx, actor(request), request.body.code), SUCCESS.enabled[request.lang]),
  );

  app.post(
    "/auth/twoFactor/disable",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Turn two-factor sign-in off with my password and a current (or recovery) code",
        security,
        body: mfaDisableBodySchema,
        response: { 200: envelope(z.object({ disabled: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await disableMfa(ctx, actor(request), request.body.password, request.body.code),
        SUCCESS.disabled[request.lang],
      ),
  );

  app.post(
    "/auth/twoFactor/recoveryCodes",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Replace my recovery codes (a current code required); the new ones are shown only now",
        security,
        body: mfaRecoveryCodesBodySchema,
        response: { 200: envelope(mfaRecoveryCodesSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await regenerateRecoveryCodes(ctx, actor(request), request.body.code), SUCCESS.codes[request.lang]),
  );
}
