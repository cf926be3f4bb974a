import Block from "@mui/icons-material/Block";
import CallMerge from "@mui/icons-material/CallMerge";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import { IconButton, Stack, Tooltip } from "@mui/material";
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

/**
 * The buttons of one reference row: edit; for the Administrator also switch on/off and merge. Icon buttons, each
 * named for the row ("Modifica Cloud") and with the verb as tooltip, so the three fit the table's last column.
 */
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
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end", flexWrap: "nowrap" }}>
      <Tooltip title={t("edit")}>
        <IconButton size="small" onClick={onEdit} aria-label={t("editOf", { name })} data-testid="row-edit">
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {canManage && onToggle && enabled !== null ? (
        <Tooltip title={enabled ? t("disable") : t("enable")}>
          {/* The span keeps the tooltip working while the button is disabled. */}
          <span>
            <IconButton
              size="small"
              onClick={onToggle}
              disabled={pending}
              aria-label={enabled ? t("disableOf", { name }) : t("enableOf", { name })}
              data-testid="row-toggle"
              data-enabled={enabled ? "true" : "false"}
            >
              {enabled ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {canManage && onMerge ? (
        <Tooltip title={t("merge.action")}>
          <IconButton
            size="small"
            color="warning"
            onClick={onMerge}
            aria-label={t("mergeOf", { name })}
            data-testid="row-merge"
          >
            <CallMerge fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
