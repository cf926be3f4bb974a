import {
  type NotificationItem,
  type NotificationList,
  notificationListSchema,
  TIMINGS,
} from "@mkt/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

const readResultSchema = z.object({ counterNotificationToRead: z.number() });

export type { NotificationItem, NotificationList };

/** The bell shows the newest ten; the notifications page loads twenty at a time. */
export const BELL_SIZE = 10;
export const PAGE_SIZE = 20;

export const notificationKeys = {
  all: ["notifications"] as const,
  latest: (userId: number) => ["notifications", "latest", userId] as const,
  pages: (userId: number) => ["notifications", "pages", userId] as const,
  pagesOf: (userId: number, type: string | null) =>
    ["notifications", "pages", userId, type ?? "all"] as const,
};

/**
 * The notification types the notifications page can show alone (`?type=`): the invitation notices the "Invite"
 * summary leads to, where each invitation opens its position to be answered.
 */
export const NOTIFICATION_FILTERS = ["quote_invitation"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const notificationFilterOf = (value: string | null): NotificationFilter | null =>
  NOTIFICATION_FILTERS.find((f) => f === value) ?? null;

function fetchNotifications(
  limit: number,
  beforeId?: number,
  type?: NotificationFilter | null,
): Promise<NotificationList> {
  return apiRequest("notifications/getNotifications", notificationListSchema, {
    auth: true,
    query: { limit, before_id: beforeId, type: type ?? undefined },
  });
}

/** The unread counter and newest notifications: polled every 180 s (§7), refetched on a push. */
export function useLatestNotifications(userId: number) {
  return useQuery({
    queryKey: notificationKeys.latest(userId),
    queryFn: () => fetchNotifications(BELL_SIZE),
    refetchInterval: TIMINGS.pollingMs,
    meta: { errorNotice: true },
  });
}

/** Every notification (or those of one type), newest first, by pages (keyset on the id). */
export function useNotificationPages(userId: number, type: NotificationFilter | null = null) {
  return useInfiniteQuery({
    queryKey: notificationKeys.pagesOf(userId, type),
    queryFn: ({ pageParam }) => fetchNotifications(PAGE_SIZE, pageParam, type),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
}

/** POST notifications/readNotifications: the given ids, or all of them without ids. */
export function useMarkNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest("notifications/readNotifications", readResultSchema, {
        method: "POST",
        body: ids ? { ids } : {},
        auth: true,
      }),
    onSuccess: ({ counterNotificationToRead }, ids) => {
      const isRead = (id: number) => !ids || ids.includes(id);
      queryClient.setQueryData<NotificationList>(notificationKeys.latest(userId), (list) =>
        list
          ? {
              ...list,
              counterNotificationToRead,
              notifications: list.notifications.map((n) => (isRead(n.id) ? { ...n, round: false } : n)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.pages(userId) });
    },
  });
}
