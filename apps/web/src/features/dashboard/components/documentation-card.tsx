import type { SessionUser } from "@mkt/contracts";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { Alert, type AlertColor, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { documentationState } from "../../../shared/session/documentation-status.ts";

export type DocumentationCardProps = {
  user: Pick<SessionUser, "id_doc_status" | "limit_date_documentation">;
};

/** The company's documentation status in the spec's wording (RevisionDoc, NoDoc…). */
export function DocumentationCard({ user }: DocumentationCardProps) {
  const { t } = useTranslation("dashboard");
  const state = documentationState(user.id_doc_status, user.limit_date_documentation, new Date());

  const view: { severity: AlertColor; icon: ReactNode; title: string; text: string } = (() => {
    switch (state.kind) {
      case "revision":
        return {
          severity: "info",
          icon: <HourglassTopIcon />,
          title: t("documentation.revision.title"),
          text: t("documentation.revision.text"),
        };
      case "approved":
        return {
          severity: "success",
          icon: <CheckCircleIcon />,
          title: t("documentation.approved.title"),
          text: t("documentation.approved.text"),
        };
      case "rejected":
        return {
          severity: "error",
          icon: <ErrorOutlineIcon />,
          title: t("documentation.rejected.title"),
          text: t("documentation.rejected.text"),
        };
      case "missing":
        return {
          severity: "warning",
          icon: <WarningAmberIcon />,
          title: t("documentation.missing.title"),
          text: state.deadline
            ? t("documentation.missing.text", { date: state.deadline })
            : t("documentation.missing.textNoDate"),
        };
      case "missingExpired":
        return {
          severity: "error",
          icon: <EventBusyIcon />,
          title: t("documentation.expired.title"),
          text: t("documentation.expired.text", { date: state.deadline }),
        };
      default:
        return {
          severity: "info",
          icon: <HourglassTopIcon />,
          title: t("documentation.unknown.title"),
          text: t("documentation.unknown.text"),
        };
    }
  })();

  return (
    <Card data-testid="documentation-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t("documentation.heading")}
        </Typography>
        <Alert severity={view.severity} icon={view.icon} data-testid={`documentation-${state.kind}`}>
          <Typography sx={{ fontWeight: 700 }}>{view.title}</Typography>
          {view.text}
        </Alert>
      </CardContent>
    </Card>
  );
}
