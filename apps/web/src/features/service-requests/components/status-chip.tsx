import type { ServiceRequestStatus, ServiceRequestTargetStatus } from "@mkt/contracts";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { requestStatusColor, targetStatusColor } from "../format.ts";

export function RequestStatusChip({ status }: { status: ServiceRequestStatus }) {
  const { t } = useTranslation("service-requests");
  return (
    <Chip
      size="small"
      color={requestStatusColor[status]}
      label={t(`status.${status}`)}
      data-testid={`request-status-${status}`}
    />
  );
}

export function TargetStatusChip({ status }: { status: ServiceRequestTargetStatus }) {
  const { t } = useTranslation("service-requests");
  return (
    <Chip
      size="small"
      variant="outlined"
      color={targetStatusColor[status]}
      label={t(`targetStatus.${status}`)}
      data-testid={`target-status-${status}`}
    />
  );
}
