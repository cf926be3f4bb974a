import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { analyticsEvent, appUser, openContact } from "../../db/schema/index.ts";

export type NewAnalyticsEvent = typeof analyticsEvent.$inferInsert;

/** A batch of events in one INSERT (the server's clock stamps occurred_at). */
export async function insertEvents(db: DbOrTx, rows: NewAnalyticsEvent[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvent).values(rows);
}

/**
 * What stamps a signed-in user's events besides the session: their consent and the UTM source they registered
 * from (the open-area lead they claimed at registration, if any).
 */
export async function findUserTracking(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      consent: appUser.analyticsConsent,
      consentAt: appUser.analyticsConsentAt,
      roleId: appUser.roleId,
      companyId: appUser.companyId,
      versionProduct: appUser.versionProduct,
      utmSource: sql<string | null>`(
        SELECT ${openContact.utmSource} FROM ${openContact}
        WHERE ${openContact.userId} = ${appUser.id} AND ${openContact.utmSource} IS NOT NULL
        ORDER BY ${openContact.registeredAt} DESC NULLS LAST LIMIT 1
      )`,
    })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

/** Stores a user's analytics choice and when it was made. */
export async function setUserConsent(db: DbOrTx, userId: number, consent: boolean) {
  const [row] = await db
    .update(appUser)
    .set({ analyticsConsent: consent, analyticsConsentAt: sql`now()` })
    .where(eq(appUser.id, userId))
    .returning({ consent: appUser.analyticsConsent, consentAt: appUser.analyticsConsentAt });
  return row;
}

/** Erasure: the person's events stay counted, but no longer point at them nor carry their fields. */
export async function anonymiseEventsOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(analyticsEvent)
    .set({ userId: null, props: sql`'{}'::jsonb` })
    .where(eq(analyticsEvent.userId, userId));
}
