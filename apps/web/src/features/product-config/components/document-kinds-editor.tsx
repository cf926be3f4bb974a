import {
  DOCUMENTED_COMPANY_TYPES,
  type DocumentationSettings,
  documentationSettingsSchema,
} from "@mkt/contracts";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { type Control, Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSaveDocumentationSettings } from "../document-kinds-api.ts";
import {
  type DocumentedCompanyType,
  type DocumentKindsValues,
  EMPTY_KIND,
  toBody,
  toFormValues,
} from "../document-kinds-form-values.ts";

function RequiredFor({
  control,
  index,
  readOnly,
}: {
  control: Control<DocumentKindsValues>;
  index: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation("product-config");
  return (
    <Controller
      control={control}
      name={`kinds.${index}.required_for`}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={readOnly}>
          <FormLabel component="legend">{t("documentKinds.requiredFor")}</FormLabel>
          <FormGroup row>
            {DOCUMENTED_COMPANY_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={t(`documentKinds.companyType.${type}`)}
                control={
                  <Checkbox
                    size="small"
                    checked={field.value.includes(type)}
                    onChange={(_, checked) =>
                      field.onChange(
                        checked
                          ? [...field.value, type]
                          : field.value.filter((v: DocumentedCompanyType) => v !== type),
                      )
                    }
                    slotProps={{ input: { "data-testid": `kind-${index}-required-${type}` } as object }}
                  />
                }
              />
            ))}
          </FormGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

/**
 * The document kinds companies send (app_setting company_documentation, issue 17): labels it/en, the company
 * types that must send each, validity in months (empty: no expiry), and the reminder lead time. The
 * Administrator edits and saves the whole list; Admin Management reads it. A saved kind's code is fixed (the
 * uploaded documents store it); removing a kind keeps its documents (docs/back-office.md).
 */
export function DocumentKindsEditor({
  settings,
  readOnly,
}: {
  settings: DocumentationSettings;
  readOnly: boolean;
}) {
  const { t } = useTranslation("product-config");
  const language = useLanguage();
  const { notify } = useNotice();
  const save = useSaveDocumentationSettings();
  const [removing, setRemoving] = useState<number | null>(null);
  const { control, handleSubmit, reset, watch } = useForm<DocumentKindsValues>({
    resolver: contractResolver<DocumentKindsValues>(documentationSettingsSchema, toBody),
    defaultValues: toFormValues(settings),
  });
  const kinds = useFieldArray({ control, name: "kinds" });
  const submit = handleSubmit(async (values) => {
    // A refusal shows in the alert above the list (the API checks the same schema as this form).
    const saved = await save.mutateAsync(documentationSettingsSchema.parse(toBody(values))).catch(() => null);
    if (!saved) return;
    reset(toFormValues(saved));
    notify(t("documentKinds.saved"), "success");
  });
  const removingKind = removing === null ? undefined : watch(`kinds.${removing}`);
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="document-kinds">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(readOnly ? "documentKinds.readOnly" : "documentKinds.hint")}
      </Typography>
      {save.isError ? <FormAlert>{errorText(save.error, language)}</FormAlert> : null}
      <Stack spacing={2}>
        {kinds.fields.map((field, index) => (
          <Box
            key={field.id}
            data-testid="document-kind-row"
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, display: "grid", gap: 1.5 }}
          >
            <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1fr" } }}>
              {field.saved || readOnly ? (
                <TextField
                  label={t("documentKinds.code")}
                  value={field.code}
                  disabled
                  size="small"
                  helperText={field.saved ? t("documentKinds.codeFixed") : undefined}
                />
              ) : (
                <FormTextField
                  control={control}
                  name={`kinds.${index}.code`}
                  label={t("documentKinds.code")}
                  required
                  size="small"
                  helperText={t("documentKinds.codeHint")}
                  slotProps={{ htmlInput: { "data-testid": `kind-${index}-code` } }}
                />
              )}
              <FormTextField
                control={control}
                name={`kinds.${index}.label_it`}
                label={t("documentKinds.labelIt")}
                required
                size="small"
                disabled={readOnly}
                slotProps={{ htmlInput: { "data-testid": `kind-${index}-label-it` } }}
              />
              <FormTextField
                control={control}
                name={`kinds.${index}.label_en`}
                label={t("documentKinds.labelEn")}
                required
                size="small"
                disabled={readOnly}
                slotProps={{ htmlInput: { "data-testid": `kind-${index}-label-en` } }}
              />
            </Box>
            <RequiredFor control={control} index={index} readOnly={readOnly} />
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1.5}
              sx={{ alignItems: { sm: "flex-start" } }}
            >
              <FormTextField
                control={control}
                name={`kinds.${index}.validity_months`}
                label={t("documentKinds.validity")}
                size="small"
                type="number"
                disabled={readOnly}
                helperText={t("documentKinds.validityHint")}
                slotProps={{ htmlInput: { "data-testid": `kind-${index}-validity`, min: 1 } }}
              />
              {readOnly ? null : (
                <Button
                  color="error"
                  startIcon={<DeleteOutline />}
                  onClick={() => setRemoving(index)}
                  disabled={kinds.fields.length <= 1}
                  data-testid={`kind-${index}-remove`}
                  sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
                >
                  {t("documentKinds.remove")}
                </Button>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mt: 2, alignItems: { sm: "flex-start" } }}
      >
        {/* The field takes the room left; the buttons keep their labels on one line. */}
        <FormTextField
          control={control}
          name="reminder_days"
          label={t("documentKinds.reminderDays")}
          type="number"
          required
          size="small"
          disabled={readOnly}
          helperText={t("documentKinds.reminderHint")}
          sx={{ flex: { sm: "1 1 auto" }, minWidth: 0 }}
          slotProps={{ htmlInput: { "data-testid": "kinds-reminder-days", min: 1 } }}
        />
        {readOnly ? null : (
          <>
            <Button
              startIcon={<AddIcon />}
              onClick={() => kinds.append({ ...EMPTY_KIND })}
              disabled={kinds.fields.length >= 20}
              sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
              data-testid="kind-add"
            >
              {t("documentKinds.add")}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
              data-testid="kinds-save"
            >
              {t("documentKinds.save")}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t("documentKinds.removeTitle", { name: removingKind?.label_en || removingKind?.code || "" })}
        text={t(removingKind?.saved ? "documentKinds.removeSaved" : "documentKinds.removeNew")}
        confirmLabel={t("documentKinds.remove")}
        cancelLabel={t("documentKinds.cancel")}
        danger
        onConfirm={() => {
          if (removing !== null) kinds.remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
