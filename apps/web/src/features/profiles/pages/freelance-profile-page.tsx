import { ROLE } from "@mkt/contracts";
import UploadFile from "@mui/icons-material/UploadFile";
import Visibility from "@mui/icons-material/Visibility";
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { HomePage } from "../../dashboard/index.ts";
import { useOwnProfile, useSetPublished } from "../api.ts";
import { CvDownloadButtons } from "../components/cv-download-buttons.tsx";
import { ProfileForm } from "../components/profile-form.tsx";
import { detailToForm } from "../profile-form-model.ts";
import { profileDetailPath } from "../profile-format.ts";

/** §2.2 freelance_profile: the freelancer's home is their single profile, edited with the profile form. */
export function FreelanceProfilePage() {
  const session = useSession();
  if (!session) return null;
  // Other roles reaching this address see their home, as before this screen existed.
  if (session.user.role_id !== ROLE.FREELANCER) return <HomePage />;
  return <OwnProfile userId={session.user.id} />;
}

function OwnProfile({ userId }: { userId: number }) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const profile = useOwnProfile(userId);
  const publish = useSetPublished();

  if (profile.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  if (profile.isError)
    return (
      <ErrorAlert
        error={profile.error}
        retry={{ label: t("retry"), onClick: () => void profile.refetch() }}
      />
    );
  const detail = profile.data;
  const toggle = async (published: boolean) => {
    try {
      await publish.mutateAsync({ id: detail.id, published });
      notify(published ? t("done.published", { count: 1 }) : t("done.unpublished", { count: 1 }), "success");
    } catch (error) {
      notify(errorText(error, language), "error");
    }
  };
  return (
    <Stack spacing={2} data-testid="freelance-profile-page">
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: "column", md: "row" }}
            spacing={2}
            sx={{ justifyContent: "space-between", alignItems: { md: "center" } }}
          >
            <Box>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t("freelance.heading")}
              </Typography>
              <Typography color="text.secondary">
                {detail.published ? t("freelance.published") : t("freelance.draft")}
              </Typography>
            </Box>
            {/* Wraps between the controls, never inside one ("CV in italiano" over two lines). */}
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              useFlexGap
              sx={{
                alignItems: { sm: "center" },
                flexWrap: "wrap",
                "& .MuiButton-root": { whiteSpace: "nowrap" },
              }}
            >
              <FormControlLabel
                control={
                  <Switch
                    checked={detail.published}
                    disabled={publish.isPending}
                    onChange={(_, checked) => void toggle(checked)}
                    data-testid="profile-publish-toggle"
                  />
                }
                label={detail.published ? t("status.published") : t("status.draft")}
              />
              <Button startIcon={<Visibility />} onClick={() => navigate(profileDetailPath(detail))}>
                {t("list.view")}
              </Button>
              <Button
                startIcon={<UploadFile />}
                onClick={() => navigate("/upload_cv")}
                data-testid="freelance-from-cv"
              >
                {t("cv.review.fromCv")}
              </Button>
              <CvDownloadButtons profile={detail} />
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <ProfileForm
        key={detail.updated_at}
        profileId={detail.id}
        initialValues={detailToForm(detail)}
        photoUrl={detail.photo_url}
        onSaved={() => notify(t("done.saved"), "success")}
      />
    </Stack>
  );
}
