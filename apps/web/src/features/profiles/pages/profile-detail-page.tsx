import { ROLE, type RoleId } from "@mkt/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Edit from "@mui/icons-material/Edit";
import { Alert, AppBar, Box, Button, CircularProgress, Container, Stack, Toolbar } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { TOOLBAR_HEIGHT } from "../../../shared/layout/dimensions.ts";
import { loginPathFor } from "../../../shared/routing/return-url.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { useTrackView } from "../../../shared/tracking/index.ts";
import { BlockedFeatureModal, loadsCredits } from "../../plans/index.ts";
import { ShareProfileButton } from "../../public-links/index.ts";
import { useProfile } from "../api.ts";
import { CvDownloadButtons } from "../components/cv-download-buttons.tsx";
import { ProfileDetailView } from "../components/profile-detail-view.tsx";
import { UnlockContactsButton } from "../components/unlock-contacts-button.tsx";
import { profileEditPath } from "../profile-format.ts";
import { SectionLinks } from "../sections/section-links.tsx";

/**
 * §2.2 freelance_profile_det/{id_user_employee}/…: one consultant profile in the freelance blank layout, for
 * its owner and for clients (published profiles, anonymised until unlocked), with the CV download. The page
 * lives outside the shell, so it mounts the blocked-feature modal itself: a client's download refused by the
 * plan (403 plans.function_blocked) opens it here.
 */
export function ProfileDetailPage() {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { id_user_employee: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const profile = useProfile(session ? id : null);
  // "Dettaglio profilo" (§2.6), once the profile is shown.
  useTrackView(
    "profile_detail",
    profile.data && id !== null
      ? { profile_id: id, supplier_id: profile.data.company_id, source: "profile_page" }
      : null,
  );

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(session ? userHome(session.user) : "/");
  };

  if (!session) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;

  let body: ReactNode;
  if (id === null || profile.isError)
    body = (
      <Alert severity="warning" data-testid="profile-detail-error">
        {profile.isError ? errorText(profile.error, language) : t("detail.notFound")}
      </Alert>
    );
  else if (profile.isPending)
    body = (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  else
    body = (
      <ProfileDetailView
        profile={profile.data}
        contactsAction={
          !profile.data.editable && loadsCredits(session.user.role_id as RoleId) ? (
            <UnlockContactsButton profile={profile.data} />
          ) : null
        }
        actions={
          <Stack spacing={1} sx={{ alignItems: { xs: "stretch", md: "flex-end" } }}>
            <CvDownloadButtons
              profile={profile.data}
              paid={!profile.data.editable && loadsCredits(session.user.role_id as RoleId)}
            />
            {profile.data.editable ? null : (
              <ShareProfileButton profile={{ id: profile.data.id, title: profile.data.title }} />
            )}
            {profile.data.editable ? (
              <Button
                startIcon={<Edit />}
                onClick={() =>
                  // A student edits their own profile on student_profile, managers on the profile form.
                  navigate(
                    session.user.role_id === ROLE.PROFILE_ACCADEMY
                      ? "/student_profile"
                      : profileEditPath(profile.data.id),
                  )
                }
                data-testid="profile-detail-edit"
              >
                {t("list.edit")}
              </Button>
            ) : null}
            {profile.data.editable ? (
              <SectionLinks profileId={profile.data.id} direction="column" align="flex-end" />
            ) : null}
          </Stack>
        }
      />
    );

  return (
    <>
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ minHeight: TOOLBAR_HEIGHT, gap: 2 }}>
          <BrandLogo height={32} />
          <Box sx={{ flex: 1 }} />
          <Button startIcon={<ArrowBack />} onClick={back} data-testid="profile-detail-back">
            {t("detail.back")}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        {body}
      </Container>
      <BlockedFeatureModal roleId={session.user.role_id as RoleId} />
    </>
  );
}
