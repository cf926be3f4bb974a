import { type CvDraft, ROLE } from "@mkt/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Description from "@mui/icons-material/Description";
import UploadFile from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Stack,
  Typography,
} from "@mui/material";
import { type DragEvent, useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorCodeText, errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { track } from "../../../shared/tracking/index.ts";
import { uploadCv, useOwnProfile, useTechnologies } from "../api.ts";
import { CvReviewScreen } from "../cv-review/cv-review-screen.tsx";
import { LeaveGuard } from "../cv-review/leave-guard.tsx";
import { acceptOf, CV_RULE, checkUpload, megabytes } from "../file-rules.ts";
import { useAddProfileGate } from "../hooks/use-add-profile-gate.ts";

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number; file: string }
  | { kind: "parsing"; file: string };

/**
 * §2.2 upload_cv / digitize_cv: a PDF or DOCX CV is uploaded (with progress) and read by the server; the review
 * screen then shows what was found beside the original, and the profile is created only on its Confirm.
 */
export function UploadCvPage() {
  const [review, setReview] = useState<CvDraft | null>(null);
  return review ? <Review cv={review} /> : <Upload onRead={setReview} />;
}

/** Where the upload and the review lead back to: a freelancer's own profile, else the company's profiles. */
function useHome(): { path: string; freelancerId: number | null } {
  const session = useSession();
  const freelancer = session?.user.role_id === ROLE.FREELANCER;
  return {
    path: freelancer ? "/freelance_profile" : "/employees",
    freelancerId: freelancer ? (session?.user.id ?? 0) : null,
  };
}

/**
 * The review of a digitized CV; leaving it before Confirm asks first (the draft is not kept). A freelancer fills
 * their own profile with it, a company creates a new one.
 */
function Review({ cv }: { cv: CvDraft }) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const home = useHome();
  const technologies = useTechnologies();
  const own = useOwnProfile(home.freelancerId ?? 0, home.freelancerId !== null);
  const saved = useRef(false);
  const active = useCallback(() => !saved.current, []);
  if (own.isError) return <Alert severity="error">{errorText(own.error, language)}</Alert>;
  if (technologies.isPending || (home.freelancerId !== null && own.isPending))
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  return (
    <>
      <LeaveGuard active={active} />
      <CvReviewScreen
        cv={cv}
        technologies={technologies.data ?? []}
        base={home.freelancerId !== null ? own.data : undefined}
        onDiscard={() => navigate(home.path)}
        onCreated={(profile) => {
          saved.current = true;
          if (home.freelancerId === null)
            track("profile_create", {
              source: "cv",
              profile_id: profile.id,
              Process_completed: true,
              technologies: profile.skills
                .map((s) => s.name.trim().slice(0, 100))
                .filter(Boolean)
                .slice(0, 30),
            });
          notify(home.freelancerId !== null ? t("done.saved") : t("done.created"), "success");
          navigate(home.path);
        }}
      />
    </>
  );
}

function Upload({ onRead }: { onRead: (cv: CvDraft) => void }) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const home = useHome();
  const gate = useAddProfileGate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase.kind !== "idle";

  const start = async (file: File) => {
    const issue = checkUpload(file, CV_RULE);
    if (issue) {
      setProblem(t(`upload.errors.${issue}`, { max: megabytes(CV_RULE.maxBytes) }));
      return;
    }
    setProblem(null);
    setPhase({ kind: "uploading", percent: 0, file: file.name });
    try {
      const cvDraft = await uploadCv(file, (percent) =>
        setPhase(
          percent >= 100
            ? { kind: "parsing", file: file.name }
            : { kind: "uploading", percent, file: file.name },
        ),
      );
      onRead(cvDraft);
    } catch (error) {
      setPhase({ kind: "idle" });
      setProblem(errorText(error, language));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void start(file);
  };

  return (
    <Card data-testid="upload-cv-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", mb: 3 }}>
          <Button startIcon={<ArrowBack />} onClick={() => navigate(home.path)} sx={{ flexShrink: 0 }}>
            {t("backToList")}
          </Button>
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("cv.heading")}
            </Typography>
            <Typography color="text.secondary">{t("cv.subtitle")}</Typography>
          </Box>
        </Stack>
        {gate.pending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
            <CircularProgress aria-label={t("loading")} />
          </Box>
        ) : !gate.verdict.allowed ? (
          <Alert severity="warning" data-testid="profile-add-blocked">
            {gate.reasonCode ? errorCodeText(gate.reasonCode, language) : null}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Box
              onDragOver={(event) => {
                event.preventDefault();
                if (!busy) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              sx={{
                border: 2,
                borderStyle: "dashed",
                borderColor: dragging ? "primary.main" : "divider",
                borderRadius: 2,
                bgcolor: dragging ? "action.hover" : "background.default",
                p: { xs: 3, sm: 5 },
                textAlign: "center",
              }}
              data-testid="cv-dropzone"
            >
              <Description sx={{ fontSize: 48, color: "primary.main" }} />
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{t("cv.drop")}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t("cv.rules", { max: megabytes(CV_RULE.maxBytes) })}
              </Typography>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                hidden
                accept={acceptOf(CV_RULE)}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) void start(file);
                }}
                data-testid="cv-input"
              />
              <Button
                variant="contained"
                startIcon={<UploadFile />}
                disabled={busy}
                onClick={() => inputRef.current?.click()}
                data-testid="cv-choose"
              >
                {t("cv.choose")}
              </Button>
            </Box>
            {phase.kind === "uploading" ? (
              <Box data-testid="cv-progress" role="status">
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {t("cv.uploading", { file: phase.file, percent: phase.percent })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={phase.percent}
                  aria-label={t("cv.uploadingShort")}
                />
              </Box>
            ) : phase.kind === "parsing" ? (
              <Box data-testid="cv-progress" role="status">
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {t("cv.parsing", { file: phase.file })}
                </Typography>
                <LinearProgress aria-label={t("cv.parsingShort")} />
              </Box>
            ) : null}
            {problem ? (
              <Alert severity="error" role="alert" data-testid="cv-error">
                {problem}
              </Alert>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {t("cv.privacy")}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
