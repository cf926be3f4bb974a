import { isContactTokenFormat } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { createFpNeed, createTmNeed, type NeedOwner } from "../needs/index.ts";
import { hashContactToken } from "./contact-token.ts";
import { needInputOf } from "./post-need.ts";
import { findContactByTokenHash, setContactStatus } from "./queries/contacts.ts";

/**
 * After a registration with a contact token has committed: a need lead becomes the new client's need through the
 * needs module's create use cases (published, as the signed-in form's "Publish": the plan's room is checked the
 * same way) and the lead's status moves to first_need. A need the plan refuses, or whose payload no longer passes
 * the form's checks (a deadline now past), leaves the lead registered — staff see it in the leads — rather than
 * failing the registration that already happened. Answers the new need's id, or null.
 */
export async function completeOpenContact(
  ctx: AppContext,
  token: string,
  owner: NeedOwner,
): Promise<number | null> {
  if (!isContactTokenFormat(token)) return null;
  const db = ctx.database.db;
  const found = await findContactByTokenHash(db, hashContactToken(token));
  const lead = found?.contact;
  if (lead?.kind !== "need" || !lead.needPayload) return null;
  if (lead.companyId !== owner.companyId || lead.status !== "registered") return null;
  const need = needInputOf(lead.needPayload);
  if (!need) return null;
  try {
    const created =
      need.type === "tm"
        ? await createTmNeed(db, owner, need.input)
        : await createFpNeed(db, owner, need.input);
    await setContactStatus(db, lead.id, "first_need");
    return created.id;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
