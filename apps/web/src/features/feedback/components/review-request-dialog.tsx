import {
  LANGUAGES,
  type Language,
  REVIEW_REQUEST_LIMITS,
  type ReviewRequestBody,
  reviewRequestBodySchema,
} from "@mkt/contracts";
import { Box, DialogContentText, FormHelperText, Stack, TextField, Typography } from "@mui/material";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useRequestExternalReview } from "../api.ts";
import { descriptionCounter } from "../feedback-rules.ts";

type ReviewValues = Required<Omit<ReviewRequestBody, "collaboration_id">>;
const empty = (language: Language): ReviewValues => ({
  firstname: "",
  lastname: "",
  email: "",
  company_name: "",
  description_email: "",
  language,
});
const FIELDS = ["firstname", "lastname", "email", "company_name", "description_email", "language"] as const;
const L = REVIEW_REQUEST_LIMITS;

/** The collaboration an outside contact is asked to review (absent: a review of the company itself). */
export type ReviewedCollaboration = { id: number; profileName: string; clientName: string };

export type ReviewRequestDialogProps = {
  open: boolean;
  companyName: string;
  onClose: () => void;
  collaboration?: ReviewedCollaboration;
  /** Called after the request went out (e.g. to refresh the collaboration). */
  onSent?: () => void;
};

/**
 * §2.6/§5 external review request: names and company 3–50, e-mail ≤ 50, description ≤ 699 with the field and its
 * live counter at 700. Errors show as the user types; Ask stays inactive while the form is invalid.
 */
export function ReviewRequestDialog({
  open,
  companyName,
  onClose,
  collaboration,
  onSent,
}: ReviewRequestDialogProps) {
  const { t } = useTranslation("feedback");
  const { t: tc } = useTranslation("common");
  const language = useLanguage();
  const EMPTY = empty(language);
  const { notify } = useNotice();
  const counterId = useId();
  const errorId = useId();
  const request = useRequestExternalReview();
  const { control, handleSubmit, setError, reset, formState } = useForm<ReviewValues>({
    mode: "onChange",
    defaultValues: EMPTY,
    resolver: contractResolver<ReviewValues>(reviewRequestBodySchema),
  });

  const close = () => {
    if (request.isPending) return;
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync({
        ...reviewRequestBodySchema.parse(values),
        ...(collaboration ? { collaboration_id: collaboration.id } : {}),
      });
      notify(t("dialog.sent"), "success");
      reset(EMPTY);
      onSent?.();
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS, language))
        notify(errorText(error, language), "error");
    }
  });

  const nameLimits = { htmlInput: { maxLength: L.nameMax } };
  return (
    <FormDialog
      open={open}
      title={collaboration ? t("dialog.collaborationTitle") : t("dialog.title")}
      onClose={close}
      onSubmit={onSubmit}
      pending={request.isPending}
      cancelLabel={t("dialog.cancel")}
      submitLabel={t("dialog.ask")}
      submitDisabled={!formState.isValid}
      submitTestId="review-request-ask"
      testId="review-request-dialog"
      actionsSx={{ px: 3, pb: 2 }}
    >
      <Stack spacing={2.5}>
        <DialogContentText>
          {collaboration
            ? t("dialog.collaborationText", {
                profile: collaboration.profileName,
                client: collaboration.clientName,
              })
            : t("dialog.text", { company: companyName })}
        </DialogContentText>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={control}
            name="firstname"
            label={t("dialog.firstname")}
            required
            slotProps={nameLimits}
          />
          <FormTextField
            control={control}
            name="lastname"
            label={t("dialog.lastname")}
            required
            slotProps={nameLimits}
          />
        </Stack>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t("dialog.email")}
          required
          slotProps={{ htmlInput: { maxLength: L.emailMax } }}
        />
        <FormTextField
          control={control}
          name="company_name"
          label={t("dialog.company")}
          required
          slotProps={nameLimits}
        />
        <FormSelectField
          control={control}
          name="language"
          label={t("dialog.language")}
          helperText={t("dialog.languageHint")}
          slotProps={{ htmlInput: { "data-testid": "review-request-language" } }}
          options={LANGUAGES.map((l) => ({ value: l, label: tc(`language.names.${l}`) }))}
        />
        <Controller
          control={control}
          name="description_email"
          render={({ field, fieldState }) => (
            <Box>
              <TextField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t("dialog.description")}
                multiline
                minRows={4}
                maxRows={8}
                fullWidth
                error={Boolean(fieldState.error)}
                slotProps={{
                  htmlInput: {
                    maxLength: L.descriptionCounter,
                    "aria-describedby": `${errorId} ${counterId}`,
                    "aria-invalid": Boolean(fieldState.error),
                  },
                }}
              />
              <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", mx: 1.75, mt: 0.5 }}>
                <FormHelperText
                  error
                  id={errorId}
                  role={fieldState.error ? "alert" : undefined}
                  sx={{ m: 0 }}
                >
                  {fieldState.error?.message}
                </FormHelperText>
                <Typography
                  id={counterId}
                  variant="caption"
                  color={fieldState.error ? "error" : "text.secondary"}
                  sx={{ flexShrink: 0 }}
                  aria-label={`${t("dialog.counter")}: ${descriptionCounter(field.value)}`}
                  data-testid="review-description-counter"
                >
                  {descriptionCounter(field.value)}
                </Typography>
              </Stack>
            </Box>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
