import type { CollaborationStatus } from "@mkt/contracts";
import { Chip, type ChipProps } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLOR: Record<CollaborationStatus, ChipProps["color"]> = {
  requested: "info",
  interview: "warning",
  active: "success",
  completed: "primary",
  cancelled: "default",
};

export function CollaborationStatusChip({ status }: { status: CollaborationStatus }) {
  const { t } = useTranslation("collaborations");
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === "cancelled" ? "outlined" : "filled"}
      label={t(`statusOne.${status}`)}
      data-testid="collaboration-status"
      data-status={status}
    />
  );
}
