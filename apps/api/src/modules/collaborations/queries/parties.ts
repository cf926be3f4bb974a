import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, collaboration, collaborationEvent, company, profile } from "../../../db/schema/index.ts";

/** A collaboration's row and the people and names around it: its sides' users, company names, the timeline. */

export type CollaborationRow = typeof collaboration.$inferSelect;

/** A collaboration by id, or undefined. */
export async function findCollaboration(db: DbOrTx, id: number): Promise<CollaborationRow | undefined> {
  const [row] = await db.select().from(collaboration).where(eq(collaboration.id, id));
  return row;
}

/** The user a profile is linked to (an academy's student), or undefined. */
export async function profileUserId(db: DbOrTx, profileId: number) {
  const [p] = await db.select({ userId: profile.userId }).from(profile).where(eq(profile.id, profileId));
  return p?.userId;
}

/** Appends one event to a collaboration's timeline and touches its updated_at. */
export async function addEvent(
  db: DbOrTx,
  collaborationId: number,
  type: string,
  actorUserId: number | null,
  params: Record<string, string | number | null> = {},
) {
  await db.insert(collaborationEvent).values({ collaborationId, type, actorUserId, params });
  await db.update(collaboration).set({ updatedAt: sql`now()` }).where(eq(collaboration.id, collaborationId));
}

/** The active users of a company (who hear of its collaborations' events). */
export async function companyUsers(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: appUser.id,
      email: appUser.email,
      firstname: appUser.firstname,
      lastname: appUser.lastname,
      language: appUser.language,
    })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), sql`${appUser.disabledAt} IS NULL`));
}

/** A company's name ("" when unknown). */
export async function companyName(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: company.name }).from(company).where(eq(company.id, id));
  return row?.name ?? "";
}
