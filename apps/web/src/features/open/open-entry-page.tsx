import { Alert, AlertTitle, Box, Button, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { PageLoader } from "../../shared/components/page-loader.tsx";
import { errorText, fieldErrorText } from "../../shared/i18n/error-text.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { openKeys, requestOpenToken } from "./open-api.ts";
import { entryParameterName, openEntryRequest, openLandingPath } from "./open-entry.ts";
import { rememberEntryUrl, rememberOpenVisit } from "./open-storage.ts";

/**
 * `/redirect_token/:entry/:version/:caller` (spec §2.2, §4 open entry): asks for an open-access token and
 * replaces itself with the visit's open page. Navigation stays inside this window (the area may be framed).
 */
export function OpenEntryPage() {
  const { t, i18n } = useTranslation("open");
  const language = useLanguage();
  const { entry = "", version = "", caller = "" } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const request = openEntryRequest({ entry, version, caller }, query);
  const entryUrl = `${location.pathname}${location.search}`;

  const token = useQuery({
    queryKey: [...openKeys.all, "entry", entryUrl],
    queryFn: () => (request.ok ? requestOpenToken(request.body) : Promise.reject(new Error("not requested"))),
    enabled: request.ok,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    rememberEntryUrl(entryUrl);
  }, [entryUrl]);

  const access = token.data;
  useEffect(() => {
    if (!access) return;
    rememberOpenVisit(access);
    if (i18n.language !== access.language) void i18n.changeLanguage(access.language);
    void navigate(openLandingPath(access), { replace: true });
  }, [access, i18n, navigate]);

  if (!request.ok) return <EntryError messages={[t("entry.invalidSidebar")]} />;
  if (token.isError) {
    const error = token.error;
    let messages = [errorText(error, language)];
    if (isApiError(error) && error.status === 429) messages = [t("entry.rateLimited")];
    else if (isApiError(error) && error.status === 400) {
      messages = error.fieldErrors.length
        ? error.fieldErrors.map((f) =>
            t("entry.fieldError", {
              field: entryParameterName(f.field),
              message: fieldErrorText(f, language),
            }),
          )
        : [t("entry.invalidEntry")];
    }
    const retry = isApiError(error) && error.status >= 400 && error.status < 500 ? undefined : token.refetch;
    return <EntryError messages={messages} onRetry={retry ? () => void retry() : undefined} />;
  }
  return (
    <Stack sx={{ minHeight: "100vh", justifyContent: "center", alignItems: "center" }} spacing={1}>
      <PageLoader minHeight={0} />
      <Typography color="text.secondary">{t("entry.loading")}</Typography>
    </Stack>
  );
}

function EntryError({ messages, onRetry }: { messages: string[]; onRetry?: () => void }) {
  const { t } = useTranslation("open");
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 560, width: "100%" }}>
        <Alert severity="error" data-testid="open-entry-error">
          <AlertTitle>{t("entry.invalidTitle")}</AlertTitle>
          {messages.map((message) => (
            <Box key={message}>{message}</Box>
          ))}
        </Alert>
        <Stack direction="row" spacing={1}>
          {onRetry ? (
            <Button variant="contained" onClick={onRetry}>
              {t("entry.retry")}
            </Button>
          ) : null}
          <Button component={Link} to="/" variant={onRetry ? "text" : "contained"}>
            {t("entry.home")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
