import { formatDayMonthYear, type PublicLinkState, type PublicLinkViewer } from "@mkt/contracts";
import LinkOff from "@mui/icons-material/LinkOff";
import {
  Alert,
  AppBar,
  Box,
  Button,
  CircularProgress,
  Container,
  Stack,
  Toolbar,
  Typography,
} from "@mui/material";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { BrandLogo } from "../../shared/components/brand-logo.tsx";
import { LanguageMenu } from "../../shared/components/language-menu.tsx";
import { useDocumentTitle } from "../../shared/components/use-document-title.ts";
import { errorText } from "../../shared/i18n/error-text.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useLinkState } from "./api.ts";
import { PublicContactsForm } from "./public-contacts-form.tsx";
import { PublicPositionView } from "./public-position-view.tsx";
import { PublicProfilesView } from "./public-profiles-view.tsx";

const SIGN_UP = "/authentication/register?role_id=2&utm_source=shared_link";
const viewerKey = (token: string) => `public-link-viewer:${token}`;

/** The viewer token saveContacts answered, kept for this tab until it expires (a reload keeps the profiles). */
function storedViewer(token: string): string | null {
  try {
    const raw = sessionStorage.getItem(viewerKey(token));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PublicLinkViewer>;
    if (typeof parsed.viewer_token !== "string" || typeof parsed.expires_at !== "string") return null;
    return Date.parse(parsed.expires_at) > Date.now() + 60_000 ? parsed.viewer_token : null;
  } catch {
    return null;
  }
}

/** §2.1 public top bar: the brand, ITA/ENG and Sign up (a client registration). */
function PublicLinkTopBar() {
  const { t } = useTranslation("public-links");
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
        <BrandLogo height={30} />
        <Box sx={{ flex: 1 }} />
        <LanguageMenu color="primary" />
        <Button component={RouterLink} to={SIGN_UP} variant="contained" data-testid="public-sign-up">
          {t("visit.signUp")}
        </Button>
      </Toolbar>
    </AppBar>
  );
}

const PROBLEM_TITLES = {
  "public_link.expired": "visit.expiredTitle",
  "public_link.revoked": "visit.revokedTitle",
  "public_link.position_closed": "visit.positionClosedTitle",
} as const;
const problemTitle = (code: string) =>
  PROBLEM_TITLES[code as keyof typeof PROBLEM_TITLES] ?? "visit.notFoundTitle";

/** The page's heading: who shared what (a position of an anonymous need does not name its company). */
function headingOf(t: ReturnType<typeof useTranslation<"public-links">>["t"], link: PublicLinkState) {
  if (link.kind === "position")
    return link.company_name
      ? t("visit.sharedPosition", { company: link.company_name })
      : t("visit.sharedPositionAnonymous");
  return link.profile_count === 1
    ? t("visit.sharedByOne", { company: link.company_name ?? "" })
    : t("visit.sharedBy", { company: link.company_name ?? "", count: link.profile_count });
}

function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation("public-links");
  const language = useLanguage();
  const code = isApiError(error) ? error.code : "";
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: "center", textAlign: "center", py: 6 }}
      data-testid="public-link-problem"
    >
      <LinkOff color="disabled" sx={{ fontSize: 56 }} />
      <Typography
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700 }}
        data-testid="public-link-problem-title"
      >
        {t(problemTitle(code))}
      </Typography>
      <Typography color="text.secondary">{errorText(error, language)}</Typography>
      <Typography color="text.secondary">{t("visit.signUpText")}</Typography>
      <Button component={RouterLink} to={SIGN_UP} variant="outlined">
        {t("visit.signUp")}
      </Button>
    </Stack>
  );
}

/**
 * /public/{token}: a shared link's page in the public layout. The link's state first (unknown, expired or revoked
 * → a clear page), then the contacts form, then the link's profiles with filters and their anonymised detail.
 */
export function PublicLinkPage() {
  const { t } = useTranslation("public-links");
  const { token = "" } = useParams();
  const state = useLinkState(token);
  const [viewer, setViewer] = useState<string | null>(() => storedViewer(token));
  useDocumentTitle(t("visit.formTitle"));
  const keep = (answer: PublicLinkViewer) => {
    try {
      sessionStorage.setItem(viewerKey(token), JSON.stringify(answer));
    } catch {
      // Private mode without storage: the profiles still show until the page is left.
    }
    setViewer(answer.viewer_token);
  };
  const forget = useCallback(() => {
    try {
      sessionStorage.removeItem(viewerKey(token));
    } catch {
      // Nothing stored.
    }
    setViewer(null);
  }, [token]);
  const link = state.data;
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <PublicLinkTopBar />
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }} component="main">
        {state.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
            <CircularProgress aria-label={t("visit.loading")} />
          </Box>
        ) : state.isError ? (
          <LinkProblem error={state.error} />
        ) : link ? (
          <Stack spacing={2}>
            <Box>
              <Typography
                variant="h5"
                component="h1"
                sx={{ fontWeight: 700, wordBreak: "break-word" }}
                data-testid="public-link-heading"
              >
                {headingOf(t, link)}
              </Typography>
              {link.title ? <Typography sx={{ fontWeight: 600 }}>{link.title}</Typography> : null}
              <Typography variant="body2" color="text.secondary">
                {t("visit.until", { date: formatDayMonthYear(new Date(link.expires_at)) })}
              </Typography>
            </Box>
            {viewer && link.kind === "position" ? (
              <>
                <PublicPositionView token={token} viewer={viewer} onViewerRejected={forget} />
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  {t("visit.profilesHeading")}
                </Typography>
                <PublicProfilesView token={token} viewer={viewer} onViewerRejected={forget} />
              </>
            ) : viewer ? (
              <PublicProfilesView token={token} viewer={viewer} onViewerRejected={forget} />
            ) : (
              <PublicContactsForm token={token} onViewer={keep} position={link.kind === "position"} />
            )}
          </Stack>
        ) : (
          <Alert severity="error">{t("visit.notFoundTitle")}</Alert>
        )}
      </Container>
    </Box>
  );
}
