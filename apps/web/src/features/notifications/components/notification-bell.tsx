import NotificationsNone from "@mui/icons-material/NotificationsNone";
import NotificationsOff from "@mui/icons-material/NotificationsOffOutlined";
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { NotificationList } from "../api.ts";
import { useMarkNotificationsRead } from "../api.ts";
import { NotificationRow } from "./notification-row.tsx";

/** The popover's distance from the screen's edges, in px. */
const BELL_MARGIN = 16;

export type NotificationBellProps = { userId: number; list: NotificationList | undefined; loading: boolean };

/** §2.5 bell: unread dot; the dropdown lists the newest ten and marks them read when it opens. */
export function NotificationBell({ userId, list, loading }: NotificationBellProps) {
  const { t } = useTranslation("notifications");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [unreadAtOpen, setUnreadAtOpen] = useState<ReadonlySet<number>>(new Set());
  const markRead = useMarkNotificationsRead(userId);
  const popoverId = useId();
  const unread = list?.counterNotificationToRead ?? 0;
  const items = list?.notifications ?? [];

  const open = (target: HTMLElement) => {
    setAnchor(target);
    const ids = items.filter((item) => item.round).map((item) => item.id);
    setUnreadAtOpen(new Set(ids));
    if (ids.length > 0) markRead.mutate(ids);
  };
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={t("bell.label")}>
        <IconButton
          onClick={(event) => open(event.currentTarget)}
          aria-label={unread > 0 ? t("bell.labelUnread", { count: unread }) : t("bell.label")}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? "true" : undefined}
          data-testid="notification-bell"
          data-unread={unread}
        >
          <Badge color="error" variant="dot" invisible={unread === 0} data-testid="notification-dot">
            <NotificationsNone />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        // The popover keeps 16 px from the screen's edges (marginThreshold): on a phone it may be at most the
        // viewport less both margins, else it is pushed against the right edge.
        marginThreshold={BELL_MARGIN}
        slotProps={{ paper: { sx: { width: 380, maxWidth: `calc(100vw - ${2 * BELL_MARGIN}px)` } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="notification-menu">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t("bell.heading")}
          </Typography>
        </Box>
        <Divider />
        {loading && !list ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : items.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: "center", px: 2, py: 3 }}>
            <NotificationsOff color="disabled" sx={{ fontSize: 36 }} />
            <Typography variant="body2" color="text.secondary">
              {t("bell.empty")}
            </Typography>
          </Stack>
        ) : (
          <List disablePadding sx={{ maxHeight: 420, overflowY: "auto" }}>
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                unread={unreadAtOpen.has(item.id)}
                dense
                onOpen={close}
              />
            ))}
          </List>
        )}
        <Box sx={{ p: 1, display: "flex", justifyContent: "center" }}>
          <Button component={RouterLink} to="/notifications" onClick={close} fullWidth data-testid="see-all">
            {t("bell.seeAll")}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
