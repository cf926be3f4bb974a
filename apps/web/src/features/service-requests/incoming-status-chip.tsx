import type { ServiceRequestTargetStatus } from "@mkt/contracts";
import { Chip, type ChipProps } from "@mui/material";
import { useTranslation } from "react-i18next";

const STATUS_COLOR: Record<ServiceRequestTargetStatus, ChipProps["color"]> = {
  sent: "info",
  viewed: "default",
  quoted: "primary",
  declined: "default",
  accepted: "success",
  not_chosen: "warning",
  cancelled: "default",
};

/** The state of the supplier's target: new, viewed, quote sent, declined, accepted, not chosen, cancelled. */
export function IncomingStatusChip({ status }: { status: ServiceRequestTargetStatus }) {
  const { t } = useTranslation("incoming-service-requests");
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant={status === "viewed" || status === "declined" || status === "cancelled" ? "outlined" : "filled"}
      label={t(`status.${status}`)}
      data-testid="incoming-status"
      data-status={status}
    />
  );
}
