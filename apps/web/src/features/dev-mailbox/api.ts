import { mailboxItemSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

export const mailboxKeys = { all: ["dev-mailbox"] as const };

/** GET /api/dev/mailbox: the newest mails first; polled so new mails show up on their own. */
export function useMailbox(enabled: boolean) {
  return useQuery({
    queryKey: mailboxKeys.all,
    queryFn: ({ signal }) => apiRequest("dev/mailbox", z.array(mailboxItemSchema), { signal }),
    enabled,
    refetchInterval: 5000,
  });
}
