import type { AvailabilityStatus } from "@mkt/contracts";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLOR = {
  pending: "warning",
  available: "success",
  unavailable: "default",
  cancelled: "default",
} as const satisfies Record<AvailabilityStatus, "warning" | "success" | "default">;

/** The state of an availability request. */
export function AvailabilityStatusChip({ status }: { status: AvailabilityStatus }) {
  const { t } = useTranslation("availability");
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === "pending" ? "filled" : "outlined"}
      label={t(`status.${status}`)}
      data-testid="availability-status"
      data-status={status}
    />
  );
}
