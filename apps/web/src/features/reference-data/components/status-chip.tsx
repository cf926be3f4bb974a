import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";

/** On, off, or merged into another entry. */
export function StatusChip({ enabled, mergedInto }: { enabled: boolean; mergedInto?: string | null }) {
  const { t } = useTranslation("reference-data");
  if (mergedInto)
    return <Chip size="small" label={t("status.merged", { name: mergedInto })} data-testid="status-merged" />;
  return enabled ? (
    <Chip size="small" color="success" variant="outlined" label={t("status.enabled")} />
  ) : (
    <Chip size="small" label={t("status.disabled")} data-testid="status-disabled" />
  );
}
