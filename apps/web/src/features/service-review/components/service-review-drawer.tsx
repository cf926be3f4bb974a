import type { Language, ServiceContent, ServiceDetail } from "@mkt/contracts";
import Close from "@mui/icons-material/Close";
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServiceDetail } from "../api.ts";
import { dateTimeLabel } from "../format.ts";
import { DecisionActions } from "./decision-actions.tsx";
import { ServiceCompare } from "./service-compare.tsx";
import { ServiceContentView } from "./service-content-view.tsx";
import { ServiceStatusChip } from "./service-status-chip.tsx";

export type ServiceReviewDrawerProps = { serviceId: number | null; onClose: () => void };

/**
 * Staff view of one service: a drawer on a desktop, the whole screen on a phone. A submitted service shows its
 * live version and the submitted one side by side (changes highlighted) with Approve and Reject; any other
 * service is read-only.
 */
export function ServiceReviewDrawer({ serviceId, onClose }: ServiceReviewDrawerProps) {
  const { t } = useTranslation("service-review");
  return (
    <Drawer
      anchor="right"
      open={serviceId !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", md: 960 }, maxWidth: "100%" } } }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <IconButton onClick={onClose} aria-label={t("detail.close")} data-testid="service-detail-close">
          <Close />
        </IconButton>
      </Box>
      {serviceId !== null ? <ServiceReview key={serviceId} serviceId={serviceId} onClose={onClose} /> : null}
    </Drawer>
  );
}

const titleOf = (content: ServiceContent, language: Language) =>
  language === "it" ? content.title_it : content.title_en;

function ServiceReview({ serviceId, onClose }: { serviceId: number; onClose: () => void }) {
  const { t } = useTranslation("service-review");
  const language = useLanguage();
  const detail = useServiceDetail(serviceId);
  const [conflict, setConflict] = useState(false);

  if (detail.isPending)
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
        <CircularProgress />
      </Box>
    );
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {errorText(detail.error, language)}
      </Alert>
    );
  const service = detail.data;
  const shown = service.working?.content ?? service.live;
  const title = shown ? titleOf(shown, language) : `#${service.id}`;
  return (
    <Stack spacing={2.5} sx={{ px: { xs: 2, sm: 3 }, pb: 4 }} data-testid="service-detail">
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, wordBreak: "break-word" }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ wordBreak: "break-word" }}>
          {service.company_name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}>
          <ServiceStatusChip status={service.status} />
          {service.published ? (
            <Chip size="small" color="success" variant="outlined" label={t("published")} />
          ) : null}
          {service.working?.submitted_at && service.status === "submitted" ? (
            <Typography variant="body2" color="text.secondary">
              {t("detail.submittedAt", { date: dateTimeLabel(service.working.submitted_at, language) })}
            </Typography>
          ) : null}
          {service.approved_at ? (
            <Typography variant="body2" color="text.secondary">
              {t("detail.approvedAt", { date: dateTimeLabel(service.approved_at, language) })}
            </Typography>
          ) : null}
        </Stack>
      </Box>
      {conflict ? (
        <Alert severity="warning" data-testid="service-conflict">
          {t("notice.conflict")}
        </Alert>
      ) : null}
      {service.status === "submitted" ? (
        <DecisionActions
          service={service}
          title={title}
          onDecided={onClose}
          onConflict={() => setConflict(true)}
        />
      ) : null}
      <Divider />
      <ServiceVersions service={service} />
    </Stack>
  );
}

/** The versions of a service: both side by side when a working revision waits beside a live one. */
function ServiceVersions({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation("service-review");
  const { live, working } = service;
  const workingLabel =
    working?.status === "submitted"
      ? t("detail.submitted")
      : t("detail.working", { status: t(`status.${working?.status === "rejected" ? "rejected" : "draft"}`) });
  return (
    <>
      {working?.status === "rejected" && working.rejection_reason ? (
        <Alert severity="error" variant="outlined" data-testid="service-rejection-reason">
          <strong>{t("detail.rejectionReason")}:</strong> {working.rejection_reason}
        </Alert>
      ) : null}
      {live && working ? (
        <ServiceCompare live={live} submitted={working.content} submittedLabel={workingLabel} />
      ) : working ? (
        <>
          <Alert severity="info" data-testid="service-first-submission">
            {t("detail.newService")}
          </Alert>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {workingLabel}
          </Typography>
          <ServiceContentView content={working.content} testId="service-working-content" />
        </>
      ) : live ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t("detail.nothingWaiting")}
          </Typography>
          <ServiceContentView content={live} testId="service-live-content" />
        </>
      ) : (
        <Typography color="text.secondary">{t("detail.noContent")}</Typography>
      )}
    </>
  );
}
