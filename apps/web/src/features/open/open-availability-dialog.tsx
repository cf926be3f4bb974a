import { type Language, openAvailabilityBodySchema } from "@mkt/contracts";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../shared/forms/contract-resolver.ts";
import { FormCheckbox } from "../../shared/forms/form-checkbox.tsx";
import { FormTextField } from "../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useOpenRequestAvailability } from "./open-api.ts";

type Values = { email: string; firstname: string; lastname: string; company_name: string; consent: boolean };
const FIELDS = ["email", "firstname", "lastname", "company_name", "consent"] as const;

export type OpenAvailabilityDialogProps = {
  token: string;
  profile: { id: number; title: string };
  onClose: () => void;
};

const toBody = (values: Values, token: string, profileId: number, language: Language) => ({
  token,
  profile_id: profileId,
  language,
  email: values.email,
  firstname: values.firstname,
  lastname: values.lastname,
  company_name: values.company_name,
  consent: values.consent,
});

/**
 * "Ask for availability" in the open area (issue 16): the visitor's e-mail (name and company optional) and the
 * consent; the registration link is mailed, and the dialog ends on a confirmation naming the address.
 */
export function OpenAvailabilityDialog({ token, profile, onClose }: OpenAvailabilityDialogProps) {
  const { t } = useTranslation("open-browse");
  const language = useLanguage();
  const request = useOpenRequestAvailability();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    mode: "onTouched",
    defaultValues: { email: "", firstname: "", lastname: "", company_name: "", consent: false },
    resolver: contractResolver<Values>(openAvailabilityBodySchema, (v) =>
      toBody(v, token, profile.id, language),
    ),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await request.mutateAsync(
        openAvailabilityBodySchema.parse(toBody(values, token, profile.id, language)),
      );
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS, language)) setProblem(error);
    }
  });
  if (request.data) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="open-ask-sent-title" data-testid="open-ask-sent">
        <DialogTitle id="open-ask-sent-title">{t("ask.sentTitle")}</DialogTitle>
        <DialogContent>
          <Alert severity="success">{t("ask.sentText", { email: request.data.email })}</Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            {t("ask.close")}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      title={t("ask.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={request.isPending}
      cancelLabel={t("ask.cancel")}
      submitLabel={t("ask.submit")}
      submitTestId="open-ask-submit"
      testId="open-ask-dialog"
      error={problem}
      errorPlacement="bottom"
    >
      <DialogContentText sx={{ mb: 2, wordBreak: "break-word" }}>
        {t("ask.text", { title: profile.title })}
      </DialogContentText>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t("ask.email")}
          required
          autoFocus
          slotProps={{ htmlInput: { "data-testid": "open-ask-email", maxLength: 254 } }}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={control}
            name="firstname"
            label={t("ask.firstname")}
            fullWidth
            slotProps={{ htmlInput: { "data-testid": "open-ask-firstname", maxLength: 50 } }}
          />
          <FormTextField control={control} name="lastname" label={t("ask.lastname")} fullWidth />
        </Stack>
        <FormTextField
          control={control}
          name="company_name"
          label={t("ask.company")}
          slotProps={{ htmlInput: { "data-testid": "open-ask-company", maxLength: 120 } }}
        />
        <FormCheckbox control={control} name="consent" label={t("ask.consent")} required />
      </Stack>
    </FormDialog>
  );
}
