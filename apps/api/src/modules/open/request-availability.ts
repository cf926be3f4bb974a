import {
  OPEN_CONTACT_LIMITS,
  type OpenAvailabilityBody,
  type openAvailabilityBodySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { hit } from "../../lib/rate-limit.ts";
import { ANSWERING_ROLES } from "../availability/index.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import { findSearchableProfile } from "../search/index.ts";
import { registrationLink, renderContactMail } from "./contact-mails.ts";
import { newContactToken } from "./contact-token.ts";
import { requireOpenWrite } from "./open-limits.ts";
import type { OpenVisit } from "./open-token.ts";
import { insertOpenContact } from "./queries/contacts.ts";

export type { OpenAvailabilityBody };

/** At most OPEN_CONTACT_LIMITS.perEmailPerDay leads per address (shared across instances); 429 beyond. */
export const limitContactEmail = (ctx: AppContext, email: string) =>
  hit(
    ctx.database.db,
    "open_contact_email",
    email,
    OPEN_CONTACT_LIMITS.perEmailPerDay,
    "open.contact_rate_limited",
  );

/** The visit's funnel fields, copied onto the lead so the funnel outlives the visit token. */
export const funnelOf = (visit: OpenVisit) => ({
  openTokenId: visit.id,
  caller: visit.caller,
  origin: visit.origin,
  utmSource: visit.utmSource,
  utmMedium: visit.utmMedium,
  utmCampaign: visit.utmCampaign,
});

/**
 * POST open/requestAvailableProfile: a visitor asks whether a published profile is available. The lead is kept
 * (kind availability) with a 7-day registration token; the profile's company is notified (in-app and by mail, per
 * its users' preferences) that a prospective client asked — with the company name the visitor gave, never their
 * e-mail or name —, and the visitor gets the registration link. The request itself is created at registration.
 */
export async function requestAvailableProfile(
  ctx: AppContext,
  body: z.output<typeof openAvailabilityBodySchema>,
  ip: string,
  origin: string,
) {
  const db = ctx.database.db;
  const visit = await requireOpenWrite(db, body.token, ip);
  const target = await findSearchableProfile(db, body.profile_id);
  if (!target) throw new AppError("common.not_found");
  await limitContactEmail(ctx, body.email);
  const token = newContactToken();
  await db.transaction(async (tx) => {
    await insertOpenContact(tx, {
      ...funnelOf(visit),
      kind: "availability",
      email: body.email,
      firstname: body.firstname ?? null,
      lastname: body.lastname ?? null,
      companyName: body.company_name ?? null,
      language: body.language,
      profileId: target.id,
      registrationTokenHash: token.hash,
      registrationExpiresAt: token.expiresAt,
    });
    await notifyUsers(tx, ctx.bus, await companyRecipients(tx, target.companyId, ANSWERING_ROLES), {
      type: "open_availability_interest",
      params: { profile: target.title, company: body.company_name ? ` (${body.company_name})` : "" },
      icon: "person_search",
      link: "/employees",
    });
  });
  await ctx.mailer.send(
    renderContactMail(
      "availability",
      body.language,
      { email: body.email, name: body.firstname ?? null },
      target.title,
      registrationLink(origin, token.token),
    ),
  );
  return { sent: true as const, email: body.email };
}
