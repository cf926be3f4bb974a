import { TERMS_VERSION, type TermsStatus, termsStatusSchema } from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

export const termsQueryKey = (userId: number) => ["auth-terms", userId] as const;

/** GET auth/terms: the version in force and the signed-in user's acceptance (must_accept: ask). */
export function useTermsStatus(userId: number | null) {
  return useQuery({
    queryKey: termsQueryKey(userId ?? 0),
    queryFn: () => apiRequest("auth/terms", termsStatusSchema, { auth: true }),
    enabled: userId !== null,
    staleTime: Infinity,
  });
}

/** PUT auth/terms: accepts the version this build shows (the server refuses any other). */
export function useAcceptTerms(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TermsStatus> =>
      apiRequest("auth/terms", termsStatusSchema, {
        method: "PUT",
        body: { version: TERMS_VERSION },
        auth: true,
      }),
    onSuccess: (status) => queryClient.setQueryData(termsQueryKey(userId), status),
  });
}
