import type { ServiceRequest, ServiceRequestTarget } from "@mkt/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { formatDate } from "../../collaborations/index.ts";
import { useAcceptServiceRequest, useCancelServiceRequest, useServiceRequest } from "../api.ts";
import { AnswerCard } from "../components/answer-card.tsx";
import { RequestStatusChip } from "../components/status-chip.tsx";
import { cheapestTargetId, euros } from "../format.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Box>
  );
}

/** The request and its answers side by side; accept one answer or cancel the request while it is open. */
function RequestComparison({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation("service-requests");
  const language = useLanguage();
  const { notify } = useNotice();
  const accept = useAcceptServiceRequest(request.id);
  const cancel = useCancelServiceRequest(request.id);
  const [accepting, setAccepting] = useState<ServiceRequestTarget | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const open = request.status === "open";
  const cheapest = cheapestTargetId(request.targets);
  const columns = request.targets.length;

  const confirmAccept = () => {
    if (!accepting) return;
    accept.mutate(accepting.id, {
      onSuccess: () => {
        setAccepting(null);
        notify(t("detail.accepted"), "success");
      },
      onError: (error) => {
        setAccepting(null);
        notify(errorText(error, language));
      },
    });
  };
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setCancelling(false);
        notify(t("detail.cancelled"), "success");
      },
      onError: (error) => {
        setCancelling(false);
        notify(errorText(error, language));
      },
    });

  return (
    <Stack spacing={3} data-testid="service-request-detail">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {request.title}
            </Typography>
            <RequestStatusChip status={request.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t("detail.sentOn", { date: formatDate(request.created_at, language) })}
          </Typography>
        </Box>
        {open ? (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setCancelling(true)}
            data-testid="request-cancel"
          >
            {t("detail.cancel")}
          </Button>
        ) : null}
      </Stack>
      <Box>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t("detail.scope")}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{request.scope}</Typography>
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 4 }}>
        <Fact label={t("detail.budget")}>
          {request.budget === null
            ? t("detail.noBudget")
            : `${t("detail.euros", { amount: euros(request.budget, language) })} ${t("detail.vatExcluded")}`}
        </Fact>
        {request.start_date ? (
          <Fact label={t("detail.startDate")}>{formatDate(request.start_date, language)}</Fact>
        ) : null}
        <Fact label={t("detail.deadline")}>{formatDate(request.deadline, language)}</Fact>
      </Stack>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t("detail.answers")}
        </Typography>
        <Box
          data-testid="service-request-answers"
          sx={{
            display: "grid",
            gap: 2,
            alignItems: "stretch",
            gridTemplateColumns: {
              xs: "1fr",
              md: `repeat(${Math.min(columns, 3)}, minmax(0, 1fr))`,
              lg: `repeat(${columns}, minmax(0, 1fr))`,
            },
          }}
        >
          {request.targets.map((target) => (
            <AnswerCard
              key={target.id}
              target={target}
              cheapest={target.id === cheapest}
              acceptable={open && target.status === "quoted" && target.answer !== null}
              onAccept={setAccepting}
            />
          ))}
        </Box>
      </Box>
      <ConfirmDialog
        open={accepting !== null}
        title={t("detail.acceptTitle")}
        text={t("detail.acceptText", {
          supplier: accepting?.supplier.name ?? "",
          amount: accepting?.answer ? euros(accepting.answer.price, language) : "",
        })}
        confirmLabel={t("detail.accept")}
        cancelLabel={t("form.cancel")}
        pending={accept.isPending}
        onConfirm={confirmAccept}
        onCancel={() => setAccepting(null)}
      />
      <ConfirmDialog
        open={cancelling}
        danger
        title={t("detail.cancelTitle")}
        text={t("detail.cancelText")}
        confirmLabel={t("detail.confirmCancel")}
        cancelLabel={t("detail.keep")}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(false)}
      />
    </Stack>
  );
}

/** /service_requests/:id: one quote request of the client's company with the answers compared. */
export function ServiceRequestDetailPage() {
  const { t } = useTranslation("service-requests");
  const { id } = useParams();
  const requestId = /^[1-9]\d{0,9}$/.test(id ?? "") ? Number(id) : null;
  const detail = useServiceRequest(requestId);
  return (
    <Card data-testid="service-request-detail-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Button component={RouterLink} to="/service_requests" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          {t("detail.back")}
        </Button>
        {requestId === null ? (
          <Typography color="text.secondary" sx={{ py: 3 }} data-testid="service-request-not-found">
            {t("detail.notFound")}
          </Typography>
        ) : (
          <QueryState
            query={detail}
            retry={{ label: t("detail.retry"), onClick: () => void detail.refetch() }}
          >
            {(request) => <RequestComparison request={request} />}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
