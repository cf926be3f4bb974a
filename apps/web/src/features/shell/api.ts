import {
  companyAdminCountersSchema,
  counterSchema,
  type Language,
  pageDescriptionSchema,
  type SidebarBadge,
  type SidebarCounters,
  TIMINGS,
  tutorialPageSchema,
} from "@mkt/contracts";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { shellKeys } from "../../shared/api/shell-queries.ts";
import { STORAGE_KEYS } from "../../shared/session/storage-keys.ts";

export type TutorialRecord = z.infer<typeof tutorialPageSchema>;
export type PageDescription = z.infer<typeof pageDescriptionSchema>;

type CounterType = Exclude<SidebarBadge["type"], "companies">;

/** §7 counter endpoints behind each sidebar badge (company administrators': company-admin/counters). */
const COUNTER_PATHS: Record<CounterType, string> = {
  request: "company/getCounterListRequest",
  invite: "company/getCounterListInvite",
  company_pending: "company/countCompanyPending",
  services_pending: "services/getCountServiceFromApproved",
};
const COUNTER_TYPES = Object.keys(COUNTER_PATHS) as CounterType[];

/**
 * The sidebar counters (§2.4): only those whose badge can show in this user's menu are asked for. Company
 * administrators' counters refresh every 600 s (§9); a notification push refreshes them at once.
 */
export function useSidebarCounters(
  needed: ReadonlySet<SidebarBadge["type"]>,
  poll: boolean,
): SidebarCounters {
  const results = useQueries({
    queries: COUNTER_TYPES.map((type) => ({
      queryKey: shellKeys.counter(type),
      queryFn: () => apiRequest(COUNTER_PATHS[type], counterSchema, { auth: true }),
      enabled: needed.has(type) && !poll,
      refetchInterval: poll ? TIMINGS.adminCountersPollingMs : false,
      staleTime: 60_000,
      meta: { errorNotice: true },
    })),
  });
  // Company administrators (the polling roles) read their §9 counters in one answer.
  const adminCounters = useQuery({
    queryKey: shellKeys.companyAdminCounters,
    queryFn: () => apiRequest("company-admin/counters", companyAdminCountersSchema, { auth: true }),
    enabled: poll && (needed.has("companies") || needed.has("services_pending")),
    refetchInterval: poll ? TIMINGS.adminCountersPollingMs : false,
    staleTime: 60_000,
    meta: { errorNotice: true },
  }).data;
  const value = (type: CounterType) => results[COUNTER_TYPES.indexOf(type)]?.data ?? 0;
  const request = value("request");
  const invite = value("invite");
  const companyPending = value("company_pending");
  const servicesPending = poll ? (adminCounters?.services_pending ?? 0) : value("services_pending");
  const companies = adminCounters?.companies ?? 0;
  return useMemo(
    () => ({ request, invite, companyPending, servicesPending, companies }),
    [request, invite, companyPending, servicesPending, companies],
  );
}

/** GET company/getDocumentationStatus, for the roles whose documentation is checked (§6). */

/** GET description_pages/list: page-help texts and which pages have a tutorial (§2.6). */
export function usePageDescriptions(language: Language) {
  return useQuery({
    queryKey: shellKeys.pageDescriptions(language),
    queryFn: () =>
      apiRequest("description_pages/list", z.array(pageDescriptionSchema), {
        auth: true,
        query: { language },
      }),
    staleTime: 30 * 60_000,
  });
}

function storedTutorialPages(): TutorialRecord[] | undefined {
  try {
    const parsed = z
      .array(tutorialPageSchema)
      .safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.tutorialPages) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function storeTutorialPages(records: TutorialRecord[]): TutorialRecord[] {
  sessionStorage.setItem(STORAGE_KEYS.tutorialPages, JSON.stringify(records));
  return records;
}

/** §4: the tutorial popup records, kept in the session and on the server. */
export function useTutorialPages(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.tutorialPages(userId),
    queryFn: async () =>
      storeTutorialPages(
        await apiRequest("auth/getTutorialPages", z.array(tutorialPageSchema), { auth: true }),
      ),
    initialData: storedTutorialPages,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type TutorialInput = { id?: number; page_id: number; name_page: string; state: number };

/** POST auth/setTutorialPage: with an id the record is replaced, without one it is added if missing. */
export function useSetTutorialPage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TutorialInput) =>
      apiRequest("auth/setTutorialPage", tutorialPageSchema, { method: "POST", body: input, auth: true }),
    onSuccess: (record) => {
      queryClient.setQueryData<TutorialRecord[]>(shellKeys.tutorialPages(userId), (records = []) =>
        storeTutorialPages([...records.filter((r) => r.page_id !== record.page_id), record]),
      );
    },
  });
}

/** GET conversations/getChatsUnreads, polled every 180 s (§7) while the chat icon shows. */
export function useChatUnread(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.chatUnread,
    queryFn: () => apiRequest("conversations/getChatsUnreads", z.number(), { auth: true }),
    enabled,
    refetchInterval: TIMINGS.pollingMs,
    meta: { errorNotice: true },
  });
}
