import { Chip, type ChipProps } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLORS: Record<number, ChipProps["color"]> = { 1: "info", 2: "success", 3: "error", 4: "warning" };

/** A company's §4 documentation status as a coloured chip. */
export function DocStatusChip({ status, size = "small" }: { status: number; size?: ChipProps["size"] }) {
  const { t } = useTranslation("companies");
  const known = status >= 1 && status <= 4;
  return (
    <Chip
      size={size}
      color={COLORS[status] ?? "default"}
      label={known ? t(`docStatus.${status as 1 | 2 | 3 | 4}`) : String(status)}
      data-testid="company-doc-status"
      data-status={status}
    />
  );
}
