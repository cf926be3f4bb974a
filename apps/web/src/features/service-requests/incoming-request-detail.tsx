import type { ServiceRequest, ServiceRequestTarget } from "@mkt/contracts";
import { Alert, Box, Divider, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { formatDay, formatEuro } from "../needs/index.ts";
import { IncomingStatusChip } from "./incoming-status-chip.tsx";

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: "pre-line" }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** The answer the supplier sent: its quote, or its reason for declining. */
function SentAnswer({ target }: { target: ServiceRequestTarget }) {
  const { t } = useTranslation("incoming-service-requests");
  const language = useLanguage();
  if (target.answer) {
    const answer = target.answer;
    return (
      <Stack spacing={1.5} data-testid="incoming-answer">
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t("detail.answerTitle")}
        </Typography>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Field label={t("detail.price")} testId="incoming-answer-price">
            {formatEuro(answer.price, language)}
          </Field>
          <Field label={t("detail.deliveryDate")} testId="incoming-answer-delivery">
            {formatDay(answer.delivery_date)}
          </Field>
        </Stack>
        {answer.note ? <Field label={t("detail.note")}>{answer.note}</Field> : null}
        {answer.document_name ? <Field label={t("detail.document")}>{answer.document_name}</Field> : null}
        <Typography variant="caption" color="text.secondary">
          {t("detail.answeredOn", { date: formatDay(answer.created_at) })}
        </Typography>
      </Stack>
    );
  }
  if (target.status === "declined")
    return (
      <Stack spacing={1} data-testid="incoming-declined">
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t("detail.declinedTitle")}
        </Typography>
        {target.decline_reason ? (
          <Field label={t("detail.declineReason")} testId="incoming-decline-reason-text">
            {target.decline_reason}
          </Field>
        ) : null}
      </Stack>
    );
  return null;
}

/** How the request ended for this supplier: accepted, another supplier chosen, cancelled by the client. */
function Outcome({ target }: { target: ServiceRequestTarget }) {
  const { t } = useTranslation("incoming-service-requests");
  if (target.status === "accepted")
    return (
      <Alert severity="success" data-testid="incoming-outcome">
        {t("detail.accepted")}
      </Alert>
    );
  if (target.status === "not_chosen")
    return (
      <Alert severity="info" data-testid="incoming-outcome">
        {t("detail.notChosen")}
      </Alert>
    );
  if (target.status === "cancelled")
    return (
      <Alert severity="warning" data-testid="incoming-outcome">
        {t("detail.cancelled")}
      </Alert>
    );
  return null;
}

/** A received request as the supplier reads it: client, service, scope, budget, dates, then its answer. */
export function IncomingRequestDetail({
  request,
  target,
  actions,
}: {
  request: ServiceRequest;
  target: ServiceRequestTarget;
  actions: ReactNode;
}) {
  const { t } = useTranslation("incoming-service-requests");
  const language = useLanguage();
  return (
    <Stack spacing={2} data-testid="incoming-detail">
      <Box sx={{ pr: 5 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {request.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 0.5 }}>
          <IncomingStatusChip status={target.status} />
          <Typography variant="caption" color="text.secondary">
            {t("detail.receivedOn", { date: formatDay(request.created_at) })}
          </Typography>
        </Stack>
      </Box>
      <Outcome target={target} />
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Field label={t("detail.client")} testId="incoming-detail-client">
          {request.client.name}
        </Field>
        <Field label={t("detail.service")} testId="incoming-detail-service">
          {target.service.title}
        </Field>
      </Stack>
      <Field label={t("detail.scope")} testId="incoming-detail-scope">
        {request.scope}
      </Field>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Field label={t("detail.budget")} testId="incoming-detail-budget">
          {request.budget === null ? t("detail.noBudget") : formatEuro(request.budget, language)}
        </Field>
        <Field label={t("detail.startDate")}>
          {request.start_date ? formatDay(request.start_date) : t("detail.noStartDate")}
        </Field>
        <Field label={t("detail.deadline")} testId="incoming-detail-deadline">
          {formatDay(request.deadline)}
        </Field>
      </Stack>
      {actions}
      {target.answer || target.status === "declined" ? (
        <>
          <Divider />
          <SentAnswer target={target} />
        </>
      ) : null}
    </Stack>
  );
}
