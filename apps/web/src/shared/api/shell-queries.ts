import { documentationStatusSchema, type Language, type SidebarBadge } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./http-client.ts";

/** Query keys of the data the app shell shows (counters, documentation status…), invalidated by several features. */
export const shellKeys = {
  counter: (type: SidebarBadge["type"]) => ["sidebar-counter", type] as const,
  /** company-admin/counters: the company administrators' counters of §9 in one answer. */
  companyAdminCounters: ["sidebar-counter", "company-admin"] as const,
  documentation: (userId: number) => ["documentation-status", userId] as const,
  pageDescriptions: (language: Language) => ["page-descriptions", language] as const,
  tutorialPages: (userId: number) => ["tutorial-pages", userId] as const,
  chatUnread: ["chat-unread"] as const,
};

/** GET company/getDocumentationStatus: the company's documentation status (§4), read by the shell and the profile gate. */
export function useDocumentationStatus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.documentation(userId),
    queryFn: () => apiRequest("company/getDocumentationStatus", documentationStatusSchema, { auth: true }),
    enabled,
    staleTime: 5 * 60_000,
    meta: { errorNotice: true },
  });
}
