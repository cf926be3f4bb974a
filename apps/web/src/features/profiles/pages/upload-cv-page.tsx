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
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorCodeText, errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { uploadCv } from "../api.ts";
import { acceptOf, CV_RULE, checkUpload, megabytes } from "../file-rules.ts";
import { useAddProfileGate } from "../hooks/use-add-profile-gate.ts";
import type { AddFromCvState } from "./profile-editor-page.tsx";

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number; file: string }
  | { kind: "parsing"; file: string };

/**
 * §2.2 upload_cv / digitize_cv: a PDF or DOCX CV is uploaded (with progress) and read by the server; the
 * add-profile form then opens pre-filled with what was found, for the user to review before saving.
 */
export function UploadCvPage() {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
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
      const state: AddFromCvState = { cvDraft };
      navigate("/employees/add-employee", { state });
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
          <Button startIcon={<ArrowBack />} onClick={() => navigate("/employees")} sx={{ flexShrink: 0 }}>
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
