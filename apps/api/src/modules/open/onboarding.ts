import type { OpenContactPrefill, openOnboardingBodySchema } from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { registrationLink, renderContactMail } from "./contact-mails.ts";
import { checkTokenRegistration } from "./contact-registration.ts";
import { newContactToken } from "./contact-token.ts";
import { insertOpenContact } from "./queries/contacts.ts";

/**
 * POST admin/open-leads: staff invite a prospect client. The lead (kind onboarding, source "staff", the staff user
 * as its caller) gets the same 7-day registration link as a visitor's; the prospect's registration claims it.
 */
export async function createOnboardingLead(
  ctx: AppContext,
  staffUserId: number,
  body: z.output<typeof openOnboardingBodySchema>,
  origin: string,
) {
  const token = newContactToken();
  const id = await insertOpenContact(ctx.database.db, {
    kind: "onboarding",
    email: body.email,
    firstname: body.firstname,
    lastname: body.lastname,
    companyName: body.company_name,
    language: body.language,
    caller: `staff:${staffUserId}`,
    utmSource: "staff",
    registrationTokenHash: token.hash,
    registrationExpiresAt: token.expiresAt,
  });
  await ctx.mailer.send(
    renderContactMail(
      "onboarding",
      body.language,
      { email: body.email, name: body.firstname },
      "",
      registrationLink(origin, token.token),
    ),
  );
  return { id, email: body.email };
}

/** GET auth/onboardingCustomer: the staff-sent link's lead, as checkTokenRegistration reads it (onboarding only). */
export async function onboardingCustomer(ctx: AppContext, token: string): Promise<OpenContactPrefill> {
  const lead = await checkTokenRegistration(ctx, token);
  if (lead.kind !== "onboarding")
    throw new AppError("open.contact_invalid", {
      fieldErrors: [{ field: "contact_token", code: "open.contact_invalid", message: "" }],
    });
  return lead;
}
