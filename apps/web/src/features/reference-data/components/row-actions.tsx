import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";

export type RowActionsProps = {
  name: string;
  enabled: boolean | null;
  canManage: boolean;
  onEdit: () => void;
  /** Absent for lists without an on/off switch or rows that cannot change it (a merged entry). */
  onToggle?: () => void;
  /** Absent for lists or rows that cannot be merged. */
  onMerge?: () => void;
  pending?: boolean;
};

/** The buttons of one reference row: edit; for the Administrator also switch on/off and merge. */
export function RowActions({
  name,
  enabled,
  canManage,
  onEdit,
  onToggle,
  onMerge,
  pending,
}: RowActionsProps) {
  const { t } = useTranslation("reference-data");
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap" }}>
      <Button size="small" onClick={onEdit} aria-label={t("editOf", { name })} data-testid="row-edit">
        {t("edit")}
      </Button>
      {canManage && onToggle && enabled !== null ? (
        <Button size="small" onClick={onToggle} disabled={pending} data-testid="row-toggle">
          {enabled ? t("disable") : t("enable")}
        </Button>
      ) : null}
      {canManage && onMerge ? (
        <Button
          size="small"
          color="warning"
          onClick={onMerge}
          aria-label={t("mergeOf", { name })}
          data-testid="row-merge"
        >
          {t("merge.action")}
        </Button>
      ) : null}
    </Stack>
  );
}
