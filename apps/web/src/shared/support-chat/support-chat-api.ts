import { supportChatWidgetSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/http-client.ts";
import { pageHost } from "../api/page-host.ts";

/** GET admin/support-chat/widget of this host (public): the configured widget, or none on this host. */
export function useSupportChatWidget(enabled: boolean) {
  const host = pageHost();
  return useQuery({
    queryKey: ["support-chat-widget", host],
    queryFn: ({ signal }) =>
      apiRequest("admin/support-chat/widget", supportChatWidgetSchema, { query: { url: host }, signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
