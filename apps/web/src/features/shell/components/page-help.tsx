import { TIMINGS } from "@mkt/contracts";
import HelpOutline from "@mui/icons-material/HelpOutline";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
} from "@mui/material";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageDescription } from "../api.ts";

export type PageHelpProps = {
  record: PageDescription | null;
  /** The descriptions are still being read: the dialog waits for them rather than saying "not found". */
  loading?: boolean;
};

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

/** §2.6 page-help dialog: the page's title and description, or "information not found"; opens after 400 ms. */
export function PageHelp({ record, loading = false }: PageHelpProps) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const titleId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const ask = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), TIMINGS.dialogDelayMs);
  };

  return (
    <>
      <Tooltip title={t("topBar.help")}>
        <IconButton onClick={ask} aria-label={t("topBar.help")} data-testid="page-help">
          <HelpOutline />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        data-testid="page-help-dialog"
      >
        <PageHelpContent record={record} loading={loading} titleId={titleId} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
