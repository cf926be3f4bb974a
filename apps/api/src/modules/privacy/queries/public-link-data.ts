import { ERASED_EMAIL_DOMAIN } from "@mkt/contracts";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { publicLink, publicLinkContact } from "../../../db/schema/index.ts";
import { ERASED_NAME } from "./erase.ts";

/**
 * Shared-profile links in the privacy export (issue 16): the contacts the person left as a visitor on anyone's
 * link (by address), and the links the person shared with the contacts visitors left on them (what the owner
 * already sees on the Shared links page). Never the token hash.
 */
export async function publicLinkRows(db: DbOrTx, userId: number, email: string) {
  const contactColumns = {
    id: publicLinkContact.id,
    linkId: publicLinkContact.linkId,
    name: publicLinkContact.name,
    companyName: publicLinkContact.companyName,
    email: publicLinkContact.email,
    language: publicLinkContact.language,
    createdAt: publicLinkContact.createdAt,
  };
  const contactsLeft = await db
    .select(contactColumns)
    .from(publicLinkContact)
    .where(eq(sql`lower(${publicLinkContact.email})`, email))
    .orderBy(asc(publicLinkContact.id));
  const { tokenHash: _, ...linkColumns } = publicLink;
  const links = await db
    .select({
      id: linkColumns.id,
      companyId: linkColumns.companyId,
      kind: linkColumns.kind,
      title: linkColumns.title,
      profileIds: linkColumns.profileIds,
      positionId: linkColumns.positionId,
      language: linkColumns.language,
      viewCount: linkColumns.viewCount,
      lastViewedAt: linkColumns.lastViewedAt,
      expiresAt: linkColumns.expiresAt,
      revokedAt: linkColumns.revokedAt,
      createdAt: linkColumns.createdAt,
    })
    .from(publicLink)
    .where(eq(publicLink.createdBy, userId))
    .orderBy(asc(publicLink.id));
  const contactsOnLinks = links.length
    ? await db
        .select(contactColumns)
        .from(publicLinkContact)
        .where(
          inArray(
            publicLinkContact.linkId,
            links.map((l) => l.id),
          ),
        )
        .orderBy(asc(publicLinkContact.id))
    : [];
  return {
    publicLinkContactsLeft: contactsLeft,
    publicLinksShared: links.map((l) => ({
      ...l,
      contacts: contactsOnLinks.filter((c) => c.linkId === l.id),
    })),
  };
}

/** Erasure: the contacts the person left on shared links keep their date (the owner's count), not who it was. */
export async function anonymisePublicLinkContacts(tx: DbOrTx, email: string) {
  await tx
    .update(publicLinkContact)
    .set({
      name: ERASED_NAME,
      companyName: "",
      email: sql`'erased-' || ${publicLinkContact.id} || ${`@${ERASED_EMAIL_DOMAIN}`}`,
    })
    .where(eq(sql`lower(${publicLinkContact.email})`, email));
}
