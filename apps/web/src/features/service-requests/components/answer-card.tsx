import type { ServiceRequestTarget } from "@mkt/contracts";
import Chat from "@mui/icons-material/Chat";
import Description from "@mui/icons-material/Description";
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { isImplementedState } from "../../../shared/routing/implemented-states.ts";
import { conversationPath, useStartConversation } from "../../chat/index.ts";
import { formatDate } from "../../collaborations/index.ts";
import { catalogueServicePath, collaborationPath, euros } from "../format.ts";
import { TargetStatusChip } from "./status-chip.tsx";

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Chat with the supplier about this service: the existing conversation, else one started on the target. */
function ChatButton({ target }: { target: ServiceRequestTarget }) {
  const { t } = useTranslation("service-requests");
  const { start, pending } = useStartConversation();
  if (!isImplementedState("chat_component")) return null;
  if (target.conversation_id !== null)
    return (
      <Button component={RouterLink} to={conversationPath(target.conversation_id)} startIcon={<Chat />}>
        {t("detail.chat")}
      </Button>
    );
  return (
    <Button
      startIcon={<Chat />}
      disabled={pending}
      data-testid={`target-chat-${target.id}`}
      onClick={() =>
        start({ companyId: target.supplier.id, subject: { type: "service_request", id: target.id } })
      }
    >
      {t("detail.chat")}
    </Button>
  );
}

export type AnswerCardProps = {
  target: ServiceRequestTarget;
  cheapest: boolean;
  /** The request is open and the answer is a price: the client may accept it. */
  acceptable: boolean;
  onAccept: (target: ServiceRequestTarget) => void;
};

/** One targeted service and its supplier's answer: a column of the side-by-side comparison. */
export function AnswerCard({ target, cheapest, acceptable, onAccept }: AnswerCardProps) {
  const { t } = useTranslation("service-requests");
  const language = useLanguage();
  const { service, answer } = target;
  return (
    <Card
      variant="outlined"
      data-testid={`answer-${target.id}`}
      data-cheapest={cheapest ? "true" : undefined}
      sx={{
        display: "flex",
        flexDirection: "column",
        borderWidth: cheapest ? 2 : 1,
        borderColor: cheapest ? "success.main" : "divider",
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 0.5 }}>
              <TargetStatusChip status={target.status} />
              {cheapest ? (
                <Chip
                  size="small"
                  color="success"
                  label={t("detail.cheapest")}
                  data-testid="answer-cheapest"
                />
              ) : null}
            </Stack>
            <Link
              component={RouterLink}
              to={catalogueServicePath(service.id)}
              variant="subtitle1"
              sx={{ fontWeight: 700, display: "block" }}
            >
              {service.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {target.supplier.name}
            </Typography>
          </Box>
          <Field label={t("detail.rating")}>
            {service.rating_avg !== null && service.rating_count > 0
              ? t("detail.ratingValue", {
                  value: service.rating_avg.toLocaleString(language, { maximumFractionDigits: 1 }),
                  count: service.rating_count,
                })
              : t("detail.noRating")}
          </Field>
          {answer ? (
            <>
              <Field label={t("detail.price")} testId={`answer-price-${target.id}`}>
                <Box component="span" sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
                  {t("detail.euros", { amount: euros(answer.price, language) })}
                </Box>{" "}
                <Typography variant="caption" color="text.secondary" component="span">
                  {t("detail.vatExcluded")}
                </Typography>
              </Field>
              <Field label={t("detail.deliveryDate")}>{formatDate(answer.delivery_date, language)}</Field>
              {answer.note ? <Field label={t("detail.note")}>{answer.note}</Field> : null}
              {answer.document_name ? (
                <Field label={t("detail.document")}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                    <Description fontSize="small" color="action" />
                    <span>{answer.document_name}</span>
                  </Stack>
                </Field>
              ) : null}
            </>
          ) : null}
          {target.decline_reason ? (
            <Field label={t("detail.declineReason")}>{target.decline_reason}</Field>
          ) : null}
          {!answer && (target.status === "sent" || target.status === "viewed") ? (
            <Typography variant="body2" color="text.secondary">
              {t("detail.awaiting")}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap", gap: 1, px: 2, pb: 2 }}>
        {acceptable ? (
          <Button variant="contained" onClick={() => onAccept(target)} data-testid={`accept-${target.id}`}>
            {t("detail.accept")}
          </Button>
        ) : null}
        {target.collaboration_id !== null && isImplementedState("collaborations_request") ? (
          <Button
            variant="contained"
            color="success"
            component={RouterLink}
            to={collaborationPath(target.collaboration_id)}
            data-testid={`collaboration-${target.id}`}
          >
            {t("detail.collaboration")}
          </Button>
        ) : null}
        <ChatButton target={target} />
      </CardActions>
    </Card>
  );
}
