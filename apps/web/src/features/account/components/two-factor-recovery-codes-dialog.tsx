import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DownloadIcon from "@mui/icons-material/Download";
import PrintIcon from "@mui/icons-material/Print";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  GlobalStyles,
  Stack,
} from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";

export type RecoveryCodesDialogProps = { codes: string[]; email: string; onClose: () => void };

/**
 * The recovery codes, shown once after enrolling or regenerating: copy, download as text, or print (only the
 * dialog is printed). Closing needs the explicit "I have saved them".
 */
export function RecoveryCodesDialog({ codes, email, onClose }: RecoveryCodesDialogProps) {
  const { t } = useTranslation("two-factor");
  const { notify } = useNotice();
  const titleId = useId();
  const text = `${t("codes.fileTitle")} — ${email}\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t("codes.copied"), "success");
    } catch {
      // Clipboard refused (permissions): the codes stay on screen to copy by hand.
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="recovery-codes-dialog">
      {/* Printing shows only this dialog: the app under it is hidden on paper. */}
      <GlobalStyles styles={{ "@media print": { "#root": { display: "none" } } }} />
      <DialogTitle id={titleId}>{t("codes.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("codes.text")}</DialogContentText>
        <Box
          component="ol"
          data-testid="recovery-codes"
          sx={{
            display: "grid",
            gridTemplateColumns: "repeat(2, 1fr)",
            gap: 1,
            listStyle: "none",
            p: 2,
            m: 0,
            borderRadius: 1,
            bgcolor: "action.hover",
            fontFamily: "monospace",
            fontSize: "1.05rem",
            textAlign: "center",
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", displayPrint: "none" }}>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
            {t("codes.copy")}
          </Button>
          <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
            {t("codes.download")}
          </Button>
          <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t("codes.print")}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ displayPrint: "none" }}>
        <Button variant="contained" onClick={onClose} data-testid="recovery-codes-done">
          {t("codes.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
