import { Chip, type ChipProps } from "@mui/material";
import { useTranslation } from "react-i18next";

const STATUS_COLOR: Record<string, ChipProps["color"]> = {
  sent: "info",
  viewed: "default",
  proposed: "default",
  favourite: "warning",
  discarded: "error",
  accepted: "success",
  rejected: "error",
  withdrawn: "default",
};

export function StatusChip({ status }: { status: keyof typeof STATUS_COLOR }) {
  const { t } = useTranslation("quotes");
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status] ?? "default"}
      variant={status === "viewed" || status === "proposed" || status === "withdrawn" ? "outlined" : "filled"}
      label={t(`status.${status as "sent"}`)}
      data-testid="quote-status"
      data-status={status}
    />
  );
}
