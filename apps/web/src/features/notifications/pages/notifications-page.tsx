import ArrowBack from "@mui/icons-material/ArrowBack";
import DoneAll from "@mui/icons-material/DoneAll";
import NotificationsNone from "@mui/icons-material/NotificationsNone";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { notificationFilterOf, useMarkNotificationsRead, useNotificationPages } from "../api.ts";
import { NotificationRow } from "../components/notification-row.tsx";

/**
 * /notifications: every notification, newest first, loaded page by page, with Mark all as read. With `?type=`
 * a known filter (the invitation notices the "Invite" summary opens) it shows only those, with the way back.
 */
export function NotificationsPage() {
  const session = useSession();
  const userId = session?.user.id ?? 0;
  const { t } = useTranslation("notifications");
  const language = useLanguage();
  const { notify } = useNotice();
  const [params] = useSearchParams();
  const filter = notificationFilterOf(params.get("type"));
  const pages = useNotificationPages(userId, filter);
  const markAll = useMarkNotificationsRead(userId);
  const items = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = pages.data?.pages[0]?.counterNotificationToRead ?? 0;
  // With no notification at all, "all read" and "mark all as read" have nothing to speak of.
  const none = pages.data !== undefined && items.length === 0;

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => notify(t("page.markedAllRead"), "success"),
      onError: (error) => notify(errorText(error, language), "error"),
    });

  return (
    <Card data-testid="notifications-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ alignItems: { sm: "center" }, justifyContent: "space-between", mb: 2 }}
        >
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {filter ? t(`page.filters.${filter}.heading`) : t("bell.heading")}
              </Typography>
              {pages.data && !filter && !none ? (
                <Chip
                  size="small"
                  color={unread > 0 ? "primary" : "default"}
                  label={unread > 0 ? t("page.unreadCount", { count: unread }) : t("page.allRead")}
                  data-testid="notifications-unread"
                />
              ) : null}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {filter ? t(`page.filters.${filter}.intro`) : t("page.intro")}
            </Typography>
          </Box>
          {filter ? (
            <Button
              variant="outlined"
              component={RouterLink}
              to="/notifications"
              startIcon={<ArrowBack />}
              data-testid="notifications-all"
              sx={{ flexShrink: 0 }}
            >
              {t("page.showAll")}
            </Button>
          ) : none ? null : (
            <Button
              variant="outlined"
              startIcon={<DoneAll />}
              onClick={onMarkAll}
              disabled={unread === 0 || markAll.isPending}
              data-testid="mark-all-read"
              sx={{ flexShrink: 0 }}
            >
              {t("page.markAllRead")}
            </Button>
          )}
        </Stack>
        {pages.isPending ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
            <CircularProgress />
          </Box>
        ) : pages.isError ? (
          <ErrorAlert
            error={pages.error}
            retry={{ label: t("page.retry"), onClick: () => void pages.refetch() }}
          />
        ) : items.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: "center", textAlign: "center", py: 6 }}>
            <NotificationsNone color="disabled" sx={{ fontSize: 48 }} />
            <Typography sx={{ fontWeight: 600 }}>
              {filter ? t(`page.filters.${filter}.emptyTitle`) : t("page.emptyTitle")}
            </Typography>
            {filter ? null : (
              <Typography variant="body2" color="text.secondary">
                {t("page.emptyText")}
              </Typography>
            )}
          </Stack>
        ) : (
          <>
            <List disablePadding sx={{ borderTop: 1, borderColor: "divider" }}>
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} unread={item.round} />
              ))}
            </List>
            {pages.hasNextPage ? (
              <Box sx={{ display: "flex", justifyContent: "center", pt: 2 }}>
                <Button
                  onClick={() => void pages.fetchNextPage()}
                  disabled={pages.isFetchingNextPage}
                  data-testid="notifications-more"
                >
                  {t("page.loadMore")}
                </Button>
              </Box>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
