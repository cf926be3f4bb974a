import { type ProductConfiguration, productConfigurationSchema } from "@mkt/contracts";
import Save from "@mui/icons-material/Save";
import { Alert, Button, Divider, FormControlLabel, Grid, Stack, Switch, Typography } from "@mui/material";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText, fieldErrorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSaveConfiguration } from "../api.ts";
import {
  type ConfigurationFormValues,
  formFieldOf,
  toBody,
  toFormValues,
} from "../configuration-form-values.ts";
import { SupportChatFields } from "./support-chat-fields.tsx";

export type ConfigurationFormProps = {
  configuration: ProductConfiguration;
  /** Admin Management: every field read-only and no save button. */
  readOnly: boolean;
};

const base = contractResolver<ConfigurationFormValues>(productConfigurationSchema, toBody);

/** The contract's check, with a problem of the n-th host shown under the hosts field with its line number. */
function hostAwareResolver(
  lineLabel: (line: number, message: string) => string,
): Resolver<ConfigurationFormValues> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const hosts = result.errors.embedding_hosts as unknown;
    if (Array.isArray(hosts)) {
      const index = hosts.findIndex((e) => e?.message);
      const first = hosts[index] as { message: string; type: string };
      return {
        values: {},
        errors: {
          ...result.errors,
          embedding_hosts: { type: first.type, message: lineLabel(index + 1, first.message) },
        },
      };
    }
    return result;
  };
}

/** The configuration screen's form (issue 17 item 4): maintenance, version, deadline, mailbox, hosts, support chat. */
export function ConfigurationForm({ configuration, readOnly }: ConfigurationFormProps) {
  const { t } = useTranslation("product-config");
  const language = useLanguage();
  const { notify } = useNotice();
  const save = useSaveConfiguration();
  const lineLabel = (line: number, message: string) => t("configuration.hostLine", { line, message });
  const form = useForm<ConfigurationFormValues>({
    defaultValues: toFormValues(configuration),
    resolver: hostAwareResolver(lineLabel),
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(productConfigurationSchema.parse(toBody(values)), {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        notify(t("configuration.saved"), "success");
      },
      onError: (error) => {
        let applied = false;
        for (const fieldError of isApiError(error) ? error.fieldErrors : []) {
          const { field, line } = formFieldOf(fieldError.field);
          const message = fieldErrorText(fieldError, language);
          form.setError(
            field as FieldPath<ConfigurationFormValues>,
            { type: fieldError.code, message: line ? lineLabel(line, message) : message },
            { shouldFocus: !applied },
          );
          applied = true;
        }
        if (!applied) notify(errorText(error, language), "error");
      },
    }),
  );
  const field = { control: form.control, disabled: readOnly };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} data-testid="configuration-form">
      {readOnly ? <Alert severity="info">{t("configuration.readOnly")}</Alert> : null}
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t("configuration.maintenance")}
        </Typography>
        <Controller
          control={form.control}
          name="maintenance.enabled"
          render={({ field: f }) => (
            <FormControlLabel
              label={f.value ? t("configuration.maintenanceOn") : t("configuration.maintenanceOff")}
              control={
                <Switch
                  checked={f.value}
                  onChange={(e) => f.onChange(e.target.checked)}
                  disabled={readOnly}
                  color="warning"
                  slotProps={{ input: { "data-testid": "config-maintenance" } as object }}
                />
              }
            />
          )}
        />
        <Typography variant="body2" color="text.secondary">
          {t("configuration.maintenanceHelp")}
        </Typography>
        <Grid container spacing={2}>
          {(["it", "en"] as const).map((lang) => (
            <Grid key={lang} size={{ xs: 12, md: 6 }}>
              <FormTextField
                {...field}
                name={`maintenance.message_${lang}`}
                label={t(`configuration.message_${lang}`)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { "data-testid": `config-message-${lang}` } }}
              />
            </Grid>
          ))}
        </Grid>
      </Stack>
      <Divider />
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t("configuration.newCompanies")}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              {...field}
              name="default_product_version"
              label={t("configuration.productVersion")}
              data-testid="config-version"
              options={[1, 2].map((v) => ({
                value: v,
                label: t("configuration.version", { version: v }),
                testId: `config-version-${v}`,
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              {...field}
              name="documentation_days"
              label={t("configuration.documentationDays")}
              helperText={t("configuration.documentationDaysHelp")}
              slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "config-days" } }}
            />
          </Grid>
        </Grid>
      </Stack>
      <Divider />
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t("configuration.contacts")}
        </Typography>
        <FormTextField
          {...field}
          name="sales_email"
          type="email"
          label={t("configuration.salesEmail")}
          slotProps={{ htmlInput: { "data-testid": "config-sales" } }}
        />
        <FormTextField
          {...field}
          name="embedding_hosts"
          label={t("configuration.embeddingHosts")}
          helperText={t("configuration.embeddingHostsHelp")}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { "data-testid": "config-hosts", spellCheck: false } }}
        />
      </Stack>
      <Divider />
      <SupportChatFields control={form.control} readOnly={readOnly} />
      {readOnly ? null : (
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<Save />}
            disabled={save.isPending}
            data-testid="config-save"
          >
            {t("configuration.save")}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
