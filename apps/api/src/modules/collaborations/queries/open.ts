import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { collaboration, nomination, profile, quote } from "../../../db/schema/index.ts";

/** What opening a collaboration reads (the candidacy or the profile it starts from) and the row it writes. */

/** The kind of the profile of one of the client company's candidacies (undefined when none of its own). */
export async function nominatedProfileKind(db: DbOrTx, nominationId: number, clientCompanyId: number) {
  const [row] = await db
    .select({ kind: profile.kind })
    .from(nomination)
    .innerJoin(quote, eq(quote.id, nomination.quoteId))
    .innerJoin(profile, eq(profile.id, nomination.profileId))
    .where(and(eq(nomination.id, nominationId), eq(quote.clientCompanyId, clientCompanyId)));
  return row?.kind;
}

/** The kind of a published profile (undefined when not published or unknown). */
export async function publishedProfileKind(db: DbOrTx, profileId: number) {
  const [row] = await db
    .select({ kind: profile.kind })
    .from(profile)
    .where(and(eq(profile.id, profileId), eq(profile.published, true)));
  return row?.kind;
}

/** A candidacy with its quote and its profile's name and title. */
export async function findNominationWithQuote(tx: DbOrTx, nominationId: number) {
  const [n] = await tx
    .select({
      nomination,
      quote,
      firstname: profile.firstname,
      lastname: profile.lastname,
      title: profile.title,
    })
    .from(nomination)
    .innerJoin(quote, eq(quote.id, nomination.quoteId))
    .innerJoin(profile, eq(profile.id, nomination.profileId))
    .where(eq(nomination.id, nominationId));
  return n;
}

/** The collaboration already opened from a candidacy, if any. */
export async function findCollaborationOfNomination(tx: DbOrTx, nominationId: number) {
  const [existing] = await tx
    .select({ id: collaboration.id })
    .from(collaboration)
    .where(eq(collaboration.nominationId, nominationId));
  return existing;
}

/** What a collaboration opened on a profile takes from it. */
export async function findProfileToEngage(tx: DbOrTx, profileId: number) {
  const [p] = await tx
    .select({
      id: profile.id,
      companyId: profile.companyId,
      firstname: profile.firstname,
      lastname: profile.lastname,
      title: profile.title,
      published: profile.published,
      rate: profile.dailyRateMin,
    })
    .from(profile)
    .where(eq(profile.id, profileId));
  return p;
}

/** An open collaboration (requested, interview, active) of a client on a profile, if any. */
export async function findOpenCollaborationOnProfile(tx: DbOrTx, profileId: number, clientCompanyId: number) {
  const [open] = await tx
    .select({ id: collaboration.id })
    .from(collaboration)
    .where(
      and(
        eq(collaboration.profileId, profileId),
        eq(collaboration.clientCompanyId, clientCompanyId),
        inArray(collaboration.status, ["requested", "interview", "active"]),
      ),
    );
  return open;
}

export type NewCollaboration = typeof collaboration.$inferInsert;

/** Inserts a collaboration and answers its row. */
export async function insertCollaboration(tx: DbOrTx, values: NewCollaboration) {
  const [row] = await tx.insert(collaboration).values(values).returning();
  return row;
}
