import { AppBar, Box, Button, Container, Link, Stack, Toolbar } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { LanguageMenu } from "../../../shared/components/language-menu.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";

/**
 * §2.1 public top bar: the price list (from 600 px; the footer links it on phones), language menu, sign-in and the
 * Sign In (sign-up) button of the open area.
 */
export function PublicTopBar() {
  const { t } = useTranslation("landing");
  const session = useSession();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1.5, sm: 3 } }}>
          <Link component={RouterLink} to="/" aria-label={t("topBar.home")} sx={{ flexShrink: 0 }}>
            <BrandLogo height={30} />
          </Link>
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: "center" }}>
            <Button
              component={RouterLink}
              to="/pricing"
              data-testid="pricing-link"
              sx={{ display: { xs: "none", sm: "inline-flex" } }}
            >
              {t("topBar.pricing")}
            </Button>
            <LanguageMenu color="primary" />
            {session ? (
              <Button
                component={RouterLink}
                to={userHome(session.user)}
                variant="contained"
                data-testid="go-to-area"
              >
                {t("topBar.myArea")}
              </Button>
            ) : (
              <>
                <Button component={RouterLink} to="/authentication/login" data-testid="login-button">
                  {t("topBar.login")}
                </Button>
                <Button
                  component={RouterLink}
                  to="/authentication/register?role_id=2&utm_source=open"
                  variant="contained"
                  data-testid="sign-in-button"
                  sx={{ whiteSpace: "nowrap" }}
                >
                  {t("topBar.signIn")}
                </Button>
              </>
            )}
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
