import { isContactTokenFormat, type OpenContactPrefill } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { createLeadRequest } from "../availability/index.ts";
import { hashContactToken } from "./contact-token.ts";
import {
  findContactByTokenHash,
  lockContactByTokenHash,
  markContactRegistered,
  type OpenContactRow,
} from "./queries/contacts.ts";

const tokenError = (code: "open.contact_invalid" | "open.contact_expired" | "open.contact_used") =>
  new AppError(code, { fieldErrors: [{ field: "contact_token", code, message: "" }] });

/** A lead's registration token checked: unknown or malformed 404, already registered 409, expired 410. */
function assertUsable(row: OpenContactRow | null): OpenContactRow {
  if (!row) throw tokenError("open.contact_invalid");
  if (row.registeredAt) throw tokenError("open.contact_used");
  if (!row.registrationExpiresAt || row.registrationExpiresAt.getTime() <= Date.now())
    throw tokenError("open.contact_expired");
  return row;
}

/** The need asked in a lead: its title and type, as the need form's body stores them. */
export function needSummary(payload: Record<string, unknown> | null): OpenContactPrefill["need"] {
  if (!payload) return null;
  const title = typeof payload.title === "string" ? payload.title : "";
  return { title, type: payload.type === "fp" ? "fp" : "tm" };
}

/** GET auth/checkTokenRegistration: what registration is pre-filled with, and what registering will do. */
export async function checkTokenRegistration(ctx: AppContext, token: string): Promise<OpenContactPrefill> {
  if (!isContactTokenFormat(token)) throw tokenError("open.contact_invalid");
  const found = await findContactByTokenHash(ctx.database.db, hashContactToken(token));
  const row = assertUsable(found?.contact ?? null);
  return {
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    company_name: row.companyName,
    language: row.language === "en" ? "en" : "it",
    kind: row.kind as OpenContactPrefill["kind"],
    profile:
      row.profileId !== null && found?.profileTitle ? { id: row.profileId, title: found.profileTitle } : null,
    need: needSummary(row.needPayload),
    expires_at: (row.registrationExpiresAt ?? new Date()).toISOString(),
  };
}

/**
 * Registration with a contact token, inside the registration's transaction once the company and its user exist:
 * the lead becomes the company's (an availability lead becomes a real availability request), its status moves to
 * registered and it keeps its UTM fields for the funnel. The token works once (the lead row is locked).
 */
export async function claimOpenContact(
  tx: DbOrTx,
  bus: RealtimeBus,
  token: string,
  account: { companyId: number; userId: number },
): Promise<{ kind: string; availabilityRequestId: number | null }> {
  if (!isContactTokenFormat(token)) throw tokenError("open.contact_invalid");
  const row = assertUsable(await lockContactByTokenHash(tx, hashContactToken(token)));
  let availabilityRequestId: number | null = null;
  if (row.kind === "availability" && row.profileId !== null) {
    availabilityRequestId = await createLeadRequest(tx, bus, {
      profileId: row.profileId,
      clientCompanyId: account.companyId,
      userId: account.userId,
      message: "",
    });
  }
  await markContactRegistered(tx, row.id, { ...account, status: "registered" });
  return { kind: row.kind, availabilityRequestId };
}
