import { Avatar, alpha, Box, ListItem, ListItemAvatar, ListItemButton, ListItemText } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { NamedIcon } from "../../../shared/components/named-icon.tsx";
import { isImplementedPath } from "../../../shared/routing/implemented-states.ts";
import type { NotificationItem } from "../api.ts";

export type NotificationRowProps = {
  item: NotificationItem;
  unread: boolean;
  dense?: boolean;
  onOpen?: () => void;
};

/** One notification: icon, title, text and time; unread ones carry a dot. It links only to existing screens. */
export function NotificationRow({ item, unread, dense = false, onOpen }: NotificationRowProps) {
  const { t } = useTranslation("notifications");
  const link = item.link && isImplementedPath(item.link) ? item.link : null;
  const content: ReactNode = (
    <>
      <ListItemAvatar sx={{ minWidth: dense ? 48 : 56 }}>
        <Avatar
          sx={{
            width: dense ? 36 : 40,
            height: dense ? 36 : 40,
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
            color: "primary.main",
          }}
        >
          <NamedIcon name={item.icon} fallback="notifications" fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={item.title}
        secondary={
          <>
            <Box component="span" sx={{ display: "block", color: "text.primary", opacity: 0.85 }}>
              {item.subject}
            </Box>
            <Box component="span" sx={{ display: "block", mt: 0.5, fontSize: "0.75rem" }}>
              {item.time}
            </Box>
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 500 } } }}
      />
      {unread ? (
        <Box
          role="img"
          aria-label={t("item.unread")}
          sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: "primary.main", flexShrink: 0, ml: 1 }}
        />
      ) : null}
    </>
  );
  const sx = { alignItems: "flex-start", gap: 0, py: dense ? 1 : 1.5 };
  return (
    <ListItem disablePadding={link !== null} divider data-testid="notification-item" data-unread={unread}>
      {link ? (
        <ListItemButton component={RouterLink} to={link} onClick={onOpen} sx={sx}>
          {content}
        </ListItemButton>
      ) : (
        <Box sx={{ display: "flex", width: "100%", ...sx }}>{content}</Box>
      )}
    </ListItem>
  );
}
