import NotificationsNone from "@mui/icons-material/NotificationsNone";
import { Badge, IconButton, Popover } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { deferredComponent } from "../../../shared/components/deferred-component.ts";
import { Hint } from "../../../shared/components/hint.tsx";
import type { NotificationList } from "../api.ts";
import { useMarkNotificationsRead } from "../api.ts";
import type { NotificationMenuProps } from "./notification-menu.tsx";

/** The dropdown's list, fetched when the bell is first hovered, focused or pressed; the bell opens once it is in. */
const menu = deferredComponent<NotificationMenuProps>(() =>
  import("./notification-menu.tsx").then((module) => module.NotificationMenu),
);

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
  const NotificationMenu = menu.useComponent();
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
      <Hint title={t("bell.label")}>
        <IconButton
          onClick={(event) => {
            const target = event.currentTarget;
            // With its list in place (the popover would grow under the pointer as it arrived).
            menu.whenLoaded(() => open(target));
          }}
          onPointerEnter={menu.preload}
          onFocus={menu.preload}
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
      </Hint>
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
        {NotificationMenu ? (
          <NotificationMenu list={list} loading={loading} unreadAtOpen={unreadAtOpen} onClose={close} />
        ) : null}
      </Popover>
    </>
  );
}
