import { ROLE } from "@mkt/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorCodeText, errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { track } from "../../../shared/tracking/index.ts";
import { useProfile } from "../api.ts";
import { ProfileForm } from "../components/profile-form.tsx";
import { StudentAccountSection } from "../components/student-account-section.tsx";
import { useAddProfileGate } from "../hooks/use-add-profile-gate.ts";
import { detailToForm, emptyProfileForm } from "../profile-form-model.ts";
import { SectionLinks } from "../sections/section-links.tsx";

/**
 * §2.2 employees/add-employee (new) and employees/add-employee/:id (edit). A digitized CV is reviewed on its own
 * screen (upload_cv, cv-review/), which creates the profile.
 */
export function ProfileEditorPage() {
  const { profileId } = useParams();
  const id = profileId && /^\d+$/.test(profileId) ? Number(profileId) : null;
  if (profileId !== undefined && id === null) return <NotFound />;
  return id === null ? <NewProfile /> : <EditProfile id={id} />;
}

function NotFound() {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => navigate("/employees")}>
          {t("backToList")}
        </Button>
      }
    >
      {errorCodeText("common.not_found", language)}
    </Alert>
  );
}

function Heading({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation("profiles");
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", mb: 2 }}>
      <Button startIcon={<ArrowBack />} onClick={() => navigate("/employees")} sx={{ flexShrink: 0 }}>
        {t("backToList")}
      </Button>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation("profiles");
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
      <CircularProgress aria-label={t("loading")} />
    </Box>
  );
}

function NewProfile() {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const gate = useAddProfileGate();
  if (gate.pending) return <Loading />;
  if (!gate.verdict.allowed) {
    return (
      <>
        <Heading title={t("form.newTitle")} subtitle={t("form.newSubtitle")} />
        <Alert severity="warning" data-testid="profile-add-blocked">
          {gate.reasonCode ? errorCodeText(gate.reasonCode, language) : null}
        </Alert>
      </>
    );
  }
  return (
    <>
      <Heading title={t("form.newTitle")} subtitle={t("form.newSubtitle")} />
      <ProfileForm
        profileId={null}
        initialValues={emptyProfileForm()}
        photoUrl={null}
        onCancel={() => navigate("/employees")}
        onSaved={(saved) => {
          track("profile_create", {
            source: "manual",
            profile_id: saved.id,
            Process_completed: true,
            technologies: saved.skills
              .map((s) => s.name.trim().slice(0, 100))
              .filter(Boolean)
              .slice(0, 30),
          });
          notify(t("done.created"), "success");
          navigate("/employees");
        }}
      />
    </>
  );
}

function EditProfile({ id }: { id: number }) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const session = useSession();
  const profile = useProfile(id);
  if (profile.isPending) return <Loading />;
  if (profile.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => navigate("/employees")}>
            {t("backToList")}
          </Button>
        }
      >
        {errorText(profile.error, language)}
      </Alert>
    );
  }
  const detail = profile.data;
  if (!detail.editable) return <NotFound />;
  // An academy's manager links the student's user account to the student's profile.
  const academyManager =
    session?.user.company_type === "academy" && session.user.role_id !== ROLE.PROFILE_ACCADEMY;
  return (
    <>
      <Heading
        title={t("form.editTitle", { name: `${detail.firstname} ${detail.lastname}` })}
        subtitle={t("form.editSubtitle")}
      />
      <Box sx={{ mb: 2 }}>
        <SectionLinks profileId={detail.id} />
      </Box>
      {academyManager && detail.kind === "student" ? (
        <Box sx={{ mb: 2 }}>
          <StudentAccountSection
            profileId={detail.id}
            profileName={`${detail.firstname} ${detail.lastname}`}
          />
        </Box>
      ) : null}
      <ProfileForm
        key={detail.updated_at}
        profileId={detail.id}
        initialValues={detailToForm(detail)}
        photoUrl={detail.photo_url}
        onCancel={() => navigate("/employees")}
        onSaved={() => {
          notify(t("done.saved"), "success");
          navigate("/employees");
        }}
      />
    </>
  );
}
