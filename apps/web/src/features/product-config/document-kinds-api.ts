import { type DocumentationSettings, documentationSettingsSchema } from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

const documentKindsKey = ["admin", "documentation-settings"] as const;

/** GET admin/documentation/settings (staff): the document kinds companies send and the reminder lead time. */
export function useDocumentationSettings() {
  return useQuery({
    queryKey: documentKindsKey,
    queryFn: ({ signal }) =>
      apiRequest("admin/documentation/settings", documentationSettingsSchema, { auth: true, signal }),
  });
}

/** PUT admin/documentation/settings (Administrator): replaces the list of kinds and the reminder lead time. */
export function useSaveDocumentationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentationSettings) =>
      apiRequest("admin/documentation/settings", documentationSettingsSchema, {
        auth: true,
        method: "PUT",
        body,
      }),
    onSuccess: (data) => client.setQueryData(documentKindsKey, data),
  });
}
