import { profileDetailSchema } from "@mkt/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/http-client.ts";
import { plansKeys } from "../../plans/index.ts";
import { profileKeys } from "../api.ts";

/**
 * POST profiles/:id/unlock: the client's company unlocks a profile's contacts (one credit, once). The answer is the
 * detail with the contacts; the credit count and the search results (now showing the name) are refreshed.
 */
export function useUnlockContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`profiles/${id}/unlock`, profileDetailSchema, { method: "POST", auth: true }),
    onSuccess: (detail) => {
      queryClient.setQueryData(profileKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: plansKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["search"] });
    },
  });
}
