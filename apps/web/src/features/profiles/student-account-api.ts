import { studentAccountLinkResultSchema, studentAccountSchema } from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

export const studentAccountKeys = { all: ["profiles", "student-accounts"] as const };

/** GET profiles/student-accounts: the academy's student users, each with the profile linked to it. */
export function useStudentAccounts(enabled = true) {
  return useQuery({
    queryKey: studentAccountKeys.all,
    queryFn: ({ signal }) =>
      apiRequest("profiles/student-accounts", z.array(studentAccountSchema), { auth: true, signal }),
    enabled,
  });
}

/** PUT profiles/:id/student-account: link a student user to the profile, or unlink it (user_id null). */
export function useLinkStudentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, userId }: { profileId: number; userId: number | null }) =>
      apiRequest(`profiles/${profileId}/student-account`, studentAccountLinkResultSchema, {
        method: "PUT",
        body: { user_id: userId },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentAccountKeys.all }),
  });
}
