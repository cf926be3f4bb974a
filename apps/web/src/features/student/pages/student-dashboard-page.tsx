import { ROLE } from "@mkt/contracts";
import Edit from "@mui/icons-material/Edit";
import Visibility from "@mui/icons-material/Visibility";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { CvDownloadButtons, ProfileAvatar, profileDetailPath, useOwnProfile } from "../../profiles/index.ts";
import { StudentProfileState } from "../components/student-profile-state.tsx";
import { profileCompleteness } from "../profile-completeness.ts";

/** §2.2 student_dashboard: the student's home, a summary of the profile their academy keeps for them. */
export function StudentDashboardPage() {
  const session = useSession();
  if (!session) return null;
  if (session.user.role_id !== ROLE.PROFILE_ACCADEMY) return <RedirectHome />;
  return <Dashboard userId={session.user.id} />;
}

function Dashboard({ userId }: { userId: number }) {
  const { t } = useTranslation("student");
  const { t: tp } = useTranslation("profiles");
  const profile = useOwnProfile(userId);
  if (!profile.data)
    return (
      <Stack data-testid="student-dashboard-page">
        <StudentProfileState
          pending={profile.isPending}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      </Stack>
    );
  const p = profile.data;
  const { percent, missing } = profileCompleteness(p);
  return (
    <Stack spacing={2} data-testid="student-dashboard-page">
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ alignItems: { md: "center" } }}>
            <ProfileAvatar
              photoUrl={p.photo_url}
              fallback={`${p.firstname.charAt(0)}${p.lastname.charAt(0)}`}
              sx={{ width: 80, height: 80, fontSize: 28 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="student-name">
                {p.firstname} {p.lastname}
              </Typography>
              <Typography color="text.secondary" data-testid="student-title">
                {p.title}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
                <Chip size="small" label={tp(`seniority.${p.seniority}`)} />
                <Chip size="small" variant="outlined" label={p.company_name} />
              </Stack>
            </Box>
            <Stack spacing={1} sx={{ alignItems: { xs: "stretch", md: "flex-end" } }}>
              <Button
                variant="contained"
                startIcon={<Edit />}
                component={RouterLink}
                to="/student_profile"
                data-testid="student-edit-profile"
              >
                {t("dashboard.edit")}
              </Button>
              <Button startIcon={<Visibility />} component={RouterLink} to={profileDetailPath(p)}>
                {t("dashboard.view")}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Card data-testid="student-completeness">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t("dashboard.completeness.title")}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", mt: 1.5 }}>
              <LinearProgress
                variant="determinate"
                value={percent}
                color={percent === 100 ? "success" : "primary"}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
                aria-label={t("dashboard.completeness.title")}
              />
              <Typography sx={{ fontWeight: 700 }} data-testid="student-completeness-percent">
                {percent}%
              </Typography>
            </Stack>
            {missing.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                {t("dashboard.completeness.done")}
              </Typography>
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                  {t("dashboard.completeness.missing")}
                </Typography>
                <List dense disablePadding>
                  {missing.map((item) => (
                    <ListItem key={item} disableGutters>
                      <ListItemText primary={t(`dashboard.completeness.items.${item}`)} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </CardContent>
        </Card>

        <Card data-testid="student-published-state">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t("dashboard.visibility.title")}
              </Typography>
              <Chip
                size="small"
                color={p.published ? "success" : "default"}
                variant={p.published ? "filled" : "outlined"}
                label={p.published ? tp("status.published") : tp("status.draft")}
              />
            </Stack>
            <Alert severity={p.published ? "success" : "info"} sx={{ mt: 1.5 }}>
              {p.published ? t("dashboard.visibility.published") : t("dashboard.visibility.draft")}
            </Alert>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
              {t("dashboard.cv")}
            </Typography>
            <CvDownloadButtons profile={p} />
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
