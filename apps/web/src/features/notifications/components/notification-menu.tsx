import NotificationsOff from "@mui/icons-material/NotificationsOffOutlined";
import { Box, Button, CircularProgress, Divider, List, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { NotificationList } from "../api.ts";
import { NotificationRow } from "./notification-row.tsx";

export type NotificationMenuProps = {
  list: NotificationList | undefined;
  loading: boolean;
  /** The notifications that were unread when the menu opened (marked read since). */
  unreadAtOpen: ReadonlySet<number>;
  onClose: () => void;
};

/**
 * The bell's dropdown (§2.5): the newest ten, or none, and the way to all of them. Fetched when the bell is first
 * hovered, focused or pressed (issue 20, Speed): the shell does not wait for its list's code.
 */
export function NotificationMenu({ list, loading, unreadAtOpen, onClose }: NotificationMenuProps) {
  const { t } = useTranslation("notifications");
  const items = list?.notifications ?? [];
  return (
    <>
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
              onOpen={onClose}
            />
          ))}
        </List>
      )}
      <Box sx={{ p: 1, display: "flex", justifyContent: "center" }}>
        <Button component={RouterLink} to="/notifications" onClick={onClose} fullWidth data-testid="see-all">
          {t("bell.seeAll")}
        </Button>
      </Box>
    </>
  );
}
