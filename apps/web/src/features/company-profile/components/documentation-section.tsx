import type { CompanyProfile } from "@mkt/contracts";
import DownloadIcon from "@mui/icons-material/Download";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { documentationState } from "../../../shared/session/documentation-status.ts";
import {
  type CompanyDocument,
  type DocumentKind,
  downloadDocument,
  useCompanyDocuments,
  useDocumentationOverview,
  useUploadDocument,
} from "../api.ts";
import { documentRowStatus, uploadDateLabel } from "../documentation-rows.ts";
import { acceptOf, checkUpload, DOCUMENT_RULE, fileSizeLabel, megabytes } from "../upload-rules.ts";
import { DocumentationStatusAlert } from "./documentation-status-alert.tsx";
import { DocumentationSubmit } from "./documentation-submit.tsx";

/** YYYY-MM-DD as DD/MM/YYYY. */
const dayLabel = (day: string) => day.split("-").reverse().join("/");

export type DocumentationSectionProps = { userId: number; profile: CompanyProfile };

/** The company's documentation: its §4 status, the uploaded PDFs with download, and a PDF upload. */
export function DocumentationSection({ userId, profile }: DocumentationSectionProps) {
  const { t } = useTranslation("company-profile");
  const language = useLanguage();
  const documents = useCompanyDocuments(userId);
  const overview = useDocumentationOverview(userId);
  const kinds = overview.data?.kinds ?? [];
  const labelOf = (code: string) => kinds.find((k) => k.code === code)?.label ?? code;
  const idDocStatus = overview.data?.id_doc_status ?? profile.id_doc_status;
  const limitDate = overview.data ? overview.data.limit_date_documentation : profile.limit_date_documentation;
  // The staff can approve a company with no file here (the demo's companies are): the empty list says so, not
  // a bare "no document" under "documentation approved".
  const approved = documentationState(idDocStatus, limitDate, new Date()).kind === "approved";
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosenKind, setKind] = useState<DocumentKind>("");
  const [expiresAt, setExpiresAt] = useState("");
  const kind = chosenKind || kinds[0]?.code || "";
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocument(userId, setProgress);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const issue = checkUpload(file, DOCUMENT_RULE);
    if (issue) {
      setProblem(t(`documentation.errors.${issue}`, { max: megabytes(DOCUMENT_RULE.maxBytes) }));
      return;
    }
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { file, kind, expiresAt },
      {
        onSuccess: () => emitNotice(t("documentation.uploaded"), "success"),
        onError: (error) => setProblem(errorText(error, language)),
      },
    );
  };

  const download = (document: CompanyDocument) => {
    downloadDocument(document).catch((error: unknown) => emitNotice(errorText(error, language)));
  };

  return (
    <Card data-testid="documentation-section">
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("documentation.heading")}
          </Typography>
          <DocumentationStatusAlert
            idDocStatus={idDocStatus}
            limitDate={limitDate}
            client={profile.type === "client"}
          />
          {overview.data ? <DocumentationSubmit userId={userId} overview={overview.data} /> : null}
          {documents.isError ? (
            <Alert severity="error">{errorText(documents.error, language)}</Alert>
          ) : documents.data?.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="documents-empty">
              {t(approved ? "documentation.emptyApproved" : "documentation.empty")}
            </Typography>
          ) : (
            <List disablePadding data-testid="documents-list">
              {(documents.data ?? []).map((document) => (
                <ListItem
                  key={document.id}
                  divider
                  data-testid="document-row"
                  sx={{ px: 0, alignItems: "flex-start" }}
                  secondaryAction={
                    <Tooltip title={t("documentation.download")}>
                      <IconButton
                        edge="end"
                        onClick={() => download(document)}
                        aria-label={t("documentation.downloadNamed", { name: document.filename })}
                        data-testid="document-download"
                      >
                        <DownloadIcon />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemIcon sx={{ minWidth: 40, mt: 0.75 }}>
                    <PictureAsPdfIcon color="error" />
                  </ListItemIcon>
                  <ListItemText
                    sx={{ minWidth: 0, pr: 6 }}
                    primary={document.filename}
                    slotProps={{ primary: { sx: { wordBreak: "break-all", fontWeight: 600 } } }}
                    secondary={
                      <Box
                        component="span"
                        sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 0.5 }}
                      >
                        <span>{labelOf(document.kind)}</span>
                        {document.expires_at ? (
                          <span data-testid="document-expiry">
                            {t("documentation.expires", { date: dayLabel(document.expires_at) })}
                          </span>
                        ) : null}
                        <span>·</span>
                        <span>{uploadDateLabel(document.created_at)}</span>
                        <span>·</span>
                        <span>{fileSizeLabel(document.size)}</span>
                        <Chip
                          component="span"
                          size="small"
                          color={documentRowStatus(document.status).color}
                          label={t(`documentation.rowStatus.${documentRowStatus(document.status).key}`)}
                          data-testid="document-status"
                          data-status={document.status}
                        />
                        {document.status === "rejected" && document.review_note ? (
                          <Box
                            component="span"
                            sx={{ flexBasis: "100%", color: "error.main" }}
                            data-testid="document-review-note"
                          >
                            {t("documentation.rejectedReason", { note: document.review_note })}
                          </Box>
                        ) : null}
                      </Box>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Box
            component="section"
            aria-labelledby="documentation-upload-title"
            sx={{ bgcolor: "grey.50", border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}
          >
            <Typography id="documentation-upload-title" variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
              {t("documentation.uploadTitle")}
            </Typography>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1.5}
              sx={{ alignItems: { sm: "center" } }}
            >
              <TextField
                select
                size="small"
                label={t("documentation.kind")}
                value={kind}
                onChange={(event) => setKind(event.target.value as DocumentKind)}
                sx={{ minWidth: 220 }}
                // The chosen kind shows as its name: a required mark belongs to the list, not to the value.
                slotProps={{ select: { renderValue: (code) => labelOf(String(code)) } }}
                data-testid="document-kind"
              >
                {kinds.map((k) => (
                  <MenuItem key={k.code} value={k.code} data-testid={`document-kind-${k.code}`}>
                    {k.required ? t("documentation.kindRequired", { label: k.label }) : k.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                size="small"
                label={t("documentation.expiresAt")}
                value={expiresAt}
                onChange={(event) => setExpiresAt(event.target.value)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { "data-testid": "document-expires-at" },
                }}
                helperText={t("documentation.expiresHint")}
              />
              <input
                ref={inputRef}
                type="file"
                accept={acceptOf(DOCUMENT_RULE)}
                hidden
                onChange={onChange}
                data-testid="document-input"
              />
              <Button
                variant="contained"
                startIcon={<UploadFileIcon />}
                onClick={() => inputRef.current?.click()}
                disabled={upload.isPending || !kind}
              >
                {t("documentation.choose")}
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t("documentation.hint", { max: megabytes(DOCUMENT_RULE.maxBytes) })}
            </Typography>
            {upload.isPending ? (
              <Box sx={{ mt: 1.5 }}>
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  aria-label={t("documentation.uploading")}
                />
                <Typography variant="caption" color="text.secondary">
                  {t("documentation.progress", { percent: progress })}
                </Typography>
              </Box>
            ) : null}
            {problem ? (
              <Alert severity="error" role="alert" sx={{ mt: 1.5 }} data-testid="document-error">
                {problem}
              </Alert>
            ) : null}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
