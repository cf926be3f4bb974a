import { ROLE } from "@mkt/contracts";
import RefreshIcon from "@mui/icons-material/Refresh";
import SearchIcon from "@mui/icons-material/Search";
import {
  Alert,
  Box,
  Button,
  Container,
  IconButton,
  InputAdornment,
  Link,
  Paper,
  TextField,
  Typography,
} from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useConfigurationLogin } from "../../../shared/api/general-api.ts";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { LanguageMenu } from "../../../shared/components/language-menu.tsx";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { loginPathFor } from "../../../shared/routing/return-url.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { logout } from "../../auth/index.ts";
import { useMailbox } from "../api.ts";
import { MailList } from "../components/mail-list.tsx";
import { MailViewer } from "../components/mail-viewer.tsx";

/**
 * /dev/mailbox: the mails the server wrote instead of sending them (the demo, no SMTP server). They carry sign-in
 * links, so only a signed-in Administrator reads them; anyone else is asked to sign in as one.
 */
export function MailboxPage() {
  const { t } = useTranslation("mailbox");
  useDocumentTitle(t("title"));
  const language = useLanguage();
  const session = useSession();
  const isAdministrator = session?.user.role_id === ROLE.ADMINISTRATOR;
  // A signed-in user goes back to their own home (the public landing page would be a dead end).
  const home = session ? userHome(session.user) : "/";
  const configuration = useConfigurationLogin();
  const enabled = configuration.data?.dev_mailbox === true;
  const mailbox = useMailbox(enabled && isAdministrator);
  const [recipient, setRecipient] = useState("");
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const formatter = useMemo(
    () =>
      new Intl.DateTimeFormat(language === "it" ? "it-IT" : "en-GB", {
        dateStyle: "short",
        timeStyle: "medium",
      }),
    [language],
  );
  const formatDate = (iso: string) => formatter.format(new Date(iso));
  const filter = recipient.trim().toLowerCase();
  const mails = (mailbox.data ?? []).filter((mail) => mail.to.toLowerCase().includes(filter));
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0] ?? null;

  let body = <PageLoader />;
  if (configuration.isError || mailbox.isError) {
    body = <Alert severity="error">{errorText(configuration.error ?? mailbox.error, language)}</Alert>;
  } else if (configuration.isSuccess && !enabled) {
    body = <Alert severity="info">{t("disabled")}</Alert>;
  } else if (configuration.isSuccess && !session) {
    body = (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={loginPathFor("/dev/mailbox")}
            size="small"
            data-testid="mailbox-sign-in"
          >
            {t("signInAsAdmin")}
          </Button>
        }
      >
        {t("signInRequired")}
      </Alert>
    );
  } else if (configuration.isSuccess && !isAdministrator) {
    body = <Alert severity="warning">{t("adminOnly")}</Alert>;
  } else if (mailbox.isSuccess) {
    body = (
      <Paper
        variant="outlined"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "360px 1fr" },
          minHeight: { md: 560 },
          overflow: "hidden",
        }}
      >
        <Box
          sx={(theme) => ({
            minWidth: 0,
            borderBottom: `1px solid ${theme.palette.divider}`,
            [theme.breakpoints.up("md")]: {
              borderBottom: 0,
              borderRight: `1px solid ${theme.palette.divider}`,
            },
          })}
        >
          <Box sx={{ p: 2, display: "flex", gap: 1 }}>
            <TextField
              size="small"
              fullWidth
              label={t("filter")}
              value={recipient}
              onChange={(event) => setRecipient(event.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              data-testid="mail-filter"
            />
            <IconButton
              onClick={() => void mailbox.refetch()}
              aria-label={t("refresh")}
              disabled={mailbox.isFetching}
            >
              <RefreshIcon />
            </IconButton>
          </Box>
          <Box sx={{ maxHeight: { xs: 280, md: 600 }, overflowY: "auto" }}>
            <MailList
              mails={mails}
              selectedId={selected?.id ?? null}
              onSelect={setSelectedId}
              formatDate={formatDate}
              filtered={filter !== ""}
            />
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {selected ? (
            <MailViewer mail={selected} formatDate={formatDate} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {mails.length > 0 ? t("noSelection") : t("whatAppears")}
            </Typography>
          )}
        </Box>
      </Paper>
    );
  }

  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <Box
        component="header"
        sx={{ display: "flex", alignItems: "center", gap: { xs: 1, sm: 2 }, px: { xs: 2, sm: 3 }, py: 2 }}
      >
        <Link component={RouterLink} to={home} aria-label={t("home")}>
          <BrandLogo height={30} />
        </Link>
        <Box sx={{ flex: 1 }} />
        {session ? (
          <>
            <Button
              component={RouterLink}
              to={home}
              size="small"
              sx={{ whiteSpace: "nowrap" }}
              data-testid="mailbox-home"
            >
              {t("home")}
            </Button>
            <Button onClick={() => void logout()} size="small" data-testid="mailbox-sign-out">
              {t("signOut")}
            </Button>
          </>
        ) : (
          <Button component={RouterLink} to={loginPathFor("/dev/mailbox")} size="small">
            {t("login")}
          </Button>
        )}
        <LanguageMenu color="primary" />
      </Box>
      <Container component="main" maxWidth="xl" sx={{ pb: 4, px: { xs: 2, sm: 3 } }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: "1.6rem", sm: "2.125rem" } }}
        >
          {t("title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t("subtitle")}
        </Typography>
        {body}
      </Container>
    </Box>
  );
}
