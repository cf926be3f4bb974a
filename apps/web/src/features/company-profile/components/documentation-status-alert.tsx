import { Alert, type AlertColor, AlertTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { type DocumentationState, documentationState } from "../../../shared/session/documentation-status.ts";

export type DocumentationStatusAlertProps = { idDocStatus: number; limitDate: string | null };

function severityOf(state: DocumentationState): AlertColor {
  switch (state.kind) {
    case "approved":
      return "success";
    case "rejected":
    case "missingExpired":
      return "error";
    case "missing":
      return "warning";
    default:
      return "info";
  }
}

/** §4 documentation status in the spec's wording, with the DD/MM/YYYY deadline before and after it passes. */
export function DocumentationStatusAlert({ idDocStatus, limitDate }: DocumentationStatusAlertProps) {
  const { t } = useTranslation("company-profile");
  const state = documentationState(idDocStatus, limitDate, new Date());
  const text =
    state.kind === "missing"
      ? state.deadline
        ? t("documentation.status.missing.text", { date: state.deadline })
        : t("documentation.status.missing.textNoDate")
      : state.kind === "missingExpired"
        ? t("documentation.status.missingExpired.text", { date: state.deadline })
        : t(`documentation.status.${state.kind}.text`);
  return (
    <Alert severity={severityOf(state)} data-testid="documentation-status" data-kind={state.kind}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t(`documentation.status.${state.kind}.title`)}</AlertTitle>
      {text}
    </Alert>
  );
}
