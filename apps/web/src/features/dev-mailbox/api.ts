import { mailboxItemSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

export const mailboxKeys = { all: ["dev-mailbox"] as const };

/** GET /api/dev/mailbox (signed-in Administrator only): the newest mails first; polled so new mails show up. */
export function useMailbox(enabled: boolean) {
  return useQuery({
    queryKey: mailboxKeys.all,
    queryFn: ({ signal }) => apiRequest("dev/mailbox", z.array(mailboxItemSchema), { signal, auth: true }),
    enabled,
    refetchInterval: 5000,
  });
}
