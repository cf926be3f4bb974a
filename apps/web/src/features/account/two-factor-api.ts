import { mfaRecoveryCodesSchema, mfaSetupSchema, mfaStatusSchema } from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

const STATUS_KEY = ["auth", "twoFactor"] as const;

/** GET auth/twoFactor: on or off, recovery codes left, required for my role. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => apiRequest("auth/twoFactor", mfaStatusSchema, { auth: true }),
  });
}

function useTwoFactorMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** POST auth/twoFactor/start: a new secret as QR code and key. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => apiRequest("auth/twoFactor/start", mfaSetupSchema, { method: "POST", auth: true }),
  });
}

/** POST auth/twoFactor/enable: the first code; answers the recovery codes, shown this once. */
export function useEnableTwoFactor() {
  return useTwoFactorMutation((body: { code: string }) =>
    apiRequest("auth/twoFactor/enable", mfaRecoveryCodesSchema, { method: "POST", body, auth: true }),
  );
}

export function useDisableTwoFactor() {
  return useTwoFactorMutation((body: { password: string; code: string }) =>
    apiRequest("auth/twoFactor/disable", z.object({ disabled: z.literal(true) }), {
      method: "POST",
      body,
      auth: true,
    }),
  );
}

export function useRegenerateRecoveryCodes() {
  return useTwoFactorMutation((body: { code: string }) =>
    apiRequest("auth/twoFactor/recoveryCodes", mfaRecoveryCodesSchema, { method: "POST", body, auth: true }),
  );
}
