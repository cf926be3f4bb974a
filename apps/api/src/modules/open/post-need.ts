import {
  type FpNeedInput,
  fpNeedBodySchema,
  OPEN_NEED_CONTACT_KEYS,
  type openFpNeedBodySchema,
  type openTmNeedBodySchema,
  type TmNeedInput,
  tmNeedBodySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { assertReferences } from "../needs/index.ts";
import { registrationLink, renderContactMail } from "./contact-mails.ts";
import { newContactToken } from "./contact-token.ts";
import { requireOpenWrite } from "./open-limits.ts";
import { insertOpenContact } from "./queries/contacts.ts";
import { funnelOf, limitContactEmail } from "./request-availability.ts";

type OpenTm = z.output<typeof openTmNeedBodySchema>;
type OpenFp = z.output<typeof openFpNeedBodySchema>;

/** The need as the signed-in form's body (its type beside it), without the token and the contact fields. */
function needPayload(type: "tm" | "fp", body: OpenTm | OpenFp): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...body, type };
  for (const key of OPEN_NEED_CONTACT_KEYS) delete payload[key];
  return payload;
}

/**
 * POST open/positionQuotationOpen (tm) and open/saveProjectOpen (fp): a visitor describes a need with their
 * contacts. The body is checked as the signed-in form's (sector and technologies must exist: 400 with their
 * code), kept as a lead of kind need with a 7-day registration token, and the visitor gets the registration link;
 * the need is created in the new company at registration (contact-completion.ts).
 */
export async function postNeedOpen(
  ctx: AppContext,
  type: "tm" | "fp",
  body: OpenTm | OpenFp,
  ip: string,
  origin: string,
) {
  const db = ctx.database.db;
  const visit = await requireOpenWrite(db, body.token, ip);
  await assertReferences(db, body.sector_code, "positions" in body ? body.positions : []);
  await limitContactEmail(ctx, body.email);
  const token = newContactToken();
  await insertOpenContact(db, {
    ...funnelOf(visit),
    kind: "need",
    email: body.email,
    firstname: body.firstname,
    lastname: body.lastname,
    companyName: body.company_name,
    phone: body.phone ?? null,
    language: body.language,
    needPayload: needPayload(type, body),
    registrationTokenHash: token.hash,
    registrationExpiresAt: token.expiresAt,
  });
  await ctx.mailer.send(
    renderContactMail(
      "need",
      body.language,
      { email: body.email, name: body.firstname },
      body.title,
      registrationLink(origin, token.token),
    ),
  );
  return { sent: true as const, email: body.email };
}

/**
 * The stored payload back as the signed-in create use case's input (published); null when it no longer passes
 * the form's checks (a Fixed Price deadline now in the past).
 */
export function needInputOf(
  payload: Record<string, unknown>,
): { type: "tm"; input: TmNeedInput } | { type: "fp"; input: FpNeedInput } | null {
  const { type, ...need } = payload;
  if (type === "fp") {
    const parsed = fpNeedBodySchema.safeParse({ ...need, publish: true });
    return parsed.success ? { type: "fp", input: parsed.data } : null;
  }
  const parsed = tmNeedBodySchema.safeParse({ ...need, publish: true });
  return parsed.success ? { type: "tm", input: parsed.data } : null;
}
