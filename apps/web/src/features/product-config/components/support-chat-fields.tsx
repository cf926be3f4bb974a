import { SUPPORT_CHAT_PROVIDER_SPECS, SUPPORT_CHAT_PROVIDERS } from "@mkt/contracts";
import { FormControlLabel, Grid, Stack, Switch, Typography } from "@mui/material";
import { type Control, Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import type { ConfigurationFormValues } from "../configuration-form-values.ts";

/**
 * The support chat section of the configuration form: a known provider, its site id (checked against the
 * provider's format) and on/off. The widget then loads for signed-out visitors of the marketplace's host who
 * allowed it (docs/back-office.md).
 */
export function SupportChatFields({
  control,
  readOnly,
}: {
  control: Control<ConfigurationFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation("product-config");
  const provider = useWatch({ control, name: "support_chat.provider" });
  const spec = SUPPORT_CHAT_PROVIDER_SPECS[provider];
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t("configuration.supportChat")}
      </Typography>
      <Controller
        control={control}
        name="support_chat.enabled"
        render={({ field: f }) => (
          <FormControlLabel
            label={f.value ? t("configuration.supportChatOn") : t("configuration.supportChatOff")}
            control={
              <Switch
                checked={f.value}
                onChange={(e) => f.onChange(e.target.checked)}
                disabled={readOnly}
                slotProps={{ input: { "data-testid": "config-chat-enabled" } as object }}
              />
            }
          />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {t("configuration.supportChatHelp")}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            disabled={readOnly}
            name="support_chat.provider"
            label={t("configuration.supportChatProvider")}
            data-testid="config-chat-provider"
            options={SUPPORT_CHAT_PROVIDERS.map((p) => ({
              value: p,
              label: SUPPORT_CHAT_PROVIDER_SPECS[p].label,
              testId: `config-chat-provider-${p}`,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            disabled={readOnly}
            name="support_chat.site_id"
            label={t(`configuration.supportChatSite_${provider}`)}
            helperText={t("configuration.supportChatSiteHelp", { example: spec.example })}
            slotProps={{ htmlInput: { "data-testid": "config-chat-site", spellCheck: false } }}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
