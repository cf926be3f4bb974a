import { Button, CircularProgress, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

type TokenQuery<T> = { isError: boolean; isPending: boolean; error: unknown; data: T | undefined };

type ReviewTokenGateProps<T> = {
  title: string;
  /** What to do about a forged, expired or used link (after the translated server error). */
  invalidHint: string;
  token: string;
  request: TokenQuery<T>;
  children: (data: T, heading: ReactNode) => ReactNode;
};

/**
 * The public review pages opened from an e-mailed link: the link is checked first (missing, forged, expired or
 * used links get the translated reason and a way home), then the form is shown for what the link opens.
 */
export function ReviewTokenGate<T>({
  title,
  invalidHint,
  token,
  request,
  children,
}: ReviewTokenGateProps<T>) {
  const { t } = useTranslation("feedback");
  const language = useLanguage();
  useDocumentTitle(title);
  const heading = (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
  );
  if (!token || request.isError) {
    return (
      <Stack spacing={2} data-testid="feedback-request-invalid">
        {heading}
        <FormAlert>
          {token ? `${errorText(request.error, language)} ${invalidHint}` : t("request.missingToken")}
        </FormAlert>
        <Button component={RouterLink} to="/" variant="contained">
          {t("request.goHome")}
        </Button>
      </Stack>
    );
  }
  if (request.isPending || request.data === undefined) {
    return (
      <Stack spacing={2} sx={{ alignItems: "center", py: 4 }}>
        <CircularProgress aria-label={t("request.checking")} />
        <Typography color="text.secondary">{t("request.checking")}</Typography>
      </Stack>
    );
  }
  return <>{children(request.data, heading)}</>;
}
