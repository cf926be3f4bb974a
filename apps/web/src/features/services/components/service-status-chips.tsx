import type { ServiceStatus } from "@mkt/contracts";
import { Chip, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";

const STATUS_COLOR = {
  draft: "default",
  submitted: "info",
  rejected: "error",
  approved: "success",
} as const;

export type ServiceStatusChipsProps = {
  status: ServiceStatus;
  published: boolean;
  /** An approved version exists (publishing only means something then). */
  approved: boolean;
  hasPendingChanges: boolean;
};

/** The review state, whether the approved version is online, and changes waiting over it. */
export function ServiceStatusChips({
  status,
  published,
  approved,
  hasPendingChanges,
}: ServiceStatusChipsProps) {
  const { t } = useTranslation("services");
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Chip
        size="small"
        color={STATUS_COLOR[status]}
        label={t(`status.${status}`)}
        data-testid="service-status"
        data-status={status}
      />
      {approved ? (
        <Chip
          size="small"
          variant="outlined"
          color={published ? "success" : "default"}
          label={published ? t("published") : t("unpublished")}
          data-testid="service-published"
        />
      ) : null}
      {hasPendingChanges ? (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={t(`pending.${status}`)}
          data-testid="service-pending"
        />
      ) : null}
    </Stack>
  );
}
