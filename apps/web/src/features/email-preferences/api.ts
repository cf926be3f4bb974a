import {
  type EmailPreferences,
  type EmailPreferencesBody,
  emailPreferencesSchema,
  type UnsubscribeResult,
  unsubscribeResultSchema,
} from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

export type { EmailPreferences, EmailPreferencesBody, UnsubscribeResult };

export const emailPreferenceKeys = { mine: (userId: number) => ["email-preferences", userId] as const };

/** GET notifications/email-preferences. */
export function useEmailPreferences(userId: number) {
  return useQuery({
    queryKey: emailPreferenceKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest("notifications/email-preferences", emailPreferencesSchema, { auth: true, signal }),
  });
}

/** PUT notifications/email-preferences: the saved preferences replace the cached ones. */
export function useSaveEmailPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferencesBody) =>
      apiRequest("notifications/email-preferences", emailPreferencesSchema, {
        method: "PUT",
        auth: true,
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferenceKeys.mine(userId), saved),
  });
}

/** The mails' opt-out links (no login): auth/disactiveNotification or auth/disactiveNewsLetter. */
export function optOut(kind: UnsubscribeResult["kind"], token: string): Promise<UnsubscribeResult> {
  return apiRequest(
    kind === "notifications" ? "auth/disactiveNotification" : "auth/disactiveNewsLetter",
    unsubscribeResultSchema,
    { query: { token } },
  );
}
