import { formatDayMonthYear, type OpenCollaboration, openCollaborationSchema } from "@mkt/contracts";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import {
  Alert,
  AppBar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Paper,
  Stack,
  Toolbar,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { apiRequest } from "../../shared/api/http-client.ts";
import { BrandLogo } from "../../shared/components/brand-logo.tsx";
import { LanguageMenu } from "../../shared/components/language-menu.tsx";
import { useDocumentTitle } from "../../shared/components/use-document-title.ts";
import { errorText } from "../../shared/i18n/error-text.ts";
import { formatEuro } from "../../shared/i18n/format-euro.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { loginPathFor } from "../../shared/routing/return-url.ts";

const SIGN_IN = "/authentication/login";
const day = (iso: string | null) => (iso ? formatDayMonthYear(new Date(iso)) : null);

/** POST open/getDetailCollaborationOpen: the collaboration a mailed link names (issue 16 item 6). */
function useOpenCollaboration(token: string) {
  return useQuery({
    queryKey: ["open", "collaboration", token],
    queryFn: ({ signal }) =>
      apiRequest("open/getDetailCollaborationOpen", openCollaborationSchema, {
        method: "POST",
        body: { token },
        signal,
      }),
    retry: false,
  });
}

function Row({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  if (!value) return null;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "200px 1fr" }, gap: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function CollaborationView({ c }: { c: OpenCollaboration }) {
  const { t } = useTranslation(["open", "collaborations"]);
  const language = useLanguage();
  const period = c.date_start ? `${day(c.date_start)}${c.date_end ? ` – ${day(c.date_end)}` : ""}` : null;
  const interview = c.interview_status
    ? `${t(`collaborations:interviewStatus.${c.interview_status}`)}${c.interview_starts_at ? ` · ${day(c.interview_starts_at)}` : ""}`
    : null;
  return (
    <Stack spacing={1.5}>
      <Row label={t("open:collaboration.status")} value={t(`collaborations:status.${c.status}`)} />
      {c.service_title ? (
        <Row label={t("open:collaboration.service")} value={c.service_title} />
      ) : (
        <Row label={t("open:collaboration.profile")} value={c.profile_name} testId="open-collab-profile" />
      )}
      <Row label={t("open:collaboration.client")} value={c.client_name} />
      <Row label={t("open:collaboration.supplier")} value={c.supplier_name} />
      <Row label={t("open:collaboration.need")} value={c.need_title} />
      <Row label={t("open:collaboration.position")} value={c.position_title} testId="open-collab-position" />
      <Row
        label={t("open:collaboration.rate")}
        value={
          c.daily_rate === null
            ? null
            : t("open:collaboration.perDay", { value: formatEuro(c.daily_rate, language) })
        }
      />
      <Row
        label={t("open:collaboration.price")}
        value={c.price === null ? null : formatEuro(c.price, language)}
      />
      <Row label={t("open:collaboration.period")} value={period} />
      <Row label={t("open:collaboration.interview")} value={interview} />
      <Row label={t("open:collaboration.created")} value={day(c.created_at)} />
      <Row label={t("open:collaboration.started")} value={day(c.started_at)} />
      <Row label={t("open:collaboration.completed")} value={day(c.completed_at)} />
      <Row label={t("open:collaboration.cancelled")} value={day(c.cancelled_at)} />
    </Stack>
  );
}

/** /open/collaboration/:token: a collaboration read-only from a mailed link, with a way to sign in. */
export function OpenCollaborationPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("open");
  const language = useLanguage();
  const query = useOpenCollaboration(token);
  useDocumentTitle(t("collaboration.title"));
  const expired = isApiError(query.error) && query.error.code === "open.collaboration_link_expired";
  // Signing in from a readable link comes back to the collaboration's page, where the client can act.
  const signIn = query.data ? loginPathFor(query.data.signed_in_path) : SIGN_IN;
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
          <BrandLogo height={30} />
          <Box sx={{ flex: 1 }} />
          <LanguageMenu color="primary" />
          <Button component={RouterLink} to={signIn} variant="contained" data-testid="open-collab-sign-in">
            {t("collaboration.signInBar")}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        {query.isPending ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <CircularProgress size={24} />
            <Typography>{t("collaboration.loading")}</Typography>
          </Stack>
        ) : query.isError ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }}>
            <LinkOffIcon color="warning" sx={{ fontSize: 48 }} />
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, my: 1 }}
              data-testid="open-collab-problem"
            >
              {expired ? t("collaboration.expiredTitle") : t("collaboration.invalidTitle")}
            </Typography>
            <Alert severity="warning" sx={{ mb: 3, textAlign: "left" }}>
              {errorText(query.error, language)}
            </Alert>
            <Button variant="contained" component={RouterLink} to={SIGN_IN}>
              {t("collaboration.signIn")}
            </Button>
          </Paper>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 0.5, flexWrap: "wrap" }}>
              <Typography
                variant="h5"
                component="h1"
                sx={{ fontWeight: 700 }}
                data-testid="open-collab-title"
              >
                {t("collaboration.title")} #{query.data.id}
              </Typography>
              <Chip size="small" label={query.data.supplier_name} />
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t("collaboration.subtitle")}
            </Typography>
            <CollaborationView c={query.data} />
            <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 3 }}>
              <Button variant="contained" component={RouterLink} to={signIn} data-testid="open-collab-manage">
                {t("collaboration.signIn")}
              </Button>
            </Stack>
          </Paper>
        )}
      </Container>
    </Box>
  );
}
