import { Alert, Box, CircularProgress } from "@mui/material";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

export type StudentProfileStateProps = { pending: boolean; error: unknown; onRetry: () => void };

/** Loading or failure of GET profiles/me; a profile the academy has not linked yet gets its own notice. */
export function StudentProfileState({ pending, error, onRetry }: StudentProfileStateProps) {
  const { t } = useTranslation("student");
  const language = useLanguage();
  if (pending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  if (isApiError(error) && error.code === "profiles.student_not_linked")
    return (
      <Alert severity="info" data-testid="student-profile-error">
        {errorText(error, language)}
      </Alert>
    );
  return (
    <ErrorAlert
      error={error}
      retry={{ label: t("retry"), onClick: onRetry }}
      testId="student-profile-error"
    />
  );
}
