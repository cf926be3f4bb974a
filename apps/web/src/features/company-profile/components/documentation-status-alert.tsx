import { Alert, type AlertColor, AlertTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { type DocumentationState, documentationState } from "../../../shared/session/documentation-status.ts";

export type DocumentationStatusAlertProps = {
  idDocStatus: number;
  limitDate: string | null;
  /** A client company publishes needs: it reads no wording about adding profiles or answering positions. */
  client: boolean;
};

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

/**
 * §4 documentation status in the spec's wording, with the DD/MM/YYYY deadline before and after it passes. What
 * the status allows is said per side: adding profiles for suppliers, academies and freelancers, the plan's
 * functions for clients (as the dashboard's card does).
 */
export function DocumentationStatusAlert({ idDocStatus, limitDate, client }: DocumentationStatusAlertProps) {
  const { t } = useTranslation("company-profile");
  const state = documentationState(idDocStatus, limitDate, new Date());
  const text =
    state.kind === "missing"
      ? state.deadline
        ? t(client ? "documentation.status.missing.textClient" : "documentation.status.missing.text", {
            date: state.deadline,
          })
        : t("documentation.status.missing.textNoDate")
      : state.kind === "missingExpired"
        ? t(
            client
              ? "documentation.status.missingExpired.textClient"
              : "documentation.status.missingExpired.text",
            {
              date: state.deadline,
            },
          )
        : state.kind === "approved" && client
          ? t("documentation.status.approved.textClient")
          : t(`documentation.status.${state.kind}.text`);
  return (
    <Alert severity={severityOf(state)} data-testid="documentation-status" data-kind={state.kind}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t(`documentation.status.${state.kind}.title`)}</AlertTitle>
      {text}
    </Alert>
  );
}
