import { ROLE } from "@mkt/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Edit from "@mui/icons-material/Edit";
import { Alert, Box, Button, CircularProgress, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTrackView } from "../../../shared/tracking/index.ts";
import {
  CvDownloadButtons,
  completeDetailProfileId,
  ProfileDetailView,
  profileEditPath,
  UnlockContactsButton,
  useProfile,
} from "../../profiles/index.ts";
import { ProfileActions } from "../components/profile-actions.tsx";
import { useFunctionGate, useViewer } from "../hooks/use-viewer.ts";

/**
 * §2.2 complete_detail/{company_id}/{id_token_usage}/{employee_id}/…: the full detail of a profile in the shell —
 * identity (surname initial, no photo or contacts until unlocked), skills with
 * years, experiences, education and certifications, languages, availability, rate and reviews — with what the
 * viewer's role and plan allow: a client saves, asks availability, invites to a position, writes to the
 * company, unlocks contacts and downloads the CV (blocked functions open the blocked-feature modal); staff
 * download the CV; the owner edits.
 */
export function CompleteDetailPage() {
  const { t } = useTranslation("profile-detail");
  const language = useLanguage();
  const navigate = useNavigate();
  const { employee_id, nomination_id } = useParams();
  const [params] = useSearchParams();
  const id = completeDetailProfileId(employee_id);
  const positionId = Number(params.get("position")) || null;
  const viewer = useViewer();
  const gate = useFunctionGate(viewer);
  const profile = useProfile(id);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/"));
  const nominationId = completeDetailProfileId(nomination_id);
  const seen = profile.data
    ? {
        profile_id: profile.data.id,
        supplier_id: profile.data.company_id,
        ...(positionId ? { position_id: positionId } : {}),
      }
    : null;
  useTrackView("profile_detail", seen && { ...seen, source: "complete_detail" });
  useTrackView(
    "proposal_detail",
    seen && nominationId !== null ? { ...seen, nomination_id: nominationId } : null,
  );

  let body = null;
  if (id === null || profile.isError)
    body = (
      <Alert severity="warning" data-testid="complete-detail-error">
        {profile.isError ? errorText(profile.error, language) : t("notFound")}
      </Alert>
    );
  else if (profile.isPending)
    body = (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  else {
    const p = profile.data;
    const client = viewer?.client === true && !p.editable;
    body = (
      <ProfileDetailView
        profile={p}
        contactsAction={
          client ? (
            <UnlockContactsButton profile={p} guard={(proceed) => gate.run("information_blocked", proceed)} />
          ) : null
        }
        actions={
          <Stack spacing={1.5} sx={{ alignItems: { xs: "stretch", md: "flex-end" } }}>
            <ProfileActions profile={p} variant="detail" positionId={positionId} />
            {client || viewer?.staff || p.editable ? <CvDownloadButtons profile={p} paid={client} /> : null}
            {p.editable ? (
              <Button
                startIcon={<Edit />}
                onClick={() =>
                  navigate(
                    viewer?.roleId === ROLE.PROFILE_ACCADEMY ? "/student_profile" : profileEditPath(p.id),
                  )
                }
                data-testid="complete-detail-edit"
              >
                {t("edit")}
              </Button>
            ) : null}
          </Stack>
        }
      />
    );
  }

  return (
    <Stack spacing={2} data-testid="complete-detail-page">
      <Box>
        <Button startIcon={<ArrowBack />} size="small" onClick={back} data-testid="complete-detail-back">
          {t("back")}
        </Button>
      </Box>
      {body}
    </Stack>
  );
}
