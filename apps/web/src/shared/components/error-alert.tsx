import { Alert, Button } from "@mui/material";
import { ApiError } from "../api/api-error.ts";
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

/** A failed load's translated error, with Retry when asking again may help (QueryState, ListState). */
export function ErrorAlert({ error, retry, lead, testId }: ErrorAlertProps) {
  const language = useLanguage();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        retry && retryable(error) ? (
          <Button color="inherit" size="small" onClick={retry.onClick}>
            {retry.label}
          </Button>
        ) : undefined
      }
    >
      {lead ? `${lead} ${errorText(error, language)}` : errorText(error, language)}
    </Alert>
  );
}
