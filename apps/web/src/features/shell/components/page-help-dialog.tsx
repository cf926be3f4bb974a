import InfoOutlined from "@mui/icons-material/InfoOutlined";
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { PageDescription } from "../api.ts";

export type PageHelpContentProps = {
  record: Pick<PageDescription, "title" | "description"> | null;
  loading?: boolean;
  titleId?: string;
  onClose: () => void;
};

/**
 * The page-help dialog's inside (title, text, Close), as users see it: the dialog below and the back office's
 * live preview (description_pages) draw the same component.
 */
export function PageHelpContent({ record, loading = false, titleId, onClose }: PageHelpContentProps) {
  const { t } = useTranslation("shell");
  return (
    <>
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <InfoOutlined color="primary" />
          <span>{record?.title ?? (loading ? "" : t("pageHelp.fallbackTitle"))}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        {loading ? (
          <CircularProgress size={24} aria-label={t("pageHelp.loading")} data-testid="page-help-loading" />
        ) : (
          <DialogContentText data-testid="page-help-text" sx={{ whiteSpace: "pre-line" }}>
            {record?.description ?? t("pageHelp.notFound")}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {t("pageHelp.close")}
        </Button>
      </DialogActions>
    </>
  );
}

export type PageHelpDialogProps = PageHelpContentProps & { open: boolean };

/** The page-help dialog itself: fetched when the help button is pressed, during the dialog's 400 ms delay. */
export function PageHelpDialog({ open, record, loading, titleId, onClose }: PageHelpDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="page-help-dialog"
    >
      <PageHelpContent record={record} loading={loading} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
