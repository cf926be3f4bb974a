import { and, desc, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, need, nomination, notification, position } from "../../../db/schema/index.ts";

/** The notification type an invitation to a position is stored as (one per recipient of the profile's company). */
export const POSITION_INVITATION_TYPE = "quote_invitation";

/**
 * One of the company's positions with its need, locked for the transaction so two invitations of the same profile
 * are decided one at a time; undefined when the position is not the company's.
 */
export async function lockOwnPosition(db: DbOrTx, companyId: number, positionId: number) {
  const [row] = await db
    .select({
      id: position.id,
      title: position.title,
      status: position.status,
      needStatus: need.status,
    })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(and(eq(position.id, positionId), eq(need.companyId, companyId)))
    .for("update", { of: position });
  return row;
}

/** Whether the profile is already a live candidate (not withdrawn) on the position. */
export async function hasLiveCandidacy(db: DbOrTx, positionId: number, profileId: number) {
  const [row] = await db
    .select({ id: nomination.id })
    .from(nomination)
    .where(
      and(
        eq(nomination.positionId, positionId),
        eq(nomination.profileId, profileId),
        ne(nomination.status, "withdrawn"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the profile's company was already invited to propose the profile on the position: the invitation lives
 * as the notification its users received (no table of its own yet).
 */
export async function hasInvitation(
  db: DbOrTx,
  supplierCompanyId: number,
  positionId: number,
  profileId: number,
) {
  const [row] = await db
    .select({ id: notification.id })
    .from(notification)
    .innerJoin(appUser, eq(appUser.id, notification.userId))
    .where(
      and(
        eq(appUser.companyId, supplierCompanyId),
        eq(notification.type, POSITION_INVITATION_TYPE),
        sql`${notification.params}->>'position_id' = ${String(positionId)}`,
        sql`${notification.params}->>'profile_id' = ${String(profileId)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The pending invitations of these users, newest first: the invitation notices they received whose position is
 * still open (position and need published) and whose profile was not proposed there yet (no candidacy at all,
 * even withdrawn: the invitation was answered).
 */
export async function pendingInvitationsOf(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  const positionId = sql<number>`(${notification.params}->>'position_id')::int`;
  const profileId = sql<number>`(${notification.params}->>'profile_id')::int`;
  return db
    .select({ userId: notification.userId, link: notification.link })
    .from(notification)
    .innerJoin(position, eq(position.id, positionId))
    .innerJoin(need, eq(need.id, position.needId))
    .where(
      and(
        inArray(notification.userId, userIds),
        eq(notification.type, POSITION_INVITATION_TYPE),
        eq(position.status, "published"),
        eq(need.status, "published"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(nomination)
            .where(and(eq(nomination.positionId, position.id), eq(nomination.profileId, profileId))),
        ),
      ),
    )
    .orderBy(desc(notification.id));
}
