import { isServiceTargetAnswerable, type ServiceRequest, type ServiceRequestTarget } from "@mkt/contracts";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import CloseIcon from "@mui/icons-material/Close";
import DoNotDisturb from "@mui/icons-material/DoNotDisturbOutlined";
import RequestQuote from "@mui/icons-material/RequestQuoteOutlined";
import { Box, Button, Drawer, IconButton, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../shared/components/query-state.tsx";
import { isImplementedState } from "../../shared/routing/implemented-states.ts";
import { useStartConversation } from "../chat/index.ts";
import { useIncomingRequest } from "./incoming-api.ts";
import { IncomingDeclineDialog } from "./incoming-decline-dialog.tsx";
import { IncomingProposalDialog } from "./incoming-proposal-dialog.tsx";
import { IncomingRequestDetail } from "./incoming-request-detail.tsx";

/** Send quote and Decline while the target is answerable and the request open; the chat with the client. */
function Actions({ request, target }: { request: ServiceRequest; target: ServiceRequestTarget }) {
  const { t } = useTranslation("incoming-service-requests");
  const { start: startChat, pending: chatPending } = useStartConversation();
  const [dialog, setDialog] = useState<"proposal" | "decline" | null>(null);
  const answerable = request.status === "open" && isServiceTargetAnswerable(target.status);
  const chat = isImplementedState("chat_component");
  if (!answerable && !chat) return null;
  const openChat = () =>
    startChat({
      companyId: request.client.id,
      subject: { type: "service_request", id: target.id },
      conversationId: target.conversation_id,
    });
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {answerable ? (
          <>
            <Button
              variant="contained"
              startIcon={<RequestQuote />}
              onClick={() => setDialog("proposal")}
              data-testid="incoming-send-quote"
            >
              {t("detail.sendQuote")}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DoNotDisturb />}
              onClick={() => setDialog("decline")}
              data-testid="incoming-decline"
            >
              {t("detail.decline")}
            </Button>
          </>
        ) : null}
        {chat ? (
          <Button
            variant="outlined"
            startIcon={<ChatOutlined />}
            onClick={openChat}
            disabled={chatPending}
            data-testid="incoming-chat"
          >
            {t("detail.chat")}
          </Button>
        ) : null}
      </Stack>
      {dialog === "proposal" ? (
        <IncomingProposalDialog request={request} targetId={target.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "decline" ? (
        <IncomingDeclineDialog targetId={target.id} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

function IncomingRequestBody({ request, targetId }: { request: ServiceRequest; targetId: number }) {
  const target = request.targets.find((item) => item.id === targetId) ?? request.targets[0];
  if (!target) return null;
  return (
    <IncomingRequestDetail
      request={request}
      target={target}
      actions={<Actions request={request} target={target} />}
    />
  );
}

/** One received request beside the list (GET service-requests/incoming/:targetId, which marks it viewed). */
export function IncomingRequestDrawer({
  targetId,
  onClose,
}: {
  targetId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("incoming-service-requests");
  const detail = useIncomingRequest(targetId);
  return (
    <Drawer anchor="right" open={targetId !== null} onClose={onClose}>
      <Box sx={{ width: { xs: "100vw", sm: 560 }, p: 3, position: "relative" }} data-testid="incoming-drawer">
        <IconButton
          aria-label={t("detail.close")}
          onClick={onClose}
          sx={{ position: "absolute", top: 12, right: 12 }}
        >
          <CloseIcon />
        </IconButton>
        {targetId === null ? null : (
          <QueryState query={detail}>
            {(request) => <IncomingRequestBody request={request} targetId={targetId} />}
          </QueryState>
        )}
      </Box>
    </Drawer>
  );
}
