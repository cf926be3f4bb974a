import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import CloseIcon from "@mui/icons-material/Close";
import { DialogContent, IconButton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The dialog's close (×) button, top right. */
export function CloseButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation("feedback");
  return (
    <IconButton
      onClick={onClick}
      disabled={disabled}
      aria-label={t("survey.close")}
      sx={{ position: "absolute", right: 8, top: 8 }}
      data-testid="feedback-survey-close"
    >
      <CloseIcon />
    </IconButton>
  );
}

/** The thank-you shown after an answer, until the survey closes itself. */
export function SurveyThanks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("feedback");
  return (
    <>
      <CloseButton onClick={onClose} />
      <DialogContent sx={{ py: 5 }}>
        <Stack spacing={1.5} sx={{ alignItems: "center", textAlign: "center" }} role="status">
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
          <Typography id="feedback-survey-title" variant="h6" component="h2">
            {t("survey.thanksTitle")}
          </Typography>
          <Typography color="text.secondary" data-testid="feedback-survey-thanks">
            {t("survey.thanksText")}
          </Typography>
        </Stack>
      </DialogContent>
    </>
  );
}
