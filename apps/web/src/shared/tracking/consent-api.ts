import { type AnalyticsConsent, analyticsConsentSchema } from "@mkt/contracts";
import { apiRequest } from "../api/http-client.ts";

export const consentQueryKey = ["analytics-consent"] as const;

/** GET analytics/consent: the signed-in user's stored choice (null: not asked yet). */
export function fetchConsent(): Promise<AnalyticsConsent> {
  return apiRequest("analytics/consent", analyticsConsentSchema, { auth: true });
}

/** PUT analytics/consent: stores the signed-in user's choice. */
export function saveConsent(consent: boolean): Promise<AnalyticsConsent> {
  return apiRequest("analytics/consent", analyticsConsentSchema, {
    method: "PUT",
    body: { consent },
    auth: true,
  });
}
