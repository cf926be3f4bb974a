import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslation } from "react-i18next";

export type SupportChatConsentDialogProps = {
  /** The provider's name, as the visitor's permission is asked for its cookies. */
  provider: string;
  onClose: () => void;
  onAllow: () => void;
};

/** The support chat's permission question (its own chunk: the public pages carry Dialog only once it opens). */
export function SupportChatConsentDialog({ provider, onClose, onAllow }: SupportChatConsentDialogProps) {
  const { t } = useTranslation("tracking");
  return (
    <Dialog open onClose={onClose} aria-labelledby="support-chat-consent-title">
      <DialogTitle id="support-chat-consent-title">{t("supportChat.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("supportChat.text", { provider })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("supportChat.notNow")}</Button>
        <Button variant="contained" onClick={onAllow} data-testid="support-chat-allow">
          {t("supportChat.allow")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
