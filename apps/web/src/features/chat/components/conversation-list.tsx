import AttachFile from "@mui/icons-material/AttachFile";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import {
  Badge,
  Box,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { ConversationItem } from "../api.ts";
import { conversationTitle, listTime } from "../chat-rules.ts";
import { CompanyAvatar } from "./company-avatar.tsx";
import { subjectLabel } from "./subject-label.ts";

export type ConversationListProps = {
  items: ConversationItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Staff read from outside: both companies are named, and nothing is "yours". */
  staff: boolean;
};

/** The left pane: one row per conversation, newest activity first, with the unread badge. */
export function ConversationList(props: ConversationListProps) {
  const { t } = useTranslation("chat");
  const now = new Date();
  if (props.items.length === 0) {
    return (
      <Stack
        spacing={1}
        sx={{ alignItems: "center", textAlign: "center", px: 3, py: 6 }}
        data-testid="chat-list-empty"
      >
        <ForumOutlined color="disabled" sx={{ fontSize: 48 }} />
        <Typography sx={{ fontWeight: 600 }}>{t("list.emptyTitle")}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t("list.emptyText")}
        </Typography>
      </Stack>
    );
  }
  return (
    <Box>
      <List disablePadding data-testid="chat-list">
        {props.items.map((item) => {
          const at = item.last_message?.created_at ?? item.created_at;
          const subject = subjectLabel(t, item.subject);
          const bold = item.unread > 0;
          // Each conversation is a list item holding its button (a list may only hold items).
          return (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                selected={item.id === props.selectedId}
                onClick={() => props.onSelect(item.id)}
                data-testid="chat-list-item"
                data-conversation-id={item.id}
                aria-current={item.id === props.selectedId ? "true" : undefined}
                sx={{ alignItems: "flex-start", py: 1.25, borderBottom: 1, borderColor: "divider" }}
              >
                <ListItemAvatar sx={{ minWidth: 52, mt: 0.25 }}>
                  <CompanyAvatar company={item.company} />
                </ListItemAvatar>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
                    <Typography noWrap sx={{ flex: 1, fontWeight: bold ? 700 : 600 }}>
                      {conversationTitle(item, props.staff)}
                    </Typography>
                    <Typography
                      variant="caption"
                      color={bold ? "primary" : "text.secondary"}
                      sx={{ flexShrink: 0, fontWeight: bold ? 700 : 400 }}
                    >
                      {listTime(at, now)}
                    </Typography>
                  </Stack>
                  {subject ? (
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {subject}
                    </Typography>
                  ) : null}
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Typography
                      variant="body2"
                      noWrap
                      color={bold ? "text.primary" : "text.secondary"}
                      sx={{ flex: 1, fontWeight: bold ? 600 : 400 }}
                    >
                      {item.last_message ? (
                        <>
                          {item.last_message.mine && !props.staff ? `${t("list.you")} ` : ""}
                          {item.last_message.attachments ? (
                            <AttachFile
                              aria-label={t("attachments.files", { count: item.last_message.attachments })}
                              sx={{ fontSize: 15, verticalAlign: "-3px", mr: 0.25 }}
                              data-testid="chat-list-attachments"
                            />
                          ) : null}
                          {item.last_message.preview}
                        </>
                      ) : (
                        t("list.noMessages")
                      )}
                    </Typography>
                    {bold ? (
                      <Badge
                        color="error"
                        badgeContent={item.unread}
                        max={99}
                        aria-label={t("list.unread", { count: item.unread })}
                        data-testid="chat-list-unread"
                        sx={{ "& .MuiBadge-badge": { position: "static", transform: "none" }, mr: 0.5 }}
                      />
                    ) : null}
                  </Stack>
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {props.hasMore ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 1 }}>
          <Button size="small" onClick={props.onLoadMore} disabled={props.loadingMore}>
            {t("list.loadMore")}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
