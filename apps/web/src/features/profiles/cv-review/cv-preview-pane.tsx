import OpenInNew from "@mui/icons-material/OpenInNew";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCvOriginal, useCvText } from "./review-api.ts";

export type CvPreviewPaneProps = { uploadId: string; kind: "pdf" | "docx"; filename: string };

/**
 * The original CV beside its draft: a PDF in the browser's own viewer (an iframe on a blob URL of the file, fetched
 * with the token) or, on request, as the text read from it; a DOCX as its text.
 */
export function CvPreviewPane({ uploadId, kind, filename }: CvPreviewPaneProps) {
  const { t } = useTranslation("profiles");
  const [mode, setMode] = useState<"document" | "text">(kind === "pdf" ? "document" : "text");
  return (
    <Stack spacing={1} sx={{ height: "100%" }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}
      >
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          {filename}
        </Typography>
        {kind === "pdf" ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            onChange={(_, next: "document" | "text" | null) => next && setMode(next)}
            aria-label={t("cv.review.previewMode")}
          >
            <ToggleButton value="document" data-testid="cv-preview-mode-document">
              {t("cv.review.previewDocument")}
            </ToggleButton>
            <ToggleButton value="text" data-testid="cv-preview-mode-text">
              {t("cv.review.previewText")}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: "flex", flexDirection: "column" }}>
        {mode === "document" ? (
          <PdfFrame uploadId={uploadId} filename={filename} />
        ) : (
          <TextPreview uploadId={uploadId} filename={filename} />
        )}
      </Box>
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation("profiles");
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-label={t("cv.review.previewLoading")} />
    </Box>
  );
}

function Failure({ error }: { error: unknown }) {
  const language = useLanguage();
  return (
    <Alert severity="error" data-testid="cv-preview-error">
      {errorText(error, language)}
    </Alert>
  );
}

function TextPreview({ uploadId, filename }: { uploadId: string; filename: string }) {
  const { t } = useTranslation("profiles");
  const text = useCvText(uploadId, true);
  if (text.isError) return <Failure error={text.error} />;
  if (text.isPending) return <Loading />;
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={t("cv.review.previewOf", { file: filename })}
      data-testid="cv-preview-text"
      sx={{
        m: 0,
        p: 2,
        flex: 1,
        minHeight: 320,
        overflow: "auto",
        whiteSpace: "pre-wrap",
        fontFamily: "inherit",
        fontSize: 14,
        bgcolor: "background.default",
        borderRadius: 1,
      }}
    >
      {text.data.text}
    </Box>
  );
}

function PdfFrame({ uploadId, filename }: { uploadId: string; filename: string }) {
  const { t } = useTranslation("profiles");
  const original = useCvOriginal(uploadId, true);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!original.data) return;
    const next = URL.createObjectURL(new Blob([original.data], { type: "application/pdf" }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [original.data]);
  if (original.isError) return <Failure error={original.error} />;
  if (!url) return <Loading />;
  return (
    <>
      <Box
        component="iframe"
        src={url}
        title={t("cv.review.previewOf", { file: filename })}
        data-testid="cv-preview-pdf"
        sx={{ flex: 1, minHeight: 480, width: "100%", border: 1, borderColor: "divider", borderRadius: 1 }}
      />
      <Box>
        <Button
          size="small"
          startIcon={<OpenInNew />}
          href={url}
          target="_blank"
          rel="noopener"
          data-testid="cv-preview-open"
        >
          {t("cv.review.previewOpen")}
        </Button>
      </Box>
    </>
  );
}
