import type { RoleId } from "@mkt/contracts";
import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutline";
import SpeakerNotesOffOutlined from "@mui/icons-material/SpeakerNotesOffOutlined";
import { Badge, IconButton } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Hint } from "../../../shared/components/hint.tsx";
import { chatIconMode, useChatLimitation } from "../../chat/index.ts";
import { openBlockedFeature } from "../../plans/index.ts";

const MAX_BADGE = 99;

export type ChatButtonProps = { unread: number; userId: number; roleId: RoleId };

/**
 * §2.5 chat icon with the unread messages; shown per showChatIcon once the chat screen exists. §4: with the chat
 * limitation blocked (and nothing unread) it opens the blocked-feature modal instead of the chat.
 */
export function ChatButton({ unread, userId, roleId }: ChatButtonProps) {
  const { t } = useTranslation("shell");
  const limitation = useChatLimitation(userId, roleId).data;
  if (limitation && chatIconMode(limitation, unread) === "blocked") {
    return (
      <Hint title={t("topBar.chatBlocked")}>
        <IconButton
          onClick={() => openBlockedFeature(limitation)}
          aria-label={t("topBar.chatBlocked")}
          data-testid="chat-icon"
          data-blocked="true"
        >
          <SpeakerNotesOffOutlined />
        </IconButton>
      </Hint>
    );
  }
  // The name holds the badge's visible text (WCAG 2.5.3 label in name): "99+" past 99, and no "0" left in the
  // hidden badge when nothing is unread.
  const shown = unread > MAX_BADGE ? `${MAX_BADGE}+` : String(unread);
  const label = unread > 0 ? t("topBar.chatUnread", { count: shown }) : t("topBar.chat");
  return (
    <Hint title={t("topBar.chat")}>
      <IconButton component={RouterLink} to="/chat_component" aria-label={label} data-testid="chat-icon">
        <Badge
          color="error"
          badgeContent={unread > 0 ? unread : null}
          max={MAX_BADGE}
          data-testid="chat-unread"
        >
          <ChatBubbleOutline />
        </Badge>
      </IconButton>
    </Hint>
  );
}
