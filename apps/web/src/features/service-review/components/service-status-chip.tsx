import type { ServiceStatus } from "@mkt/contracts";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLORS = { draft: "default", submitted: "info", rejected: "error", approved: "success" } as const;

export function ServiceStatusChip({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation("service-review");
  return (
    <Chip size="small" color={COLORS[status]} label={t(`status.${status}`)} data-testid="service-status" />
  );
}
