import {
  contactTokenQuerySchema,
  envelope,
  openAvailabilityBodySchema,
  openContactPrefillSchema,
  openContactSentSchema,
  openFpNeedBodySchema,
  openTmNeedBodySchema,
} from "@mkt/contracts";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { checkTokenRegistration } from "./contact-registration.ts";
import { onboardingCustomer } from "./onboarding.ts";
import { postNeedOpen } from "./post-need.ts";
import { requestAvailableProfile } from "./request-availability.ts";

const tags = ["open"];

/**
 * The open area's leads (issue 16 slice 2, spec §7): a visitor leaves an e-mail with a question and gets a
 * registration link; registration reads the lead back to pre-fill itself. Public on purpose: the open-access token
 * (POST body) or the contact token (query) is the credential.
 */
export function registerOpenContactRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/open/requestAvailableProfile",
    {
      schema: {
        tags,
        summary:
          "A visitor asks whether a published profile is available: the supplier is told, the visitor gets a registration link (5 per e-mail a day)",
        body: openAvailabilityBodySchema,
        response: { 200: envelope(openContactSentSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await requestAvailableProfile(ctx, request.body, request.ip, await publicUrl(ctx, request))),
  );

  app.post(
    "/open/positionQuotationOpen",
    {
      bodyLimit: BODY_LIMITS.largeForm,
      schema: {
        tags,
        summary:
          "A visitor's Time & Material need with their contacts (auth/saveContact's fields): kept as a lead until they register from the mailed link (5 per e-mail a day)",
        body: openTmNeedBodySchema,
        response: { 200: envelope(openContactSentSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await postNeedOpen(ctx, "tm", request.body, request.ip, await publicUrl(ctx, request))),
  );

  app.post(
    "/open/saveProjectOpen",
    {
      schema: {
        tags,
        summary:
          "A visitor's Fixed Price project with their contacts: kept as a lead until they register from the mailed link (5 per e-mail a day)",
        body: openFpNeedBodySchema,
        response: { 200: envelope(openContactSentSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await postNeedOpen(ctx, "fp", request.body, request.ip, await publicUrl(ctx, request))),
  );

  app.get(
    "/auth/checkTokenRegistration",
    {
      schema: {
        tags: ["auth"],
        summary:
          "The lead behind a registration link: its contact fields to pre-fill and what registering will do",
        querystring: contactTokenQuerySchema,
        response: { 200: envelope(openContactPrefillSchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkTokenRegistration(ctx, request.query.token)),
  );

  app.get(
    "/auth/onboardingCustomer",
    {
      schema: {
        tags: ["auth"],
        summary: "The prospect behind a staff-sent registration link, to pre-fill registration",
        querystring: contactTokenQuerySchema,
        response: { 200: envelope(openContactPrefillSchema), ...errorResponses },
      },
    },
    async (request) => ok(await onboardingCustomer(ctx, request.query.token)),
  );
}
