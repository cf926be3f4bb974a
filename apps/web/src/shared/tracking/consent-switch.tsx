import { FormControlLabel, Paper, Stack, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNotice } from "../components/notice-provider.tsx";
import { errorText } from "../i18n/error-text.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { useConsentSync } from "./use-consent-sync.ts";

/** The analytics choice on the user's profile page: the same choice as the cookie banner, stored on the account. */
export function ConsentSwitch() {
  const { t } = useTranslation("tracking");
  const language = useLanguage();
  const { notify } = useNotice();
  const { choice, choose, saving } = useConsentSync();
  const on = choice === "granted";
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t("switch.title")}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={saving}
              onChange={(event) => {
                const next = event.target.checked;
                choose(
                  next ? "granted" : "denied",
                  () => notify(t(next ? "switch.saved_on" : "switch.saved_off"), "success"),
                  (error) => notify(errorText(error, language), "error"),
                );
              }}
            />
          }
          label={t("switch.label")}
        />
        <Typography variant="body2" color="text.secondary">
          {t("switch.help")}
        </Typography>
      </Stack>
    </Paper>
  );
}
