import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import Download from "@mui/icons-material/Download";
import PictureAsPdf from "@mui/icons-material/PictureAsPdf";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import {
  type CompanyDocument,
  downloadDocument,
  fileSizeLabel,
  uploadDateLabel,
} from "../../company-profile/index.ts";
import { FreelanceVerificationBlock } from "../../staff-accounts/index.ts";
import { useAdminCompany, useReviewDocument } from "../api.ts";
import { DecisionActions } from "./decision-actions.tsx";
import { DocStatusChip } from "./doc-status-chip.tsx";
import { RejectDialog } from "./reject-dialog.tsx";

const DOC_COLORS = { pending: "info", approved: "success", rejected: "error" } as const;
const KINDS = ["chamber_of_commerce", "durc", "other"] as const;
export const KNOWN_TYPES = ["client", "supplier", "academy", "freelance", "company_admin", "staff"] as const;

export type CompanyDetailDrawerProps = { companyId: number | null; onClose: () => void };

/** Staff view of one company: facts, documentation status and each document with download, approve, reject. */
export function CompanyDetailDrawer({ companyId, onClose }: CompanyDetailDrawerProps) {
  const { t } = useTranslation("companies");
  return (
    <Drawer
      anchor="right"
      open={companyId !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 560 } } } }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <IconButton onClick={onClose} aria-label={t("detail.close")} data-testid="company-detail-close">
          <Close />
        </IconButton>
      </Box>
      {companyId !== null ? <CompanyDetail companyId={companyId} /> : null}
    </Drawer>
  );
}

function CompanyDetail({ companyId }: { companyId: number }) {
  const { t } = useTranslation("companies");
  const language = useLanguage();
  const detail = useAdminCompany(companyId);
  const review = useReviewDocument(companyId);
  const [rejecting, setRejecting] = useState<CompanyDocument | null>(null);

  if (detail.isPending)
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
        <CircularProgress />
      </Box>
    );
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {errorText(detail.error, language)}
      </Alert>
    );
  const c = detail.data;
  const typeLabel = (KNOWN_TYPES as readonly string[]).includes(c.type)
    ? t(`types.${c.type as (typeof KNOWN_TYPES)[number]}`)
    : c.type;
  const kindLabel = (kind: string) =>
    (KINDS as readonly string[]).includes(kind) ? t(`kinds.${kind as (typeof KINDS)[number]}`) : kind;

  const approve = (document: CompanyDocument) =>
    review.mutate(
      { documentId: document.id, body: { status: "approved" } },
      {
        onSuccess: () => emitNotice(t("detail.approved"), "success"),
        onError: (error) => emitNotice(errorText(error, language)),
      },
    );
  const reject = async (note: string) => {
    if (!rejecting) return;
    await review.mutateAsync({ documentId: rejecting.id, body: { status: "rejected", note } });
    setRejecting(null);
    emitNotice(t("detail.rejected"), "success");
  };
  const download = (document: CompanyDocument) => {
    downloadDocument(document).catch((error: unknown) => emitNotice(errorText(error, language)));
  };

  return (
    <Stack spacing={2.5} sx={{ px: 3, pb: 4 }} data-testid="company-detail">
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, wordBreak: "break-word" }}>
          {c.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}>
          <DocStatusChip status={c.id_doc_status} size="medium" />
          {c.limit_date_documentation && c.id_doc_status !== 2 ? (
            <Typography variant="body2" color="text.secondary">
              {t("detail.deadline", { date: c.limit_date_documentation })}
            </Typography>
          ) : null}
        </Stack>
      </Box>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          "& dt": { color: "text.secondary", typography: "body2", mt: { xs: 1, sm: 0 } },
          "& dd": { m: 0, typography: "body2", wordBreak: "break-word" },
        }}
      >
        <dt>{t("detail.vat")}</dt>
        <dd>{c.vat_number}</dd>
        <dt>{t("detail.type")}</dt>
        <dd>{typeLabel}</dd>
        <dt>{t("detail.location")}</dt>
        <dd>{[c.city, c.country].filter(Boolean).join(", ")}</dd>
        {c.website ? (
          <>
            <dt>{t("detail.website")}</dt>
            <dd>
              <a href={c.website} target="_blank" rel="noopener noreferrer">
                {c.website}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t("detail.users")}</dt>
        <dd>{c.users}</dd>
        <dt>{t("detail.created")}</dt>
        <dd>{uploadDateLabel(c.created_at)}</dd>
      </Box>
      <DecisionActions companyId={c.id} companyName={c.name} status={c.id_doc_status} />
      {c.type === "freelance" ? (
        <>
          <Divider />
          <FreelanceVerificationBlock companyId={c.id} />
        </>
      ) : null}
      <Divider />
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {t("detail.documents")}
      </Typography>
      {c.document_list.length === 0 ? (
        <Typography color="text.secondary">{t("detail.noDocuments")}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {c.document_list.map((document) => (
            <Box
              key={document.id}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}
              data-testid="review-document"
              data-status={document.status}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
                <PictureAsPdf color="error" sx={{ mt: 0.25 }} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: "break-all" }}>
                    {document.filename}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {kindLabel(document.kind)} ·{" "}
                    {t("detail.uploaded", { date: uploadDateLabel(document.created_at) })} ·{" "}
                    {fileSizeLabel(document.size)}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}
                  >
                    <Chip
                      size="small"
                      color={DOC_COLORS[document.status]}
                      label={t(`documentStatus.${document.status}`)}
                      data-testid="review-document-status"
                    />
                    {document.reviewed_at ? (
                      <Typography variant="caption" color="text.secondary">
                        {t("detail.reviewed", { date: uploadDateLabel(document.reviewed_at) })}
                      </Typography>
                    ) : null}
                  </Stack>
                  {document.status === "rejected" && document.review_note ? (
                    <Alert severity="error" variant="outlined" sx={{ mt: 1, py: 0 }}>
                      <strong>{t("detail.reason")}:</strong> {document.review_note}
                    </Alert>
                  ) : null}
                </Box>
                <Tooltip title={t("detail.download")}>
                  <IconButton
                    onClick={() => download(document)}
                    aria-label={t("detail.downloadNamed", { name: document.filename })}
                    data-testid="review-document-download"
                  >
                    <Download />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: "flex-end" }}>
                {document.status !== "rejected" ? (
                  <Button
                    color="error"
                    variant="outlined"
                    size="small"
                    startIcon={<Close />}
                    disabled={review.isPending}
                    onClick={() => setRejecting(document)}
                    data-testid="review-document-reject"
                  >
                    {t("detail.reject")}
                  </Button>
                ) : null}
                {document.status !== "approved" ? (
                  <Button
                    color="success"
                    variant="contained"
                    size="small"
                    startIcon={<Check />}
                    disabled={review.isPending}
                    onClick={() => approve(document)}
                    data-testid="review-document-approve"
                  >
                    {t("detail.approve")}
                  </Button>
                ) : null}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {rejecting ? (
        <RejectDialog
          filename={rejecting.filename}
          pending={review.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={reject}
        />
      ) : null}
    </Stack>
  );
}
