import {
  PUBLIC_LINK_LIMITS,
  PUBLIC_LINK_OWNER_ROLES,
  type PublicLinkViewer,
  type publicLinkContactBodySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { hit } from "../../lib/rate-limit.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import { linkProfileIds, openPositionOfLink } from "./position-link.ts";
import { requireLink, signViewer } from "./public-access.ts";
import { insertContact } from "./queries.ts";

/**
 * POST publicLinkProfile/saveContacts: a visitor leaves name, company and e-mail before seeing the link's
 * profiles. At most PUBLIC_LINK_LIMITS.writesPerIp per IP (counted before the link is looked up) and writesPerLink
 * per link; 429 public_link.rate_limited beyond. The company that shared the link learns it in-app and by e-mail
 * (per its users' preferences): "someone left contacts on your link" with the visitor's company name — the
 * visitor's address is kept on the link (the owner's Shared links page) and never goes into a notification, a URL
 * or a log line. Answers the viewer token the detail calls need.
 */
export async function saveContacts(
  ctx: AppContext,
  body: z.output<typeof publicLinkContactBodySchema>,
  ip: string,
): Promise<PublicLinkViewer> {
  const db = ctx.database.db;
  await hit(db, "public_link_write_ip", ip, PUBLIC_LINK_LIMITS.writesPerIp, "public_link.rate_limited");
  const { link } = await requireLink(db, body.token);
  if (link.kind === "position") await openPositionOfLink(db, link);
  if (body.profile_id !== undefined && !(await linkProfileIds(db, link)).includes(body.profile_id))
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "profile_id", code: "validation.invalid", message: "" }],
    });
  await hit(
    db,
    "public_link_write_link",
    String(link.id),
    PUBLIC_LINK_LIMITS.writesPerLink,
    "public_link.rate_limited",
  );
  const contact = await db.transaction(async (tx) => {
    const row = await insertContact(tx, {
      linkId: link.id,
      name: `${body.firstname} ${body.lastname}`.slice(0, 100),
      companyName: body.company_name,
      email: body.email,
      language: body.language,
    });
    await notifyUsers(tx, ctx.bus, await companyRecipients(tx, link.companyId, PUBLIC_LINK_OWNER_ROLES), {
      type: "public_link_contact",
      params: { link: link.title || `#${link.id}`, company: body.company_name },
      icon: "share",
      link: "/shared_links",
    });
    return row;
  });
  return signViewer(ctx.tokens, link.id, contact.id);
}
