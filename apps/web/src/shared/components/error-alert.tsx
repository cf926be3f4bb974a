import { Alert, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ApiError, isFunctionBlocked } from "../api/api-error.ts";
import { reportFunctionBlocked } from "../api/blocked-feature-bus.ts";
import { errorText } from "../i18n/error-text.ts";
import { useLanguage } from "../i18n/use-language.ts";

export type ErrorAlertProps = {
  error: unknown;
  /** A button that fetches again (e.g. `{ label: t("retry"), onClick: () => void q.refetch() }`). */
  retry?: { label: string; onClick: () => void };
  /** A sentence saying what failed, shown before the error's own text ("The users could not be loaded."). */
  lead?: string;
  /** The alert's data-testid, for a screen whose tests find its failure by it. */
  testId?: string;
};

/**
 * Whether asking again may answer otherwise: not when the role is refused or the item does not exist (a Retry there
 * only repeats the refusal, e.g. an address typed for a screen the role does not have).
 */
export function retryable(error: unknown): boolean {
  return !(error instanceof ApiError && (error.code === "auth.forbidden" || error.status === 404));
}

/**
 * A failed load's translated error, with Retry when asking again may help (QueryState, ListState). A call the plan
 * refuses (§2.6) is information, not a failure: it offers the blocked-feature modal again instead — the plan that
 * unlocks it and the upgrade — since asking again changes nothing until the plan does.
 */
export function ErrorAlert({ error, retry, lead, testId }: ErrorAlertProps) {
  const language = useLanguage();
  const { t } = useTranslation("common");
  const blocked = isFunctionBlocked(error);
  const action = blocked ? (
    <Button
      color="inherit"
      size="small"
      onClick={() => reportFunctionBlocked((error as ApiError).data)}
      data-testid="error-alert-unlock"
    >
      {t("blocked.howToUnlock")}
    </Button>
  ) : retry && retryable(error) ? (
    <Button color="inherit" size="small" onClick={retry.onClick}>
      {retry.label}
    </Button>
  ) : undefined;
  return (
    <Alert severity={blocked ? "info" : "error"} data-testid={testId} action={action}>
      {lead ? `${lead} ${errorText(error, language)}` : errorText(error, language)}
    </Alert>
  );
}
