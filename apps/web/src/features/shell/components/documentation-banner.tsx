import { checksDocumentation, type RoleId } from "@mkt/contracts";
import { Alert, Button } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentationStatus } from "../../../shared/api/shell-queries.ts";
import { documentationState } from "../../../shared/session/documentation-status.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";

export type DocumentationBannerProps = { userId: number; roleId: RoleId };

/**
 * §4 documentation warnings in the shell: status 1 under revision, status 4 missing with its DD/MM/YYYY
 * deadline (one wording before it, another after). Hidden for the session once closed.
 */
export function DocumentationBanner({ userId, roleId }: DocumentationBannerProps) {
  const { t } = useTranslation("shell");
  const [hidden, setHidden] = useState(
    () => sessionStorage.getItem(STORAGE_KEYS.documentationBannerHidden) === "1",
  );
  const status = useDocumentationStatus(userId, checksDocumentation(roleId) && !hidden);
  if (hidden || !status.data) return null;
  const state = documentationState(
    status.data.id_doc_status,
    status.data.limit_date_documentation,
    new Date(),
  );
  const view =
    state.kind === "revision"
      ? { severity: "info" as const, text: t("documentation.revision") }
      : state.kind === "missing"
        ? {
            severity: "warning" as const,
            text: state.deadline
              ? t("documentation.missing", { date: state.deadline })
              : t("documentation.missingNoDate"),
          }
        : state.kind === "missingExpired"
          ? { severity: "error" as const, text: t("documentation.expired", { date: state.deadline }) }
          : null;
  if (!view) return null;

  const hide = () => {
    sessionStorage.setItem(STORAGE_KEYS.documentationBannerHidden, "1");
    setHidden(true);
  };
  return (
    <Alert
      severity={view.severity}
      action={
        <Button color="inherit" size="small" onClick={hide}>
          {t("documentation.hide")}
        </Button>
      }
      sx={{ mb: 3, alignItems: "center" }}
      data-testid="documentation-banner"
      data-kind={state.kind}
    >
      {view.text}
    </Alert>
  );
}
