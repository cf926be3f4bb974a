import ArrowBack from "@mui/icons-material/ArrowBack";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage, ConversationItem } from "../api.ts";
import { conversationTitle, dayLabel, fullTimestamp, threadRows, timeOfDay } from "../chat-rules.ts";
import { CompanyAvatar } from "./company-avatar.tsx";
import { MessageAttachments } from "./message-attachments.tsx";
import { subjectLabel } from "./subject-label.ts";

export type MessageThreadProps = {
  conversation: ConversationItem;
  messages: ChatMessage[];
  loading: boolean;
  error: ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Shown on narrow screens, where the list and the thread are two steps. */
  onBack: (() => void) | null;
  /** The composer, or the read-only note. */
  footer: ReactNode;
  /** Staff read from outside: both companies are named, and nothing is "yours". */
  staff: boolean;
};

const NEAR_BOTTOM_PX = 120;

/** The right pane: who the conversation is with, the messages by day (newest at the bottom) and the composer. */
export function MessageThread(props: MessageThreadProps) {
  const { t } = useTranslation("chat");
  const { conversation, messages } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{
    conversation: number;
    firstId: number;
    lastId: number;
    height: number;
    nearBottom: boolean;
  }>(null);
  const subject = subjectLabel(t, conversation.subject);
  const now = new Date();

  // Newest at the bottom: follow new messages when the reader is at the bottom (or sent them); keep the place
  // when older messages are put on top.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const firstId = messages[0]?.id ?? 0;
    const lastMessage = messages.at(-1);
    const lastId = lastMessage?.id ?? 0;
    const before = last.current;
    if (!before || before.conversation !== conversation.id) {
      el.scrollTop = el.scrollHeight;
    } else if (lastId !== before.lastId) {
      if (before.nearBottom || lastMessage?.mine) el.scrollTop = el.scrollHeight;
    } else if (firstId !== before.firstId) {
      el.scrollTop += el.scrollHeight - before.height;
    }
    last.current = {
      conversation: conversation.id,
      firstId,
      lastId,
      height: el.scrollHeight,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX,
    };
  }, [messages, conversation.id]);

  const onScroll = () => {
    const el = scroller.current;
    if (el && last.current) {
      last.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      last.current.height = el.scrollHeight;
    }
  };

  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}
      data-testid="chat-thread"
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: "center", px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: "divider" }}
      >
        {props.onBack ? (
          <IconButton
            onClick={props.onBack}
            aria-label={t("thread.back")}
            data-testid="chat-back"
            edge="start"
          >
            <ArrowBack />
          </IconButton>
        ) : null}
        <CompanyAvatar company={conversation.company} size={36} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" noWrap sx={{ fontWeight: 700 }} data-testid="chat-thread-title">
            {conversationTitle(conversation, props.staff)}
          </Typography>
          {subject ? <Chip size="small" label={subject} variant="outlined" sx={{ mt: 0.25 }} /> : null}
        </Box>
      </Stack>
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t("thread.messages", { company: conversation.company.name })}
        // The keyboard reaches and scrolls the messages, which hold no control (WCAG 2.1.1).
        tabIndex={0}
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: "auto",
          px: { xs: 1.5, sm: 3 },
          py: 2,
          bgcolor: "action.hover",
        }}
        data-testid="chat-messages"
      >
        {props.hasOlder ? (
          <Box sx={{ display: "flex", justifyContent: "center", mb: 1 }}>
            <Button size="small" onClick={props.onLoadOlder} disabled={props.loadingOlder}>
              {t("thread.loadOlder")}
            </Button>
          </Box>
        ) : null}
        {props.loading ? (
          <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
            <CircularProgress />
          </Box>
        ) : props.error ? (
          <Alert severity="error">{props.error}</Alert>
        ) : messages.length === 0 ? (
          <Stack
            spacing={1}
            sx={{ alignItems: "center", justifyContent: "center", textAlign: "center", height: "100%" }}
          >
            <ChatOutlined color="disabled" sx={{ fontSize: 44 }} />
            <Typography sx={{ fontWeight: 600 }}>{t("thread.emptyTitle")}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t("thread.emptyText", { company: conversation.company.name })}
            </Typography>
          </Stack>
        ) : (
          threadRows(messages).map((row) => {
            if (row.kind === "day") {
              const label = dayLabel(row.key, now);
              return (
                <Box key={`day-${row.key}`} sx={{ display: "flex", justifyContent: "center", my: 1.5 }}>
                  <Chip
                    size="small"
                    label={label.kind === "date" ? label.text : t(`thread.${label.kind}`)}
                    sx={{ bgcolor: "background.paper", fontWeight: 600 }}
                    data-testid="chat-day"
                  />
                </Box>
              );
            }
            const { message, showSender } = row;
            return (
              <Box
                key={message.id}
                sx={{
                  display: "flex",
                  flexDirection: "column",
                  alignItems: message.mine ? "flex-end" : "flex-start",
                  mt: showSender ? 1.5 : 0.5,
                }}
                data-testid="chat-message"
                data-mine={message.mine ? "true" : "false"}
              >
                {showSender ? (
                  <Typography variant="caption" color="text.secondary" sx={{ px: 1, fontWeight: 600 }}>
                    {message.mine && !props.staff
                      ? `${t("thread.you")} · ${message.sender_name}`
                      : message.sender_name}
                  </Typography>
                ) : null}
                <Box
                  sx={{
                    maxWidth: { xs: "88%", sm: "72%" },
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    borderTopRightRadius: message.mine && showSender ? 4 : undefined,
                    borderTopLeftRadius: !message.mine && showSender ? 4 : undefined,
                    bgcolor: message.mine ? "primary.main" : "background.paper",
                    color: message.mine ? "primary.contrastText" : "text.primary",
                    boxShadow: message.mine ? 0 : 1,
                  }}
                >
                  <MessageAttachments
                    conversationId={conversation.id}
                    attachments={message.attachments}
                    mine={message.mine}
                  />
                  {message.body ? (
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                      data-testid="chat-message-body"
                    >
                      {message.body}
                    </Typography>
                  ) : null}
                  <Tooltip title={fullTimestamp(message.created_at)}>
                    <Typography
                      component="time"
                      dateTime={message.created_at}
                      variant="caption"
                      sx={{ display: "block", textAlign: "right", opacity: 0.75, mt: 0.25 }}
                    >
                      {timeOfDay(message.created_at)}
                    </Typography>
                  </Tooltip>
                </Box>
              </Box>
            );
          })
        )}
      </Box>
      {props.footer}
    </Box>
  );
}
