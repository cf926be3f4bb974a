import OpenInNew from "@mui/icons-material/OpenInNew";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import type { LegalKind } from "../content/legal-document.ts";
import { LegalDocumentView } from "./legal-document-view.tsx";

export const LEGAL_PATHS: Record<LegalKind, string> = { terms: "/terms", privacy: "/privacy" };

export type LegalDialogProps = { kind: LegalKind | null; onClose: () => void };

/** A legal text over the current page (the form under it keeps its values), with a link to open it in a tab. */
export function LegalDialog({ kind, onClose }: LegalDialogProps) {
  const { t } = useTranslation("legal");
  const language = useLanguage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
      data-testid="legal-dialog"
    >
      {kind ? (
        <>
          <DialogTitle id={titleId}>{t(`titles.${kind}`)}</DialogTitle>
          <DialogContent dividers>
            <LegalDocumentView kind={kind} language={language} embedded />
          </DialogContent>
          <DialogActions sx={{ justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
            <Link
              href={LEGAL_PATHS[kind]}
              target="_blank"
              rel="noopener"
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
            >
              {t("openInTab")}
              <OpenInNew fontSize="small" aria-hidden />
            </Link>
            <Button variant="contained" onClick={onClose} data-testid="legal-dialog-close">
              {t("close")}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
