import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutline";
import { Badge, IconButton, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

export type ChatButtonProps = { unread: number };

/** §2.5 chat icon with the unread messages; shown per showChatIcon once the chat screen exists. */
export function ChatButton({ unread }: ChatButtonProps) {
  const { t } = useTranslation("shell");
  const label = unread > 0 ? t("topBar.chatUnread", { count: unread }) : t("topBar.chat");
  return (
    <Tooltip title={t("topBar.chat")}>
      <IconButton component={RouterLink} to="/chat_component" aria-label={label} data-testid="chat-icon">
        <Badge color="error" badgeContent={unread} max={99}>
          <ChatBubbleOutline />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
