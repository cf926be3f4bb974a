import { COMPANY_ADMIN_ROLES, isRoleId, isStaffRole, ROLE, roleIn } from "@mkt/contracts";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { usePageKeys } from "../../../shared/routing/page-keys.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import {
  threadOf,
  useChatLimitation,
  useConversation,
  useConversations,
  useMessages,
  useSendMessage,
} from "../api.ts";
import { chatPlansPath, withOpenConversation } from "../chat-rules.ts";
import { ChatBlockedCard } from "../components/chat-blocked-card.tsx";
import { Composer } from "../components/composer.tsx";
import { ConversationList } from "../components/conversation-list.tsx";
import { MessageThread } from "../components/message-thread.tsx";
import { useMarkReadOnView } from "../hooks/use-mark-read-on-view.ts";
import { useOpenByCompany } from "../hooks/use-open-by-company.ts";

/** The pane height: the viewport below the top bar, less the page padding (and the breadcrumb bar on phones). */
const PANE_HEIGHT = { xs: "calc(100dvh - 64px - 48px - 32px)", md: "calc(100dvh - 64px - 48px)" };

/**
 * /chat_component (§2.2): the conversations on the left, the open thread on the right (two steps on narrow
 * screens). Messages arrive over the push channel, with polling every 180 s as the fallback; a plan without
 * chat shows the plan-purchase invitation instead (§5).
 */
export function ChatPage() {
  const roleId = useSession()?.user.role_id;
  // A company administrator's company takes part in no conversation (chat is between a client and a provider; the
  // API refuses it): like the menu, the address leads home.
  if (roleIn(COMPANY_ADMIN_ROLES, roleId)) return <RedirectHome />;
  return <ChatScreen />;
}

function ChatScreen() {
  const session = useSession();
  const user = session?.user;
  const userId = user?.id ?? 0;
  const roleId = user && isRoleId(user.role_id) ? user.role_id : ROLE.CLIENT;
  const staff = isStaffRole(roleId);
  const { t } = useTranslation("chat");
  const language = useLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const [params, setParams] = useAddressParams();

  const pageKeys = usePageKeys();
  const limitation = useChatLimitation(userId, roleId, !staff);
  const blocked = limitation.data?.blocked === true;
  const ready = !limitation.isLoading && !blocked;
  const opener = useOpenByCompany(ready);
  const openId = Number(params.get("c")) || null;

  const list = useConversations(userId, ready);
  const open = useConversation(ready ? openId : null);
  const thread = useMessages(ready && open.data ? openId : null);
  const messages = threadOf(thread.data);
  const send = useSendMessage(openId ?? 0, userId);
  useMarkReadOnView(userId, openId, messages, !staff && thread.isSuccess);

  if (limitation.isLoading) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (blocked) {
    // The plans page only while the page key my_plans leaves it open (else: ask the account owner).
    const plansPath = chatPlansPath(roleId);
    return <ChatBlockedCard plansPath={plansPath && pageKeys.opens(plansPath) ? plansPath : null} />;
  }

  const items = withOpenConversation(list.data?.pages.flatMap((p) => p.items) ?? [], open.data);
  const select = (id: number | null) => setParams(id === null ? {} : { c: String(id) });
  const showList = !narrow || openId === null;
  const showThread = !narrow || openId !== null;

  // No conversation at all (and none being opened): one message over the whole card, on phones too, saying where a
  // conversation starts instead of asking to pick one on the left.
  const none = list.isSuccess && items.length === 0 && openId === null && !opener.opening;
  const clientSide = user?.company_type === "client";
  const noneText = staff ? t("none.staff") : clientSide ? t("none.client") : t("none.provider");

  const listHeadingId = "chat-list-heading";
  const listPane = (
    <Box
      sx={{
        width: { xs: "100%", md: 340 },
        flexShrink: 0,
        borderRight: { md: 1 },
        borderColor: { md: "divider" },
        display: "flex",
        flexDirection: "column",
        minHeight: 0,
      }}
    >
      <Typography
        component="h2"
        id={listHeadingId}
        sx={{ fontWeight: 700, px: 2, py: 1.75, borderBottom: 1, borderColor: "divider" }}
      >
        {t("list.heading")}
      </Typography>
      {/* A scrolling pane the keyboard can reach and scroll even while it holds no control (WCAG 2.1.1). */}
      <Box
        role="region"
        aria-labelledby={listHeadingId}
        tabIndex={0}
        sx={{ flex: 1, overflowY: "auto", minHeight: 0 }}
      >
        {list.isPending ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
            <CircularProgress />
          </Box>
        ) : list.isError ? (
          <Box sx={{ m: 2 }}>
            <ErrorAlert
              error={list.error}
              retry={{ label: t("thread.retry"), onClick: () => void list.refetch() }}
            />
          </Box>
        ) : (
          <ConversationList
            items={items}
            selectedId={openId}
            onSelect={select}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            staff={staff}
          />
        )}
      </Box>
    </Box>
  );

  let threadPane: ReactNode;
  if (opener.opening || (openId !== null && open.isPending)) {
    threadPane = (
      <Stack spacing={2} sx={{ alignItems: "center", justifyContent: "center", height: "100%" }}>
        <CircularProgress />
        <Typography color="text.secondary">{t("thread.opening")}</Typography>
      </Stack>
    );
  } else if (openId !== null && open.data) {
    threadPane = (
      <MessageThread
        conversation={open.data}
        messages={messages}
        loading={thread.isPending}
        error={thread.isError ? errorText(thread.error, language) : null}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onBack={narrow ? () => select(null) : null}
        staff={staff}
        footer={
          staff ? (
            <Alert severity="info" sx={{ borderRadius: 0 }}>
              {t("thread.readOnly")}
            </Alert>
          ) : (
            <Composer key={open.data.id} onSend={(message) => send.mutateAsync(message)} />
          )
        }
      />
    );
  } else {
    const failure = openId !== null ? open.error : null;
    threadPane = (
      <Stack
        spacing={1}
        sx={{ alignItems: "center", justifyContent: "center", textAlign: "center", height: "100%", px: 3 }}
        data-testid="chat-pick"
      >
        {failure ? (
          <>
            <Alert severity="error" data-testid="chat-thread-error">
              {errorText(failure, language)}
            </Alert>
            {narrow ? <Button onClick={() => select(null)}>{t("thread.back")}</Button> : null}
          </>
        ) : (
          <>
            <ForumOutlined color="disabled" sx={{ fontSize: 56 }} />
            <Typography sx={{ fontWeight: 600 }}>{t("thread.pickTitle")}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t("thread.pickText")}
            </Typography>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {opener.error ? (
        <Alert severity="error" data-testid="chat-open-error">
          {errorText(opener.error, language)}
        </Alert>
      ) : null}
      <Card
        sx={{ display: "flex", height: PANE_HEIGHT, minHeight: 420, overflow: "hidden" }}
        data-testid="chat-page"
      >
        {none ? (
          <Stack
            spacing={1}
            sx={{ flex: 1, alignItems: "center", justifyContent: "center", textAlign: "center", px: 3 }}
            data-testid="chat-none"
          >
            <ForumOutlined color="disabled" sx={{ fontSize: 56 }} />
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {t("none.title")}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520 }}>
              {noneText}
            </Typography>
          </Stack>
        ) : (
          <>
            {showList ? listPane : null}
            {showThread ? <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>{threadPane}</Box> : null}
          </>
        )}
      </Card>
    </Stack>
  );
}
