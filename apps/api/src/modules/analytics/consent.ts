import { type AnalyticsConsent, must } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { findUserTracking, setUserConsent } from "./queries.ts";

const toConsent = (row: { consent: boolean | null; consentAt: Date | null }): AnalyticsConsent => ({
  consent: row.consent,
  consent_at: row.consentAt ? row.consentAt.toISOString() : null,
});

/** GET analytics/consent: the signed-in user's choice (null: not asked yet, the banner shows). */
export async function readConsent(ctx: AppContext, userId: number): Promise<AnalyticsConsent> {
  return toConsent(must(await findUserTracking(ctx.database.db, userId), "the signed-in user"));
}

/** PUT analytics/consent: stores the choice and when it was made. */
export async function storeConsent(
  ctx: AppContext,
  userId: number,
  consent: boolean,
): Promise<AnalyticsConsent> {
  return toConsent(must(await setUserConsent(ctx.database.db, userId, consent), "the signed-in user"));
}
