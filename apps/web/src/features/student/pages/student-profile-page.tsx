import { ROLE } from "@mkt/contracts";
import Visibility from "@mui/icons-material/Visibility";
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import {
  CvDownloadButtons,
  detailToForm,
  ProfileForm,
  profileDetailPath,
  useOwnProfile,
} from "../../profiles/index.ts";
import { StudentProfileState } from "../components/student-profile-state.tsx";

/** §2.2 student_profile: the student edits their own profile (publishing stays with the academy). */
export function StudentProfilePage() {
  const session = useSession();
  if (!session) return null;
  if (session.user.role_id !== ROLE.PROFILE_ACCADEMY) return <RedirectHome />;
  return <OwnStudentProfile userId={session.user.id} />;
}

function OwnStudentProfile({ userId }: { userId: number }) {
  const { t } = useTranslation("student");
  const { t: tp } = useTranslation("profiles");
  const { notify } = useNotice();
  const profile = useOwnProfile(userId);
  if (!profile.data)
    return (
      <StudentProfileState
        pending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  const detail = profile.data;
  return (
    <Stack spacing={2} data-testid="student-profile-page">
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: "column", lg: "row" }}
            spacing={2}
            sx={{ justifyContent: "space-between", alignItems: { lg: "center" } }}
          >
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  {t("profile.heading")}
                </Typography>
                <Chip
                  size="small"
                  color={detail.published ? "success" : "default"}
                  variant={detail.published ? "filled" : "outlined"}
                  label={detail.published ? tp("status.published") : tp("status.draft")}
                />
              </Stack>
              <Typography color="text.secondary">
                {t("profile.hint", { academy: detail.company_name })}
              </Typography>
            </Box>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{
                alignItems: { sm: "center" },
                flexShrink: 0,
                "& .MuiButton-root": { whiteSpace: "nowrap" },
              }}
            >
              <Button startIcon={<Visibility />} component={RouterLink} to={profileDetailPath(detail)}>
                {t("dashboard.view")}
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
        showPremium={false}
        onSaved={() => notify(t("profile.saved"), "success")}
      />
    </Stack>
  );
}
